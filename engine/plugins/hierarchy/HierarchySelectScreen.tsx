import { Button, Card, Classes, H2 } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import type { HierarchyBrowserSettings, HierarchySelect } from '../../core/generated';
import { idParamOf } from '../../core/definition/resolve';
import type { RuntimeResource } from '../../core/definition/runtime';
import { fillRoute, getPath } from '../../core/template';
import { HierarchyColumns } from '../../fields/hierarchy/HierarchyColumns';
import { HIERARCHY_TEXTS as K } from '../../fields/hierarchy/hierarchyTexts';
import { SelectionPanel } from '../../fields/hierarchy/SelectionPanel';
import { useHierarchyBrowser } from '../../fields/hierarchy/useHierarchyBrowser';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LeavePrompt } from '../../ui/LeavePrompt';
import { LoadingState } from '../../ui/LoadingState';
import { SafeHtml } from '../../ui/SafeHtml';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';
import { childrenCallOf, recordListOf } from './hierarchyCalls';
import { NodePanel } from './NodePanel';
import { RecordPickerView } from './RecordPickerView';
import { useHierarchySelection } from './useHierarchySelection';
import { useRecordPicker } from './useRecordPicker';

/** Props of the select screen. */
export interface HierarchySelectScreenProps {
  title: string;
  description?: string;
  /** Every route pattern of the screen: their only parameter holds the classified record's id. */
  routes: readonly string[];
  settings: HierarchyBrowserSettings;
  select: HierarchySelect;
  /** The resource of the hierarchy's nodes (`settings.resource`). */
  nodes: RuntimeResource;
  /** The resource of the classified record (`select.resource`). */
  record: RuntimeResource;
  params: Record<string, string>;
}

/**
 * Select mode: classifies the record of the route (a question) in nodes of the hierarchy. The open path
 * lives in the component (the route names the record); without a record id the screen offers a search.
 */
export function HierarchySelectScreen(props: HierarchySelectScreenProps) {
  const { settings, select, record: recordResource } = props;
  const [, navigate] = useLocation();
  const pickerSource = select.picker ? recordListOf(recordResource) : undefined;
  const browser = useHierarchyBrowser({ children: childrenCallOf(props.nodes), levels: settings.levels, navigation: { kind: 'state' } });
  const selection = useHierarchySelection({
    select,
    resource: recordResource,
    idParam: idParamOf(props.routes, undefined),
    params: props.params,
    levels: settings.levels,
  });
  const picker = useRecordPicker(selection.recordId === null ? pickerSource : undefined, select.picker?.searchField ?? '');
  const backRoute = select.backRoute;
  const back = backRoute ? <Button icon="arrow-left" text={T.back} onClick={() => navigate(fillRoute(backRoute, props.params))} /> : null;

  if (selection.recordId === null) {
    return (
      <section className="engine-screen custom-hierarchy" data-ready={!picker.isLoading}>
        <ScreenHeader title={props.title} description={props.description}>{back}</ScreenHeader>
        {select.picker ? <RecordPickerView picker={picker} settings={select.picker} labelField={recordResource.labelField} idField={recordResource.idField} /> : null}
      </section>
    );
  }
  if (selection.loadError) {
    return (
      <section className="engine-screen custom-hierarchy" data-ready="true">
        <ScreenHeader title={props.title} description={props.description}>{back}</ScreenHeader>
        <ErrorPanel title={T.recordLoadFailed} message={selection.loadError} onRetry={selection.reload} />
      </section>
    );
  }
  if (selection.isLoading || !selection.record) {
    return (
      <section className="engine-screen custom-hierarchy" data-ready="false">
        <ScreenHeader title={props.title} description={props.description}>{back}</ScreenHeader>
        <LoadingState />
      </section>
    );
  }
  const open = browser.openNode;
  const html = select.htmlField ? getPath(selection.record, select.htmlField) : undefined;
  return (
    <section className="engine-screen custom-hierarchy" data-ready={!browser.columns.some((column) => column.isLoading)}>
      <ScreenHeader title={props.title} description={props.description}>{back}</ScreenHeader>
      <Card className="custom-hierarchy-record" compact>
        <H2 className="custom-section-title">{String(getPath(selection.record, select.labelField) ?? '')}</H2>
        {typeof html === 'string' && html ? <SafeHtml html={html} className={Classes.RUNNING_TEXT} /> : null}
      </Card>
      <SelectionPanel
        selected={selection.selected}
        onRemove={selection.remove}
        onSave={() => void selection.save()}
        isSaving={selection.isSaving}
        isDirty={selection.isDirty}
        canSave={selection.canSave}
      />
      <div className="custom-hierarchy-layout">
        <HierarchyColumns browser={browser} />
        <NodePanel node={open} levels={settings.levels}>
          {open ? (
            <Button
              intent="primary"
              icon="add"
              text={selection.isSelected(open) ? K.alreadySelected : K.addToSelection}
              disabled={selection.isSelected(open)}
              onClick={() => selection.add(open)}
            />
          ) : null}
        </NodePanel>
      </div>
      <LeavePrompt prompt={selection.leavePrompt} />
    </section>
  );
}
