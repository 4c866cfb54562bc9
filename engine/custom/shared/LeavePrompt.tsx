import { Alert } from '@blueprintjs/core';
import { FORM_TEXTS } from '../../i18n/messages';
import type { LeavePromptState } from './useUnsavedChangesGuard';

/** The unsaved-changes question of a custom component (the engine forms' words), shown while navigation waits. */
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
