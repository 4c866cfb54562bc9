import { Card, H2 } from '@blueprintjs/core';
import { getPath } from '../../core/template';
import type { Row } from '../../core/dataProvider';
import { useCellFormats } from '../../ui/CellFormatsContext';
import type { DetailFieldsSection } from '../../core/generated';
import type { RuntimeDetailScreen as DetailScreen, RuntimeTableSection } from '../../core/definition/runtime';
import { SafeHtml } from '../../ui/SafeHtml';
import { ActionButtons } from '../actions/ActionButtons';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SectionsSkeleton } from '../../ui/skeleton/SectionsSkeleton';
import { ScreenHeader } from '../../ui/ScreenHeader';
import type { ActionsController } from '../actions/useActions';
import { ActionDialogs } from '../actions/ActionDialogs';
import { matchesWhen } from '../../core/when';
import type { DetailController } from './useDetailController';
import { useUnseenWhilePending } from '../../ui/StageHoldContext';
import { UnseenScreen } from '../../ui/UnseenScreen';

function FieldsSection(props: { section: DetailFieldsSection; record: Row }) {
  const cells = useCellFormats();
  return (
    <dl className="engine-fields">
      {props.section.fields.map((field) => {
        const format = cells.get(field.format ?? 'text');
        const value = getPath(props.record, field.field);
        const shown = format.render ? format.render(value, field, props.record) : format.text(value, field, props.record);
        return (
          <div key={field.field} className="engine-field">
            <dt>{field.title}</dt>
            <dd>{shown === '' || shown === null ? '—' : shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Displays a detail screen from its controller. */
export function DetailScreenView(props: { definition: DetailScreen; detail: DetailController; actions: ActionsController }) {
  const { definition, detail, actions } = props;
  // Behind the previous screen's picture, the record usually comes before its loading shape could be seen.
  if (useUnseenWhilePending(!detail.error && (detail.isLoading || !detail.record))) return <UnseenScreen className="engine-detail" />;
  if (detail.error) {
    return (
      <section className="engine-screen" data-ready="true">
        <ScreenHeader title={definition.title} />
        <ErrorPanel message={detail.error} onRetry={detail.reload} />
      </section>
    );
  }
  if (detail.isLoading || !detail.record) {
    return (
      <section className="engine-screen">
        <ScreenHeader title={definition.title} />
        <SectionsSkeleton titles={definition.sections.map((section) => section.title ?? '')} />
      </section>
    );
  }
  const record = detail.record;
  return (
    <section className="engine-screen engine-detail" data-ready="true">
      <ScreenHeader title={detail.heading} description={detail.heading !== definition.title ? definition.title : definition.description}>
        <ActionButtons actions={definition.actions} context={detail.context} controller={actions} />
      </ScreenHeader>
      {definition.sections
        .filter((section) => matchesWhen(section.when, detail.context))
        .map((section, index) => (
          <Card key={index} className="engine-section">
            {section.title ? <H2 className="engine-section-title">{section.title}</H2> : null}
            {section.kind === 'fields' ? <FieldsSection section={section} record={record} /> : null}
            {section.kind === 'html' ? <SafeHtml html={String(getPath(record, section.field) ?? '')} /> : null}
            {section.kind === 'table' ? (
              <TableSection section={section} record={record} context={detail.context} actions={actions} />
            ) : null}
          </Card>
        ))}
      <ActionDialogs controller={actions} />
    </section>
  );
}

function TableSection(props: {
  section: RuntimeTableSection;
  record: Row;
  context: Row;
  actions: ActionsController;
}) {
  const { section, actions } = props;
  const rows = getPath(props.record, section.rows);
  if (!Array.isArray(rows) || rows.length === 0) return <EmptyState text={section.emptyText} />;
  const rowActions = section.rowActions;
  return (
    <DataTable
      label={section.title ?? 'Tabela'}
      rows={rows as Row[]}
      columns={section.columns}
      renderActions={rowActions?.length ? (row) => (
        <ActionButtons compact actions={rowActions} context={{ ...props.context, ...row }} controller={actions} />
      ) : undefined}
    />
  );
}

