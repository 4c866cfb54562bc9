import { Button, Card } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo } from 'react';
import type { Row } from '../../core/dataProvider';
import type { ListPrefs } from '../../data/userPrefs';
import { ColumnChooser } from '../../ui/ColumnChooser';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { TableSelection } from '../../ui/DataTable';
import { BulkBar } from './BulkBar';
import type { BulkController } from './useBulkActions';
import { errorMessage } from '../../data/ApiError';
import { useNotifier } from '../../ui/notifier';
import type { RuntimeListScreen } from '../../core/definition/runtime';
import { ActionButtons } from '../actions/ActionButtons';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { FilterBar, preloadFilterBar } from '../../fields/filters/FilterBar';
import { LoadingState } from '../../ui/LoadingState';
import { TableSkeleton } from '../../ui/skeleton/TableSkeleton';
import { Pager } from '../../ui/Pager';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useUnseenWhilePending } from '../../ui/StageHoldContext';
import { UnseenScreen } from '../../ui/UnseenScreen';
import type { ActionsController } from '../actions/useActions';
import { ActionDialogs } from '../actions/ActionDialogs';
import type { ListController } from './useListController';
import type { SavedViewsHost } from './useSavedViews';
import { loadable } from '../../ui/loadable';
import { LoadableSlot } from '../../ui/LoadableSlot';

const savedViews = loadable(() => import('./SavedViews'));
/** The "Visões" button as it first shows, inert, while its code arrives (nothing shifts when it does). */
const VIEWS_PLACEHOLDER = <Button icon="bookmark" endIcon="caret-down" text="Visões" disabled />;

