import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { actionName } from './actionName';
import type { ActionsController } from './useActions';

// rjsf is heavy: the dialog form loads only when a form action is first opened.
const FormDialog = lazy(() => import('../form/FormDialog'));

/** The confirmation or dialog form an actions controller is waiting on; render once per screen. */
export function ActionDialogs(props: { controller: ActionsController }) {
  const { pending, isBusy, confirm, dismiss, submitForm } = props.controller;
  if (pending?.kind === 'confirm') {
    return (
      <ConfirmDialog
        isOpen
        title={actionName(pending.action, pending.context) ?? pending.action.label}
        intent={pending.action.intent ?? 'danger'}
        icon={pending.action.icon as never}
        confirmLabel={pending.action.label}
        busy={isBusy}
        onCancel={dismiss}
        onConfirm={confirm}
      >
        <p>{pending.message}</p>
      </ConfirmDialog>
    );
  }
  if (pending?.kind === 'form') {
    return (
      <Suspense fallback={null}>
        <FormDialog
          isOpen
          title={pending.title}
          schema={pending.action.schema}
          uiSchema={pending.action.uiSchema}
          initialData={pending.initialData}
          submitLabel={pending.action.submitLabel ?? pending.action.label}
          closeLabel={pending.action.closeLabel}
          draftKey={`dialog:${pending.action.label}:${pending.title}`}
          onClose={dismiss}
          onSubmit={submitForm}
        />
      </Suspense>
    );
  }
  return null;
}
