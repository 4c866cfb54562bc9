import { Button } from '@blueprintjs/core';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { HierarchyLevel } from '../../../core/generated';
import type { RowsCallSpec } from '../../../core/definition/runtime';
import { useResources } from '../../../data/ResourcesContext';
import { HIERARCHY_TEXTS as H } from '../../hierarchy/hierarchyTexts';
import type { HierarchyNode, SelectedNode } from '../../hierarchy/hierarchyTypes';
import { asSelected, sameNodeId, selectedNodesOf } from '../../hierarchy/selectedNodes';
import { SelectionPanel } from '../../hierarchy/SelectionPanel';
import { HierarchyPickerDialog } from './HierarchyPickerDialog';
import './hierarchyPicker.css';

/**
 * The children call of the nodes' resource. The validator checks that the resource exists and can list
 * options; a screen whose resources were not handed down fails loudly (the screen's error boundary shows
 * it) instead of showing a picker that never loads.
 */
function useChildrenCall(resourceId: unknown): RowsCallSpec {
  const resources = useResources();
  const resource = typeof resourceId === 'string' ? resources[resourceId] : undefined;
  if (!resource?.options) throw new Error(`[hierarchyPicker] o recurso "${String(resourceId)}" não está na tela ou não tem a chamada "options"`);
  return resource.options;
}

/**
 * The `hierarchyPicker` field editor (`"ui:field": "hierarchyPicker"`): the hierarchy items a record is
 * classified in, each with its remove button, and "Escolher na hierarquia", which opens the hierarchy's
 * columns in a dialog (children from the `options` call of `ui:options.resource`, levels from
 * `ui:options.levels`). The value is the list of chosen items as the record stores them:
 * `{ _id, name, levelName, path }`.
 */
export function HierarchyPickerField(props: FieldProps) {
  const { formData: value, fieldPathId, onChange, uiSchema, schema } = props;
  const uiOptions = getUiOptions(uiSchema);
  const levels = (uiOptions.levels ?? []) as HierarchyLevel[];
  const childrenCall = useChildrenCall(uiOptions.resource);
  const selected = useMemo(() => selectedNodesOf(value), [value]);
  const [isPickerOpen, setPickerOpen] = useState(false);
  const disabled = Boolean(props.disabled || props.readonly);
  const title = (uiOptions.title as string | undefined) ?? schema.title;
  const path = fieldPathId.path;

  const isChosen = (node: HierarchyNode) => selected.some((item) => sameNodeId(item._id, node._id));
  const pick = (node: HierarchyNode) => {
    if (!isChosen(node)) onChange([...selected, asSelected(node, levels)], path);
  };
  const remove = (id: SelectedNode['_id']) => onChange(selected.filter((item) => !sameNodeId(item._id, id)), path);

  return (
    <div className="engine-hierarchy-picker" id={fieldPathId.$id}>
      <SelectionPanel title={title} selected={selected} onRemove={remove} disabled={disabled} />
      <Button icon="diagram-tree" text={H.pickTitle} disabled={disabled} onClick={() => setPickerOpen(true)} />
      {isPickerOpen ? (
        <HierarchyPickerDialog levels={levels} childrenCall={childrenCall} isChosen={isChosen} onPick={pick} onClose={() => setPickerOpen(false)} />
      ) : null}
    </div>
  );
}