/** Displays a list screen from its controller; it holds no state of its own. */
export function ListScreenView(props: {
  definition: RuntimeListScreen;
  params: Record<string, string>;
  list: ListController;
  actions: ActionsController;
  /** The record id of a row (focus and keys across pages). */
  rowKey(row: Row): string;
  /** A row to focus once drawn (the neighbour of a removed one). */
  focusRowKey?: string | null;
  /** The user's columns for this list, and where changes go. */
  columnPrefs: ListPrefs;
  onColumnPrefs(prefs: ListPrefs): void;
  /** What the saved views ("Visões") read and change of the list, or null when the app declares no views calls. */
  savedViews?: SavedViewsHost | null;
  /** Row selection and bulk actions, when the list declares them. */
  bulk?: { controller: BulkController; selection: TableSelection; selected: Row[]; clear(): void };
}) {
  const notifier = useNotifier();
  const { definition, list, actions, params, columnPrefs, onColumnPrefs, bulk } = props;
  const rowActions = definition.rowActions;
  const pageActions = actions.visible(definition.actions, params);
  const hidden = columnPrefs.hidden;
  const columns = useMemo(() => {
    const shown = hidden?.length ? definition.columns.filter((column) => !hidden.includes(column.field)) : definition.columns;
    // A stored choice that hides every column of a changed definition shows them all.
    return shown.length ? shown : definition.columns;
  }, [definition.columns, hidden]);
  // The table's callbacks keep their identity while the actions and the definition do: its rows are memoised,
  // and the screen draws again on each answer (the saved views', the page's fresh copy) without them changing.
  const canOpen = rowActions.some((action) => action.kind === 'link' || (action.kind === 'form' && action.prefill));
  const renderActions = useCallback(
    (row: Row) => <ActionButtons compact actions={rowActions} context={row} controller={actions} />,
    [rowActions, actions],
  );
  // The first link or edit dialog among the row's actions opens its record ("Editar", "Ver", "Abrir").
  const openRow = useCallback((row: Row) => {
    const open = actions.visible(rowActions, row).find((action) => action.kind === 'link' || (action.kind === 'form' && action.prefill));
    if (open) actions.run(open, row);
  }, [actions, rowActions]);
  const { rowKey } = props;
  const tableRowKey = useCallback((row: Row, index: number) => rowKey(row) || String(index), [rowKey]);

  const exportCsv = () =>
    list.exportCsv().catch((error) => notifier.notify({ message: `Não foi possível exportar: ${errorMessage(error)}`, intent: 'danger' }));

  // Behind the previous screen's picture the first page usually comes before anyone could see a loading shape:
  // the screen is drawn once, with its rows (the shape would be drawn, styled and laid out for nothing).
  const unseen = useUnseenWhilePending(list.isFirstLoad && !list.error);
  // The filter bar's own code (a date filter's) travels beside the first page, not after it.
  const filters = definition.filters;
  useEffect(() => {
    if (unseen && filters) preloadFilterBar(filters.schema as Record<string, unknown>, filters.uiSchema as Record<string, unknown> | undefined);
  }, [unseen, filters]);
  if (unseen) return <UnseenScreen className="engine-list" />;

  let body;
  if (list.error && list.rows.length === 0) {
    body = <ErrorPanel message={list.error} onRetry={list.refetch} />;
  } else if (list.isFirstLoad) {
    body = <TableSkeleton columns={columns.map((column) => column.title)} />;
  } else if (list.rows.length === 0) {
    body = <EmptyState text={definition.emptyText} hint={Object.keys(list.filter).length ? 'Tente outros filtros.' : undefined} />;
  } else {
    body = (
      <DataTable
        label={definition.title}
        rows={list.rows}
        columns={columns}
        sort={list.sort}
        onSort={list.toggleSort}
        renderActions={rowActions.length ? renderActions : undefined}
        onOpenRow={canOpen ? openRow : undefined}
        rowKey={tableRowKey}
        focusRowKey={props.focusRowKey}
        selection={bulk?.controller.kinds.length ? bulk.selection : undefined}
        widths={columnPrefs.widths ?? undefined}
        onResize={(field, width) => onColumnPrefs({ ...columnPrefs, widths: { ...columnPrefs.widths, [field]: width } })}
      />
    );
  }

  return (
    <section className="engine-screen engine-list" aria-busy={list.isPending} data-ready={!list.isFirstLoad}>
      <ScreenHeader title={definition.title} description={definition.description}>
        {props.savedViews ? <LoadableSlot target={savedViews} props={{ host: props.savedViews }} fallback={VIEWS_PLACEHOLDER} afterScreen /> : null}
        {definition.columns.length > 1 ? (
          <ColumnChooser
            columns={definition.columns}
            hidden={hidden ?? []}
            customised={Boolean(hidden?.length || (columnPrefs.widths && Object.keys(columnPrefs.widths).length))}
            onChange={(next) => onColumnPrefs({ ...columnPrefs, hidden: next })}
            onReset={() => onColumnPrefs({ ...columnPrefs, hidden: [], widths: null })}
          />
        ) : null}
        {definition.export ? (
          <Button icon="export" text="Exportar CSV" loading={list.isExporting} disabled={list.total === 0} onClick={exportCsv} />
        ) : null}
        {pageActions.length ? <ActionButtons actions={pageActions} context={params} controller={actions} /> : null}
      </ScreenHeader>
      {definition.filters ? (
        <Card className="engine-filter-card">
          <FilterBar
            schema={definition.filters.schema as Record<string, unknown>}
            uiSchema={definition.filters.uiSchema as Record<string, unknown> | undefined}
            value={list.filter}
            onApply={list.setFilter}
            applyOnSelect
          />
        </Card>
      ) : null}
      <Card className="engine-list-card">
        {list.error && list.rows.length > 0 ? <ErrorPanel compact message={list.error} onRetry={list.refetch} /> : null}
        {list.isRefreshingSlowly ? <div className="engine-refreshing"><LoadingState compact /></div> : null}
        {bulk && bulk.selected.length > 0 ? (
          <BulkBar
            count={bulk.selected.length}
            kinds={bulk.controller.kinds}
            busy={bulk.controller.isBusy}
            onRun={(kind) => bulk.controller.start(kind, bulk.selected)}
            onClear={bulk.clear}
          />
        ) : null}
        {body}
        {list.total > 0 ? (
          <Pager
            page={list.page}
            pageCount={list.pageCount}
            perPage={list.perPage}
            pageSizes={list.pageSizes}
            total={list.total}
            disabled={list.isPending}
            onPage={list.setPage}
            onPerPage={list.setPerPage}
          />
        ) : null}
      </Card>
      <ActionDialogs controller={actions} />
      {bulk?.controller.question ? (
        <ConfirmDialog
          isOpen
          title={bulk.controller.question.title}
          intent={bulk.controller.question.kind === 'remove' ? 'danger' : 'primary'}
          icon={bulk.controller.question.kind === 'remove' ? 'trash' : undefined}
          confirmLabel={bulk.controller.question.confirmLabel}
          onConfirm={bulk.controller.confirm}
          onCancel={bulk.controller.dismiss}
        >
          <p>{bulk.controller.question.message}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
