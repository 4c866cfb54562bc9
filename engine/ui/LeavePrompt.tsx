import { Alert } from '@blueprintjs/core';
import { FORM_TEXTS } from '../core/i18n/messages';
import type { LeavePromptState } from './useUnsavedChangesGuard';

/** The unsaved-changes question (forms and custom editors alike), shown while navigation waits for the answer. */
export function LeavePrompt(props: { prompt: LeavePromptState }) {
  return (
    <Alert
      isOpen={props.prompt.isOpen}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={FORM_TEXTS.leaveConfirm}
      cancelButtonText={FORM_TEXTS.leaveCancel}
      canEscapeKeyCancel
      onConfirm={props.prompt.confirm}
      onCancel={props.prompt.cancel}
    >
      <p>{FORM_TEXTS.leaveQuestion}</p>
    </Alert>
  );
}
