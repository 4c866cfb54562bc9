import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { REMOVAL_NOTES, removalKey, useRemovalQueue, UNDO_WINDOW_MS } from '../../data/removalQueue';
import { fillRoute, fillText, getPath } from '../../core/template';
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

/** The pt-BR texts of a removal that waits for "Desfazer". */
const UNDO_TEXTS = { undo: 'Desfazer', undone: 'Remoção desfeita.' } as const;

/** What `useActions` is told besides the route params. */
export interface ActionsOptions {
  /** Runs after a call or form action succeeds (e.g. refetch the list). */
  onDone?: () => void;
  params?: Record<string, unknown>;
  /** A record is leaving (its removal waits for "Desfazer"): a list moves the focus, a form leaves. */
  onRemoving?: (context: Record<string, unknown>) => void;
}

/** Runs definition actions; `onDone` runs after a call or form action succeeds (e.g. refetch the list). */
export function useActions(options: ActionsOptions = {}): ActionsController {
  const notifier = useNotifier();
  const dataProvider = useDataProvider();
  const removals = useRemovalQueue();
  const access = useAccess();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { onDone, params, onRemoving } = options;

  // Only where something shows the record leaving (a list, or a form that goes back to its list).
  const undoable = Boolean(removals && onRemoving);

  const contextOf = useCallback((context: Record<string, unknown>) => ({ ...params, ...context }), [params]);

  // A resource's removal: the record leaves at once, "Desfazer" takes it back for a few seconds, then the call.
  const scheduleRemoval = useCallback(
    (action: CallActionSpec & { removal: NonNullable<CallActionSpec['removal']> }, context: Record<string, unknown>, queue: NonNullable<typeof removals>) => {
      const id = getPath(context, action.removal.idField);
      const handle = queue.schedule([{ call: action.call, context, key: removalKey(action.removal.scope, id) }], {
        onSettled: ({ failed }) => {
          if (failed.length) notifier.notify({ message: errorMessage(failed[0].error), intent: 'danger' });
        },
      });
      setPending(null);
      notifier.notify({
        message: fillText(action.success ?? 'Operação concluída.', context),
        intent: 'success',
        timeout: UNDO_WINDOW_MS,
        action: {
          label: UNDO_TEXTS.undo,
          onClick: () => {
            if (handle.undo()) notifier.notify({ message: UNDO_TEXTS.undone, intent: 'none' });
          },
        },
        // Closing the notice says "no undo": the call is made now.
        onClose: handle.commit,
      });
      onRemoving?.(context);
    },
    [notifier, onRemoving],
  );

  const execute = useCallback(
    async (action: CallActionSpec, context: Record<string, unknown>) => {
      if (action.removal && undoable && removals) {
        scheduleRemoval({ ...action, removal: action.removal }, context, removals);
        return;
      }
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
    [dataProvider, notifier, onDone, undoable, removals, scheduleRemoval],
  );

  const run = useCallback(
    (action: ActionSpec, rawContext: Record<string, unknown>) => {
      const context = contextOf(rawContext);
      if (action.kind === 'link') navigate(fillRoute(action.route, context));
      else if (action.kind === 'call') {
        if (action.confirm) {
          // A resource's removal question ends by saying whether "Desfazer" will be offered here.
          const question = fillText(action.confirm, context);
          const note = action.removal ? ` ${undoable ? REMOVAL_NOTES.undoable : REMOVAL_NOTES.final}` : '';
          setPending({ kind: 'confirm', action, context, message: question + note });
        }
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
    [contextOf, execute, navigate, undoable],
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

  // One object while nothing in it changes: a list's rows draw their buttons from it, and draw again only then.
  return useMemo(() => ({ run, visible, pending, isBusy, confirm, dismiss, submitForm }), [run, visible, pending, isBusy, confirm, dismiss, submitForm]);
}
