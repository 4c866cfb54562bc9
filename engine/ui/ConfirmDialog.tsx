import { Button, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { blueprintDialog } from './dialog/blueprintDialog';
import { useDialogParts } from './dialog/useDialogParts';

/**
 * A question before something that cannot be taken back lightly (remove, leave with unsaved changes, a bulk
 * action): an alert dialog that opens on its safe button ("Cancelar", first in the tab order), names itself
 * by its title and its question, and gives the focus back to what opened it when it closes. Blueprint's dialog
 * code comes in its own chunk (see blueprintDialog): until it is in, an open dialog waits for it.
 */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  /** The question. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  intent?: Intent;
  icon?: IconName;
  /** The confirmed work is running: buttons wait, the dialog stays. */
  busy?: boolean;
  /** The confirmed work failed: what the server said, above the question (the dialog stays for a retry). */
  error?: { title: string; message: string } | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const textId = useId();
  const busy = props.busy ?? false;
  const parts = useDialogParts(blueprintDialog, props.isOpen, props.onCancel);
  if (!parts) return null;
  const { Callout, Dialog, DialogBody, DialogFooter } = parts;
  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title}
      icon={props.icon ? <Icon icon={props.icon} intent={props.intent} /> : undefined}
      isCloseButtonShown={false}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={!busy}
      onClose={props.onCancel}
      role="alertdialog"
      aria-describedby={textId}
      className="engine-confirm-dialog"
    >
      <DialogBody>
        {props.error ? (
          <Callout intent="danger" icon="error" role="alert" title={props.error.title} className="engine-confirm-error">
            {props.error.message}
          </Callout>
        ) : null}
        <div id={textId}>{props.children}</div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {/* The safe answer first, and focused: Enter or a stray key press never confirms. */}
            <Button text={props.cancelLabel ?? 'Cancelar'} autoFocus disabled={busy} onClick={props.onCancel} />
            <Button intent={props.intent ?? 'danger'} icon={props.icon} text={props.confirmLabel} loading={busy} onClick={props.onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
