import { Button, Card } from '@blueprintjs/core';
import { errorMessage } from '../../data/ApiError';
import { useNotifier } from '../../ui/notifier';
import type { RuntimeListScreen } from '../../core/definition/runtime';
import { ActionButtons } from '../actions/ActionButtons';
import { actionsColumnWidth } from '../../ui/actionsWidth';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { FilterBar } from '../../fields/filters/FilterBar';
import { LoadingState } from '../../ui/LoadingState';
import { Pager } from '../../ui/Pager';
import { ScreenHeader } from '../../ui/ScreenHeader';
import type { ActionsController } from '../actions/useActions';
import { ActionDialogs } from '../actions/ActionDialogs';
import type { ListController } from './useListController';

/** Displays a list screen from its controller; it holds no state of its own. */
export function ListScreenView(props: {
  definition: RuntimeListScreen;
  params: Record<string, string>;
  list: ListController;
  actions: ActionsController;
}) {
  const notifier = useNotifier();
  const { definition, list, actions, params } = props;
  const rowActions = definition.rowActions;
  const pageActions = actions.visible(definition.actions, params);

  const exportCsv = () =>
    list.exportCsv().catch((error) => notifier.notify({ message: `Não foi possível exportar: ${errorMessage(error)}`, intent: 'danger' }));

  let body;
  if (list.error && list.rows.length === 0) {
    body = <ErrorPanel message={list.error} onRetry={list.refetch} />;
  } else if (list.isFirstLoad) {
    body = <LoadingState />;
  } else if (list.rows.length === 0) {
    body = <EmptyState text={definition.emptyText} hint={Object.keys(list.filter).length ? 'Tente outros filtros.' : undefined} />;
  } else {
    body = (
      <DataTable
        label={definition.title}
        rows={list.rows}
        columns={definition.columns}
        sort={list.sort}
        onSort={list.toggleSort}
        renderActions={rowActions.length ? (row) => <ActionButtons compact actions={rowActions} context={row} controller={actions} /> : undefined}
        actionsWidth={rowActions.length ? actionsColumnWidth(rowActions) : undefined}
      />
    );
  }

  return (
    <section className="engine-screen engine-list" aria-busy={list.isPending} data-ready={!list.isFirstLoad}>
      <ScreenHeader title={definition.title} description={definition.description}>
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
        {list.isPending && !list.isFirstLoad ? <div className="engine-refreshing"><LoadingState compact /></div> : null}
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
    </section>
  );
}
