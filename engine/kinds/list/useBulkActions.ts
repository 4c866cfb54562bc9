import { useCallback, useState } from 'react';
import { downloadText, toCsv } from '../../core/csv';
import type { Row } from '../../core/dataProvider';
import type { RuntimeListScreen } from '../../core/definition/runtime';
import { getPath } from '../../core/template';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { REMOVAL_NOTES, removalKey, UNDO_WINDOW_MS, useRemovalQueue, type RemovalItem } from '../../data/removalQueue';
import { useAccess } from '../../ui/AccessContext';
import { useNotifier } from '../../ui/notifier';
import { useCellFormats } from '../../ui/CellFormatsContext';

/** A bulk action of a list. */
export type BulkKind = 'remove' | 'activate' | 'deactivate' | 'export';

/** The question before a bulk action. */
export interface BulkQuestion {
  kind: Exclude<BulkKind, 'export'>;
  title: string;
  message: string;
  confirmLabel: string;
  rows: Row[];
}

/** What the list's bulk bar shows and runs. */
export interface BulkController {
  /** The bulk actions this user may use on this list, in order. */
  kinds: BulkKind[];
  question: BulkQuestion | null;
  isBusy: boolean;
  /** Asks first (remove, activate, deactivate) or runs at once (export). */
  start(kind: BulkKind, rows: Row[]): void;
  confirm(): void;
  dismiss(): void;
}

const PROGRESS_KEY = 'bulk-progress';

/** The pt-BR words of one bulk action. */
const WORDS = {
  remove: { verb: 'Remover', done: 'removidos', running: 'Removendo' },
  activate: { verb: 'Ativar', done: 'ativados', running: 'Ativando' },
  deactivate: { verb: 'Desativar', done: 'desativados', running: 'Desativando' },
} as const;

/**
 * The bulk actions a list declares (`bulk`): a confirmation that says how many, then the calls one after the
 * other with a progress notice; removals first wait for "Desfazer" like a single one. `onDone` clears the
 * selection; `refetch` reloads the page after activations.
 */
