import { Card, H2 } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { getPath } from '../../core/template';
import type { Row } from '../../core/dataProvider';
import { useCellFormats } from '../../ui/CellFormatsContext';
import type { DashboardWidget } from '../../core/generated';
import type { RuntimeDashboardScreen as DashboardScreen } from '../../core/definition/runtime';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { FilterBar } from '../../fields/filters/FilterBar';
import { LoadingState } from '../../ui/LoadingState';
import { DashboardTable } from './DashboardTable';
import { ScreenHeader } from '../../ui/ScreenHeader';
import type { DashboardController, SourceState } from './useDashboardController';

// chart.js loads only for dashboards that draw a chart.
const ChartWidget = lazy(() => import('./ChartWidget'));

function WidgetBody(props: { widget: DashboardWidget; state: SourceState | undefined; onRetry(): void }) {
  const cells = useCellFormats();
  const { widget, state } = props;
  if (!state || (state.isLoading && state.data === undefined)) return <LoadingState compact />;
  if (state.error) return <ErrorPanel compact message={state.error} onRetry={props.onRetry} />;
  if (widget.kind === 'stat') {
    const value = getPath(state.data, widget.field);
    const column = { field: widget.field, format: widget.format };
    return <p className="engine-stat-value">{cells.get(widget.format ?? 'number').text(value, column, {}) || '—'}</p>;
  }
  const rows = getPath(state.data, widget.rows);
  if (!Array.isArray(rows) || rows.length === 0) return <EmptyState text="Nenhum dado no período." />;
  if (widget.kind === 'chart') {
    return (
      <Suspense fallback={<LoadingState compact />}>
        <ChartWidget chart={widget.chart} title={widget.title} rows={rows as Row[]} label={widget.label} series={widget.series} />
      </Suspense>
    );
  }
  const shown = widget.flatten ? flattenRows(rows as Row[], widget.flatten) : (rows as Row[]);
  if (shown.length === 0) return <EmptyState text="Nenhum dado no período." />;
  return <DashboardTable title={widget.title} rows={shown} columns={widget.columns} />;
}

/** One row per item of each row's `path` list, the outer row's fields beside the item's (the item's win). */
function flattenRows(rows: Row[], path: string): Row[] {
  return rows.flatMap((row) => {
    const items = getPath(row, path);
    return Array.isArray(items) ? items.map((item) => ({ ...row, ...(item && typeof item === 'object' ? (item as Row) : {}) })) : [];
  });
}

/** Displays a dashboard: filter bar, then a 12-column grid of stat cards, charts and tables. */
export function DashboardScreenView(props: { definition: DashboardScreen; dashboard: DashboardController }) {
  const { definition, dashboard } = props;
  return (
    <section
      className="engine-screen engine-dashboard"
      data-ready={definition.widgets.every((widget) => dashboard.sources[widget.source] && !dashboard.sources[widget.source].isLoading)}
    >
      <ScreenHeader title={definition.title} description={definition.description} />
      {definition.filters ? (
        <Card className="engine-filter-card">
          <FilterBar
            schema={definition.filters.schema as Record<string, unknown>}
            uiSchema={definition.filters.uiSchema as Record<string, unknown> | undefined}
            value={dashboard.filter}
            onApply={dashboard.setFilter}
          />
        </Card>
      ) : null}
      <div className="engine-grid">
        {definition.widgets.map((widget, index) => {
          const state = dashboard.sources[widget.source];
          return (
            <Card
              key={index}
              className={`engine-widget engine-widget-${widget.kind}`}
              style={{ gridColumn: `span ${widget.width ?? 12}` }}
              aria-busy={state?.isLoading ?? true}
            >
              <H2 className="engine-widget-title">{widget.title}</H2>
              <WidgetBody widget={widget} state={state} onRetry={() => dashboard.reload(widget.source)} />
            </Card>
          );
        })}
      </div>
    </section>
  );
}
