import { FORM_TEXTS } from '../core/i18n/messages';
import { ConfirmDialog } from './ConfirmDialog';
import type { LeavePromptState } from './useUnsavedChangesGuard';

/**
 * The unsaved-changes question (forms and custom editors alike), shown while navigation waits for the answer;
 * it opens on "Continuar editando", the answer that loses nothing.
 */
export function LeavePrompt(props: { prompt: LeavePromptState }) {
  return (
    <ConfirmDialog
      isOpen={props.prompt.isOpen}
      title={FORM_TEXTS.leaveTitle}
      intent="warning"
      icon="warning-sign"
      confirmLabel={FORM_TEXTS.leaveConfirm}
      cancelLabel={FORM_TEXTS.leaveCancel}
      onConfirm={props.prompt.confirm}
      onCancel={props.prompt.cancel}
    >
      <p>{FORM_TEXTS.leaveQuestion}</p>
    </ConfirmDialog>
  );
}