export function useBulkActions(definition: RuntimeListScreen, options: { onDone(): void; refetch(): void }): BulkController {
  const bulk = definition.bulk;
  const notifier = useNotifier();
  const dataProvider = useDataProvider();
  const removals = useRemovalQueue();
  const access = useAccess();
  const cells = useCellFormats();
  const [question, setQuestion] = useState<BulkQuestion | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { onDone, refetch } = options;
  const plural = bulk?.plural ?? 'registros';
  // "1 cupom", "3 cupons".
  const countOf = useCallback((n: number) => (n === 1 ? `1 ${definition.recordName?.title ?? 'registro'}` : `${n} ${plural}`), [definition.recordName, plural]);

  const kinds: BulkKind[] = [];
  if (bulk?.remove && access.can(bulk.remove.permission)) kinds.push('remove');
  if (bulk?.status?.activate && access.can(bulk.status.permission)) kinds.push('activate');
  if (bulk?.status?.deactivate && access.can(bulk.status.permission)) kinds.push('deactivate');
  if (bulk?.export) kinds.push('export');

  const progress = useCallback(
    (kind: keyof typeof WORDS, done: number, total: number) => {
      if (total < 2) return;
      notifier.notify({
        key: PROGRESS_KEY, intent: 'none', progress: done / total, timeout: done >= total ? 3000 : 60_000,
        message: `${WORDS[kind].running} ${plural}: ${done} de ${total}`,
      });
    },
    [notifier, plural],
  );

  const reportFailures = useCallback(
    (kind: keyof typeof WORDS, failed: Array<{ error: unknown }>, total: number) => {
      if (failed.length === 0) return;
      notifier.notify({
        intent: 'danger',
        message: `${failed.length} de ${total} ${plural} não puderam ser ${WORDS[kind].done}: ${errorMessage(failed[0].error)}`,
      });
    },
    [notifier, plural],
  );

  const exportRows = useCallback(
    async (rows: Row[]) => {
      const header = definition.columns.map((column) => column.title);
      const lines = rows.map((row) => definition.columns.map((column) => cells.get(column.format ?? 'text').text(getPath(row, column.field), column, row)));
      downloadText(`${definition.export?.fileName ?? definition.id}-selecionados.csv`, await toCsv(header, lines));
    },
    [cells, definition],
  );

  const removeRows = useCallback(
    async (rows: Row[]) => {
      const action = bulk?.remove;
      if (!action?.removal) return;
      const { scope, idField } = action.removal;
      const items: RemovalItem[] = rows.map((row) => ({ call: action.call, context: row, key: removalKey(scope, getPath(row, idField)) }));
      const message = `${countOf(rows.length)} ${rows.length === 1 ? 'removido' : WORDS.remove.done}.`;
      if (!removals) {
        // Outside the app (no queue): the calls are made at once.
        const failed: Array<{ error: unknown }> = [];
        for (const [index, item] of items.entries()) {
          try {
            await dataProvider.remove(item.call, { context: item.context });
          } catch (error) {
            failed.push({ error });
          }
          progress('remove', index + 1, items.length);
        }
        if (failed.length) reportFailures('remove', failed, items.length);
        else notifier.notify({ message, intent: 'success' });
        refetch();
        return;
      }
      const handle = removals.schedule(items, {
        onProgress: (done, total) => progress('remove', done, total),
        onSettled: ({ failed }) => reportFailures('remove', failed, items.length),
      });
      notifier.notify({
        message, intent: 'success', timeout: UNDO_WINDOW_MS,
        action: {
          label: 'Desfazer',
          onClick: () => {
            if (handle.undo()) notifier.notify({ message: 'Remoção desfeita.', intent: 'none' });
          },
        },
        onClose: handle.commit,
      });
    },
    [bulk, countOf, dataProvider, notifier, progress, refetch, removals, reportFailures],
  );

  const setStatus = useCallback(
    async (kind: 'activate' | 'deactivate', rows: Row[]) => {
      const status = bulk?.status;
      if (!status) return;
      const failed: Array<{ error: unknown }> = [];
      for (const [index, row] of rows.entries()) {
        try {
          await dataProvider.save(status.save, { record: { ...row, [status.field]: kind === 'activate' }, context: row });
        } catch (error) {
          failed.push({ error });
        }
        progress(kind, index + 1, rows.length);
      }
      if (failed.length) reportFailures(kind, failed, rows.length);
      else notifier.notify({ message: `${countOf(rows.length)} ${rows.length === 1 ? WORDS[kind].done.slice(0, -1) : WORDS[kind].done}.`, intent: 'success' });
      refetch();
    },
    [bulk, countOf, dataProvider, notifier, progress, refetch, reportFailures],
  );

  const start = useCallback(
    (kind: BulkKind, rows: Row[]) => {
      if (rows.length === 0) return;
      if (kind === 'export') {
        exportRows(rows).catch((error) => notifier.notify({ message: `Não foi possível exportar: ${errorMessage(error)}`, intent: 'danger' }));
        return;
      }
      const words = WORDS[kind];
      const count = countOf(rows.length);
      const asked = `${words.verb} ${count} ${rows.length === 1 ? 'selecionado' : 'selecionados'}?`;
      setQuestion({
        kind,
        rows,
        title: `${words.verb} ${count}`,
        confirmLabel: words.verb,
        message: kind === 'remove' ? `${asked} ${REMOVAL_NOTES.undoable}` : asked,
      });
    },
    [countOf, exportRows, notifier],
  );

  const confirm = useCallback(() => {
    if (!question) return;
    const { kind, rows } = question;
    setBusy(true);
    const run = kind === 'remove' ? removeRows(rows) : setStatus(kind, rows);
    // The question closes at once: a long run shows its progress in a notice, not in a waiting dialog.
    setQuestion(null);
    onDone();
    void run.finally(() => setBusy(false));
  }, [question, removeRows, setStatus, onDone]);

  const dismiss = useCallback(() => setQuestion(null), []);

  return { kinds, question, isBusy, start, confirm, dismiss };
}
