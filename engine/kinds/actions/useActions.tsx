import { Alert } from '@blueprintjs/core';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { fillRoute, fillText } from '../../core/template';
import { useAccess } from '../../ui/AccessContext';
import { showToast } from '../../ui/toaster';
import type { ActionSpec } from '../../core/actionTypes';
import { prefillData } from '../../core/prefill';
import { matchesWhen } from '../../core/when';

// rjsf is heavy: the dialog form loads only when a form action is first opened.
const FormDialog = lazy(() => import('../form/FormDialog'));

type Pending =
  | { kind: 'confirm'; action: Extract<ActionSpec, { kind: 'call' }>; context: Record<string, unknown> }
  | { kind: 'form'; action: Extract<ActionSpec, { kind: 'form' }>; context: Record<string, unknown> };

/** What `useActions` returns: a way to run an action, a filter of the visible ones, and the dialogs to render. */
export interface ActionsController {
  /** Runs an action for a context (a row or a record): navigate, confirm and call, or open the form dialog. */
  run(action: ActionSpec, context: Record<string, unknown>): void;
  /** The actions the user may press for this context (permission and `when`). */
  visible(actions: readonly ActionSpec[] | undefined, context: Record<string, unknown>): ActionSpec[];
  /** Whether a call is running. */
  isBusy: boolean;
  /** The confirmation and form dialogs; render once per screen. */
  dialogs: ReactNode;
}

/** Runs definition actions; `onDone` runs after a call or form action succeeds (e.g. refetch the list). */
export function useActions(options: { onDone?: () => void; params?: Record<string, string> } = {}): ActionsController {
  const dataProvider = useDataProvider();
  const access = useAccess();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { onDone, params } = options;

  const contextOf = useCallback((context: Record<string, unknown>) => ({ ...params, ...context }), [params]);

  const execute = useCallback(
    async (action: Extract<ActionSpec, { kind: 'call' }>, context: Record<string, unknown>) => {
      setBusy(true);
      try {
        await dataProvider.remove(action.call, { context });
        showToast(fillText(action.success ?? 'Operação concluída.', context), 'success');
        onDone?.();
      } catch (error) {
        showToast(errorMessage(error), 'danger');
      } finally {
        setBusy(false);
        setPending(null);
      }
    },
    [dataProvider, onDone],
  );

  const run = useCallback(
    (action: ActionSpec, rawContext: Record<string, unknown>) => {
      const context = contextOf(rawContext);
      if (action.kind === 'link') navigate(fillRoute(action.route, context));
      else if (action.kind === 'call') {
        if (action.confirm) setPending({ kind: 'confirm', action, context });
        else void execute(action, context);
      } else setPending({ kind: 'form', action, context });
    },
    [contextOf, execute, navigate],
  );

  const visible = useCallback(
    (actions: readonly ActionSpec[] | undefined, context: Record<string, unknown>) =>
      (actions ?? []).filter((action) => access.can(action.permission) && matchesWhen(action.when, contextOf(context))),
    [access, contextOf],
  );

  let dialogs: ReactNode = null;
  if (pending?.kind === 'confirm') {
    dialogs = (
      <Alert
        isOpen
        intent={pending.action.intent ?? 'danger'}
        icon={pending.action.icon as never}
        confirmButtonText={pending.action.label}
        cancelButtonText="Cancelar"
        loading={isBusy}
        canEscapeKeyCancel
        onCancel={() => setPending(null)}
        onConfirm={() => void execute(pending.action, pending.context)}
      >
        <p>{fillText(pending.action.confirm ?? '', pending.context)}</p>
      </Alert>
    );
  } else if (pending?.kind === 'form') {
    const { action, context } = pending;
    dialogs = (
      <Suspense fallback={null}>
        <FormDialog
          isOpen
          title={fillText(action.title ?? action.label, context)}
          schema={action.schema}
          uiSchema={action.uiSchema}
          initialData={action.prefill ? prefillData(action.schema, context) : {}}
          submitLabel={action.submitLabel ?? action.label}
          onClose={() => setPending(null)}
          onSubmit={async (data: Record<string, unknown>) => {
            const saved = await dataProvider.save(action.call, { record: data, context });
            // The toast names what was saved (a created record exists only in the data and the answer).
            showToast(fillText(action.success ?? 'Operação concluída.', { ...context, ...data, ...saved }), 'success');
            setPending(null);
            onDone?.();
          }}
        />
      </Suspense>
    );
  }

  return { run, visible, isBusy, dialogs };
}
