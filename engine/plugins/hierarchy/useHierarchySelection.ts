import { useCallback, useMemo, useState } from 'react';
import type { HierarchyLevel, HierarchySelect } from '../../core/generated';
import type { Row, RuntimeResource } from '../../core/definition/runtime';
import { fillText, getPath, routeContext } from '../../core/template';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { useRecord } from '../../data/useRecord';
import type { HierarchyNode, SelectedNode } from '../../fields/hierarchy/hierarchyTypes';
import { selectedNodesOf } from '../../fields/hierarchy/selectedNodes';
import { useNodeSelection } from '../../fields/hierarchy/useNodeSelection';
import { useAccess } from '../../ui/AccessContext';
import { useNotifier } from '../../ui/notifier';
import { useUnsavedChangesGuard, type LeavePromptState } from '../../ui/useUnsavedChangesGuard';
import { recordCallSpec, recordGetOf } from './hierarchyCalls';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';

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

/** What select mode reads: its settings, the classified record's resource and where the route keeps its id. */
export interface HierarchySelectionOptions {
  select: HierarchySelect;
  /** The classified record's resource: its `get` loads the record, with `{<idField>}` filled from the route. */
  resource: RuntimeResource;
  /** The route parameter with the record's id (the route's only one); undefined = the route names no record. */
  idParam: string | undefined;
  params: Record<string, string>;
  levels: readonly HierarchyLevel[];
}

/**
 * Loads the record named by the route with its resource's `get`, keeps the chosen nodes, saves them with
 * `select.save` (body `{ [field]: [{ _id }] }`), and guards unsaved changes.
 */
export function useHierarchySelection(options: HierarchySelectionOptions): HierarchySelectionController {
  const notifier = useNotifier();
  const { select, resource, idParam, params, levels } = options;
  const dataProvider = useDataProvider();
  const access = useAccess();
  const recordId = idParam ? params[idParam] || null : null;
  // The record's calls name its id by the resource's id field, whatever the route calls it.
  const context = useMemo(() => routeContext(params, idParam, resource.idField), [params, idParam, resource.idField]);
  const loaded = useRecord(recordGetOf(resource), context, recordId !== null);
  const saveCall = useMemo(() => recordCallSpec(select.save), [select.save]);
  const choice = useNodeSelection(levels);
  const { reset } = choice;
  const [record, setRecord] = useState<Row | null>(null);
  const [isSaving, setSaving] = useState(false);

  // A (re)loaded record becomes the one shown and its stored nodes the choice: adjusted during render.
  const [loadedFrom, setLoadedFrom] = useState<{ record: Row | null; field: string }>({ record: null, field: select.field });
  if (loadedFrom.record !== loaded.record || loadedFrom.field !== select.field) {
    setLoadedFrom({ record: loaded.record, field: select.field });
    if (loaded.record) {
      setRecord(loaded.record);
      reset(selectedNodesOf(getPath(loaded.record, select.field)));
    }
  }

  const guard = useUnsavedChangesGuard(choice.isDirty);

  const canSave = recordId !== null && access.can(select.permission);
  const save = useCallback(async () => {
    if (!canSave) return;
    setSaving(true);
    try {
      const saved = await dataProvider.save(saveCall, {
        record: { [select.field]: choice.selected.map((node) => ({ _id: node._id })) },
        context,
      });
      const stored = getPath(saved, select.field);
      const merged = { ...(record ?? {}), ...saved };
      setRecord(merged);
      reset(stored === undefined ? choice.selected : selectedNodesOf(stored));
      notifier.notify({ message: fillText(select.success ?? T.selectionSaved, merged), intent: 'success' });
    } catch (failure) {
      notifier.notify({ message: errorMessage(failure), intent: 'danger' });
    } finally {
      setSaving(false);
    }
  }, [canSave, dataProvider, notifier, saveCall, select.field, select.success, choice.selected, context, record, reset]);

  return useMemo(
    () => ({
      recordId,
      record,
      isLoading: loaded.isLoading,
      loadError: loaded.error,
      reload: loaded.reload,
      selected: choice.selected,
      isSelected: choice.isSelected,
      add: choice.add,
      remove: choice.remove,
      isDirty: choice.isDirty,
      isSaving,
      canSave,
      save,
      leavePrompt: guard.leavePrompt,
    }),
    [recordId, record, loaded.isLoading, loaded.error, loaded.reload, choice, isSaving, canSave, save, guard.leavePrompt],
  );
}
