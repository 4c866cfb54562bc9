import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { fillRoute, fillText } from '../../core/template';
import { useAccess } from '../../ui/AccessContext';
import { useNotifier } from '../../ui/notifier';
import type { ActionSpec, CallActionSpec, FormActionSpec } from '../../core/definition/runtime';
import { prefillData } from '../../core/prefill';
import { matchesWhen } from '../../core/when';

/** An action waiting for the user: a confirmation to answer or a dialog form to fill. */
export type PendingAction =
  | { kind: 'confirm'; action: CallActionSpec; context: Record<string, unknown>; message: string }
  | { kind: 'form'; action: FormActionSpec; context: Record<string, unknown>; title: string; initialData: Record<string, unknown> };

/** What `useActions` returns: plain data and functions; `ActionDialogs` displays the pending one. */
export interface ActionsController {
  /** Runs an action for a context (a row or a record): navigate, confirm and call, or open the form dialog. */
  run(action: ActionSpec, context: Record<string, unknown>): void;
  /** The actions the user may press for this context (permission and `when`). */
  visible(actions: readonly ActionSpec[] | undefined, context: Record<string, unknown>): ActionSpec[];
  /** The confirmation or dialog form on screen, if any. */
  pending: PendingAction | null;
  /** Whether a call is running. */
  isBusy: boolean;
  /** The user confirmed the pending call. */
  confirm(): void;
  /** The user closed the pending confirmation or dialog. */
  dismiss(): void;
  /** The dialog form was submitted with valid data (rejects with the server's message, keeping the data). */
  submitForm(data: Record<string, unknown>): Promise<void>;
}

/** Runs definition actions; `onDone` runs after a call or form action succeeds (e.g. refetch the list). */
export function useActions(options: { onDone?: () => void; params?: Record<string, unknown> } = {}): ActionsController {
  const notifier = useNotifier();
  const dataProvider = useDataProvider();
  const access = useAccess();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { onDone, params } = options;

  const contextOf = useCallback((context: Record<string, unknown>) => ({ ...params, ...context }), [params]);

  const execute = useCallback(
    async (action: CallActionSpec, context: Record<string, unknown>) => {
      setBusy(true);
      try {
        await dataProvider.remove(action.call, { context });
        notifier.notify({ message: fillText(action.success ?? 'Operação concluída.', context), intent: 'success' });
        onDone?.();
      } catch (error) {
        notifier.notify({ message: errorMessage(error), intent: 'danger' });
      } finally {
        setBusy(false);
        setPending(null);
      }
    },
    [dataProvider, notifier, onDone],
  );

  const run = useCallback(
    (action: ActionSpec, rawContext: Record<string, unknown>) => {
      const context = contextOf(rawContext);
      if (action.kind === 'link') navigate(fillRoute(action.route, context));
      else if (action.kind === 'call') {
        if (action.confirm) setPending({ kind: 'confirm', action, context, message: fillText(action.confirm, context) });
        else void execute(action, context);
      } else {
        setPending({
          kind: 'form',
          action,
          context,
          title: fillText(action.title ?? action.label, context),
          initialData: action.prefill ? prefillData(action.schema, context) : {},
        });
      }
    },
    [contextOf, execute, navigate],
  );

  const visible = useCallback(
    (actions: readonly ActionSpec[] | undefined, context: Record<string, unknown>) =>
      (actions ?? []).filter((action) => access.can(action.permission) && matchesWhen(action.when, contextOf(context))),
    [access, contextOf],
  );

  const confirm = useCallback(() => {
    if (pending?.kind === 'confirm') void execute(pending.action, pending.context);
  }, [pending, execute]);
  const dismiss = useCallback(() => setPending(null), []);

  const submitForm = useCallback(
    async (data: Record<string, unknown>) => {
      if (pending?.kind !== 'form') return;
      const { action, context } = pending;
      // An edit dialog saves the record it was opened on: its id travels even when the form does not show it.
      const record = action.keepField && context[action.keepField] !== undefined ? { ...data, [action.keepField]: context[action.keepField] } : data;
      const saved = await dataProvider.save(action.call, { record, context });
      // The toast names what was saved (a created record exists only in the data and the answer).
      notifier.notify({ message: fillText(action.success ?? 'Operação concluída.', { ...context, ...data, ...saved }), intent: 'success' });
      setPending(null);
      onDone?.();
    },
    [pending, dataProvider, notifier, onDone],
  );

  return { run, visible, pending, isBusy, confirm, dismiss, submitForm };
}
