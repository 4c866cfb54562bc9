import { Alert } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { ActionsController } from './useActions';

// rjsf is heavy: the dialog form loads only when a form action is first opened.
const FormDialog = lazy(() => import('../form/FormDialog'));

/** The confirmation or dialog form an actions controller is waiting on; render once per screen. */
export function ActionDialogs(props: { controller: ActionsController }) {
  const { pending, isBusy, confirm, dismiss, submitForm } = props.controller;
  if (pending?.kind === 'confirm') {
    return (
      <Alert
        isOpen
        intent={pending.action.intent ?? 'danger'}
        icon={pending.action.icon as never}
        confirmButtonText={pending.action.label}
        cancelButtonText="Cancelar"
        loading={isBusy}
        canEscapeKeyCancel
        onCancel={dismiss}
        onConfirm={confirm}
      >
        <p>{pending.message}</p>
      </Alert>
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
          onClose={dismiss}
          onSubmit={submitForm}
        />
      </Suspense>
    );
  }
  return null;
}
