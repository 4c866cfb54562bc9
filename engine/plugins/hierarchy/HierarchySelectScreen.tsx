import { Button, Card, Classes, H2 } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { fillRoute, getPath } from '../../core/template';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { SafeHtml } from '../../ui/SafeHtml';
import { LeavePrompt } from '../../ui/LeavePrompt';
import { HierarchyColumns } from './HierarchyColumns';
import { HIERARCHY_TEXTS as T } from './hierarchyTexts';
import type { HierarchySelectSettings, HierarchySettings } from './hierarchyTypes';
import { NodePanel } from './NodePanel';
import { RecordPickerView } from './RecordPickerView';
import { SelectionPanel } from './SelectionPanel';
import { useHierarchyBrowser } from './useHierarchyBrowser';
import { useHierarchySelection } from './useHierarchySelection';
import { useRecordPicker } from './useRecordPicker';

/** Props of the select screen. */
export interface HierarchySelectScreenProps {
  title: string;
  description?: string;
  settings: HierarchySettings & { select: HierarchySelectSettings };
  params: Record<string, string>;
}

/**
 * Select mode: classifies the record of the route (a question) in nodes of the hierarchy. The open path
 * lives in the component (the route names the record); without a record id the screen offers a search.
 */
export function HierarchySelectScreen(props: HierarchySelectScreenProps) {
  const { settings } = props;
  const select = settings.select;
  const [, navigate] = useLocation();
  const browser = useHierarchyBrowser({ calls: settings.calls, levels: settings.levels, navigation: { kind: 'state' } });
  const selection = useHierarchySelection(select, props.params, settings.levels);
  const picker = useRecordPicker(selection.recordId === null ? select.picker?.source : undefined, select.picker?.searchField ?? '');
  const back = select.backRoute ? <Button icon="arrow-left" text={T.back} onClick={() => navigate(fillRoute(select.backRoute!, props.params))} /> : null;

  if (selection.recordId === null) {
    return (
      <section className="engine-screen custom-hierarchy" data-ready={!picker.isLoading}>
        <ScreenHeader title={props.title} description={props.description}>{back}</ScreenHeader>
        {select.picker ? <RecordPickerView picker={picker} settings={select.picker} /> : null}
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
              text={selection.isSelected(open) ? T.alreadySelected : T.addToSelection}
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
