import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAccess } from '../../ui/AccessContext';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { fillText, getPath } from '../../core/template';
import type { Row } from '../../core/dataProvider';
import { useRecord } from '../../data/useRecord';
import { showToast } from '../../ui/toaster';
import { useUnsavedChangesGuard, type LeavePromptState } from '../../ui/useUnsavedChangesGuard';
import { HIERARCHY_TEXTS as T } from './hierarchyTexts';
import type { HierarchyLevel, HierarchyNode, HierarchySelectSettings } from './hierarchyTypes';

/** A node chosen for the record, as the record stores it. */
export interface SelectedNode {
  _id: HierarchyNode['_id'];
  name: string;
  /** Name of the node's level ("Tópico"). */
  levelName: string;
  /** Names from the first level down to the node. */
  path: string[];
}

/** Reads the chosen nodes stored in a record's field. */
export function selectedNodesOf(value: unknown): SelectedNode[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const id = record._id;
    if (typeof id !== 'number' && typeof id !== 'string') return [];
    const name = typeof record.name === 'string' ? record.name : String(id);
    const path = Array.isArray(record.path) ? record.path.filter((part): part is string => typeof part === 'string') : [name];
    return [{ _id: id, name, levelName: typeof record.levelName === 'string' ? record.levelName : '', path }];
  });
}

/** The chosen-node form of a browser node. */
export function asSelected(node: HierarchyNode, levels: readonly HierarchyLevel[]): SelectedNode {
  return { _id: node._id, name: node.name, levelName: levels[node.level - 1]?.label ?? '', path: node.pathNames };
}

/** Select mode of the hierarchy browser: the record to classify and the nodes chosen for it. */
export interface HierarchySelectionController {
  /** The record's id from the route, or null (then the screen offers a picker). */
  recordId: string | null;
  record: Row | null;
  isLoading: boolean;
  loadError: string | null;
  reload(): void;
  selected: SelectedNode[];
  isSelected(node: HierarchyNode): boolean;
  add(node: HierarchyNode): void;
  remove(id: SelectedNode['_id']): void;
  isDirty: boolean;
  isSaving: boolean;
  canSave: boolean;
  save(): Promise<void>;
  leavePrompt: LeavePromptState;
}

const sameIds = (a: readonly SelectedNode[], b: readonly SelectedNode[]) =>
  a.length === b.length && a.every((node, index) => String(node._id) === String(b[index]._id));

/**
 * Loads the record named by the route, keeps the chosen nodes, saves them with the settings' call (body
 * `{ [field]: [{ _id }] }`), and guards unsaved changes.
 */
export function useHierarchySelection(settings: HierarchySelectSettings, params: Record<string, string>, levels: readonly HierarchyLevel[]): HierarchySelectionController {
  const dataProvider = useDataProvider();
  const access = useAccess();
  const recordId = params[settings.idParam] || null;
  const loaded = useRecord(settings.load, params, recordId !== null);
  const [baseline, setBaseline] = useState<SelectedNode[]>([]);
  const [selected, setSelected] = useState<SelectedNode[]>([]);
  const [record, setRecord] = useState<Row | null>(null);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    if (!loaded.record) return;
    const chosen = selectedNodesOf(getPath(loaded.record, settings.field));
    setRecord(loaded.record);
    setBaseline(chosen);
    setSelected(chosen);
  }, [loaded.record, settings.field]);

  const isDirty = !sameIds(selected, baseline);
  const guard = useUnsavedChangesGuard(isDirty);

  const isSelected = useCallback((node: HierarchyNode) => selected.some((item) => String(item._id) === String(node._id)), [selected]);
  const add = useCallback(
    (node: HierarchyNode) => setSelected((current) => (current.some((item) => String(item._id) === String(node._id)) ? current : [...current, asSelected(node, levels)])),
    [levels],
  );
  const remove = useCallback((id: SelectedNode['_id']) => setSelected((current) => current.filter((item) => String(item._id) !== String(id))), []);

  const canSave = recordId !== null && access.can(settings.permission);
  const save = useCallback(async () => {
    if (!canSave) return;
    setSaving(true);
    try {
      const saved = await dataProvider.save(settings.save, {
        record: { [settings.field]: selected.map((node) => ({ _id: node._id })) },
        context: params,
      });
      const chosen = getPath(saved, settings.field) === undefined ? selected : selectedNodesOf(getPath(saved, settings.field));
      const merged = { ...(record ?? {}), ...saved };
      setRecord(merged);
      setBaseline(chosen);
      setSelected(chosen);
      showToast(fillText(settings.success ?? T.selectionSaved, merged), 'success');
    } catch (failure) {
      showToast(errorMessage(failure), 'danger');
    } finally {
      setSaving(false);
    }
  }, [canSave, dataProvider, settings.save, settings.field, settings.success, selected, params, record]);

  return useMemo(
    () => ({
      recordId,
      record,
      isLoading: loaded.isLoading,
      loadError: loaded.error,
      reload: loaded.reload,
      selected,
      isSelected,
      add,
      remove,
      isDirty,
      isSaving,
      canSave,
      save,
      leavePrompt: guard.leavePrompt,
    }),
    [recordId, record, loaded.isLoading, loaded.error, loaded.reload, selected, isSelected, add, remove, isDirty, isSaving, canSave, save, guard.leavePrompt],
  );
}
