import { deepEquals, getDefaultFormState, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAccess } from '../../ui/AccessContext';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { fillRoute, fillText } from '../../core/template';
import type { Row } from '../../core/dataProvider';
import { useRecord } from '../../data/useRecord';
import { useNotifier } from '../../ui/notifier';
import { getFormValidator } from '../../fields/form/validator';
import type { HierarchyNode, SelectedNode } from '../../fields/hierarchy/hierarchyTypes';
import { asSelected, selectedNodesOf } from '../../fields/hierarchy/selectedNodes';
import { useUnsavedChangesGuard, type LeavePromptState } from '../../ui/useUnsavedChangesGuard';
import {
  alternativesForRule, draftsOf, emptyAlternative, hasAlternativeErrors, recordAlternatives, relabel, validateAlternatives,
} from './alternatives';
import { QUESTION_TEXTS as T } from './questionEditorTexts';
import type { AlternativeDraft, AlternativeErrors, AlternativeRule, QuestionEditorSettings } from './questionEditorTypes';

/** Default number of empty alternatives of a new multiple-choice question. */
export const DEFAULT_INITIAL_ALTERNATIVES = 5;
/** Default most alternatives of a multiple-choice question. */
export const DEFAULT_MAX_ALTERNATIVES = 10;

/** What the question editor's view shows and can do. */
export interface QuestionEditorController {
  mode: 'create' | 'edit';
  /** The question's schema, as the definition gives it. */
  formSchema: RJSFSchema;
  /** The definition's uiSchema with the fields that have their own editors hidden. */
  uiSchema: UiSchema;
  formData: Row;
  setFormData(data: Row): void;
  /** The question's name in texts (its code), '' for a new question. */
  label: string;
  rule: AlternativeRule;
  alternatives: AlternativeDraft[];
  maxAlternatives: number;
  addAlternative(): void;
  removeAlternative(key: string): void;
  moveAlternative(key: string, delta: -1 | 1): void;
  updateAlternative(key: string, patch: Partial<Omit<AlternativeDraft, 'key' | 'letter'>>): void;
  /** Marks the one right alternative. */
  setRight(key: string): void;
  /** Messages of the alternatives, shown once a save was tried. */
  alternativeErrors: AlternativeErrors;
  hierarchies: SelectedNode[];
  addHierarchy(node: HierarchyNode): void;
  removeHierarchy(id: SelectedNode['_id']): void;
  isLoading: boolean;
  loadError: string | null;
  reload(): void;
  isSaving: boolean;
  saveError: string | null;
  isDirty: boolean;
  canSave: boolean;
  saveBlockedReason: string | null;
  /** Called by the save button before the form validates: from then on the alternatives show their messages. */
  attemptSave(): void;
  /** Saves valid form data with the alternatives and the classification (refused while an alternative rule fails). */
  submit(data: Row): Promise<void>;
  cancel(): void;
  canRemove: boolean;
  removeConfirmText: string;
  isRemoveOpen: boolean;
  isRemoving: boolean;
  askRemove(): void;
  cancelRemove(): void;
  confirmRemove(): Promise<void>;
  leavePrompt: LeavePromptState;
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Row).filter(([, item]) => item !== undefined).map(([key, item]) => [key, withoutUndefined(item)]));
}

function omit(record: Row, fields: readonly string[]): Row {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)));
}

/**
 * The question editor's logic: the form part (rjsf, the engine's validator and pt-BR messages), the
 * alternatives with their rules (one right answer, letters by position, Certo/Errado), the classification
 * in the hierarchy, load / save / remove through the DataProvider, and the unsaved-changes leave guard.
 */
export function useQuestionEditorController(settings: QuestionEditorSettings, params: Record<string, string>): QuestionEditorController {
  const notifier = useNotifier();
  const dataProvider = useDataProvider();
  const access = useAccess();
  const [, navigate] = useLocation();
  const { fields } = settings;
  const editorFields = useMemo(() => [fields.alternatives, fields.rightAlternative, fields.hierarchies], [fields.alternatives, fields.rightAlternative, fields.hierarchies]);
  // The form validates the definition's schema object itself: validators generated at build time are
  // looked up by its `$id` and must see the same schema, so the fields with their own editors are only
  // hidden from the form (and kept out of its data), never removed from the schema.
  const formSchema = settings.schema as RJSFSchema;
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...(settings.uiSchema ?? {}), ...Object.fromEntries(editorFields.map((field) => [field, { 'ui:widget': 'hidden' }])) }),
    [settings.uiSchema, editorFields],
  );
  const validator = useMemo(() => getFormValidator(formSchema), [formSchema]);
  const withDefaults = useCallback(
    (data: Row) => omit(getDefaultFormState(validator, formSchema, data, formSchema) as Row, editorFields),
    [validator, formSchema, editorFields],
  );
  const ruleOf = useCallback((data: Row) => settings.alternativeRules[String(data[fields.type] ?? '')] ?? 'none', [settings.alternativeRules, fields.type]);
  const initialCount = settings.initialAlternatives ?? DEFAULT_INITIAL_ALTERNATIVES;
  const maxAlternatives = settings.maxAlternatives ?? DEFAULT_MAX_ALTERNATIVES;

  const mode: 'create' | 'edit' = params[settings.idParam] ? 'edit' : 'create';
  const loaded = useRecord(settings.load, params, mode === 'edit');

  const [formData, setFormDataState] = useState<Row>(() => withDefaults({}));
  const [alternatives, setAlternatives] = useState<AlternativeDraft[]>(() => alternativesForRule(ruleOf(formData), [], [], initialCount));
  const [hierarchies, setHierarchies] = useState<SelectedNode[]>([]);
  const snapshotOf = useCallback(
    (data: Row, list: readonly AlternativeDraft[], chosen: readonly SelectedNode[]) => withoutUndefined({
      data,
      alternatives: recordAlternatives(list),
      hierarchies: chosen.map((node) => String(node._id)),
    }),
    [],
  );
  const [baseline, setBaseline] = useState<unknown>(() => snapshotOf(formData, alternatives, []));
  const stash = useRef<AlternativeDraft[]>([]);
  const [showAlternativeErrors, setShowAlternativeErrors] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isRemoveOpen, setRemoveOpen] = useState(false);
  const [isRemoving, setRemoving] = useState(false);

  useEffect(() => {
    if (!loaded.record) return;
    const data = withDefaults(omit(loaded.record, editorFields));
    const list = relabel(draftsOf(loaded.record[fields.alternatives]), ruleOf(data));
    const chosen = selectedNodesOf(loaded.record[fields.hierarchies]);
    setFormDataState(data);
    setAlternatives(list);
    setHierarchies(chosen);
    setBaseline(snapshotOf(data, list, chosen));
  }, [loaded.record, withDefaults, editorFields, fields.alternatives, fields.hierarchies, ruleOf, snapshotOf]);

  const rule = ruleOf(formData);
  const isDirty = !deepEquals(snapshotOf(formData, alternatives, hierarchies), baseline);
  const guard = useUnsavedChangesGuard(isDirty);

  // The last data set, so a change of type can compare rules without a side effect inside a state updater.
  const formDataRef = useRef(formData);
  formDataRef.current = formData;
  const setFormData = useCallback(
    (next: Row) => {
      // rjsf may fill the hidden fields with their defaults; their values live in the editor's own state.
      const data = omit(next, editorFields);
      const before = ruleOf(formDataRef.current);
      const after = ruleOf(data);
      formDataRef.current = data;
      setFormDataState(data);
      if (before === after) return;
      setAlternatives((current) => {
        // Multiple-choice alternatives are kept aside, so switching the type back restores them.
        if (before === 'choice') stash.current = current;
        return alternativesForRule(after, [], stash.current, initialCount);
      });
    },
    [ruleOf, initialCount, editorFields],
  );

  const addAlternative = useCallback(
    () => setAlternatives((current) => (current.length >= maxAlternatives ? current : relabel([...current, emptyAlternative()], 'choice'))),
    [maxAlternatives],
  );
  const removeAlternative = useCallback((key: string) => setAlternatives((current) => relabel(current.filter((item) => item.key !== key), 'choice')), []);
  const moveAlternative = useCallback((key: string, delta: -1 | 1) => {
    setAlternatives((current) => {
      const index = current.findIndex((item) => item.key === key);
      const target = index + delta;
      if (index < 0 || target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[index], next[target]] = [next[target], next[index]];
      return relabel(next, 'choice');
    });
  }, []);
  const updateAlternative = useCallback(
    (key: string, patch: Partial<Omit<AlternativeDraft, 'key' | 'letter'>>) =>
      setAlternatives((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );
  const setRight = useCallback((key: string) => setAlternatives((current) => current.map((item) => ({ ...item, right: item.key === key }))), []);

  const addHierarchy = useCallback(
    (node: HierarchyNode) => setHierarchies((current) => (current.some((item) => String(item._id) === String(node._id)) ? current : [...current, asSelected(node, settings.hierarchy?.levels ?? [])])),
    [settings.hierarchy?.levels],
  );
  const removeHierarchy = useCallback((id: SelectedNode['_id']) => setHierarchies((current) => current.filter((item) => String(item._id) !== String(id))), []);

  const alternativeErrors = useMemo(() => validateAlternatives(alternatives, rule, maxAlternatives), [alternatives, rule, maxAlternatives]);
  const saveKey = mode === 'create' ? settings.permissions?.new : settings.permissions?.edit;
  const canSave = access.can(saveKey);
  const label = String(formData[fields.label] ?? '');

  const submit = useCallback(
    async (data: Row) => {
      setShowAlternativeErrors(true);
      if (hasAlternativeErrors(validateAlternatives(alternatives, ruleOf(data), maxAlternatives))) {
        setSaveError(null);
        notifier.notify({ message: T.fixErrors, intent: 'danger' });
        return;
      }
      const list = ruleOf(data) === 'none' ? [] : relabel(alternatives, ruleOf(data));
      const record: Row = {
        ...data,
        [fields.alternatives]: recordAlternatives(list),
        [fields.rightAlternative]: list.find((item) => item.right)?.letter ?? '',
        [fields.hierarchies]: hierarchies.map((node) => ({ _id: node._id })),
      };
      setSaving(true);
      setSaveError(null);
      try {
        const saved = await dataProvider.save(settings.save, { record, context: params });
        const merged = { ...record, ...saved };
        guard.release();
        notifier.notify({ message: fillText(settings.success ?? T.saved, merged), intent: 'success' });
        if (settings.afterSave) {
          setBaseline(snapshotOf(data, alternatives, hierarchies));
          navigate(fillRoute(settings.afterSave, { ...params, ...merged }));
          return;
        }
        const nextData = withDefaults(omit(merged, editorFields));
        const nextList = relabel(draftsOf(merged[fields.alternatives]), ruleOf(nextData));
        const nextChosen = selectedNodesOf(merged[fields.hierarchies]);
        setFormDataState(nextData);
        setAlternatives(nextList);
        setHierarchies(nextChosen.length || !hierarchies.length ? nextChosen : hierarchies);
        setBaseline(snapshotOf(nextData, nextList, nextChosen.length || !hierarchies.length ? nextChosen : hierarchies));
      } catch (failure) {
        const message = errorMessage(failure);
        setSaveError(message);
        notifier.notify({ message: message, intent: 'danger' });
      } finally {
        setSaving(false);
      }
    },
    [alternatives, ruleOf, maxAlternatives, fields, hierarchies, dataProvider, settings.save, settings.success, settings.afterSave, params, guard, navigate, snapshotOf, withDefaults, editorFields],
  );

  const cancel = useCallback(() => navigate(settings.listRoute), [navigate, settings.listRoute]);

  const canRemove = mode === 'edit' && Boolean(settings.remove) && access.can(settings.permissions?.remove);
  const context = useMemo(() => ({ ...params, ...formData }), [params, formData]);
  const confirmRemove = useCallback(async () => {
    if (!settings.remove) return;
    setRemoving(true);
    try {
      await dataProvider.remove(settings.remove, { context });
      guard.release();
      setRemoveOpen(false);
      notifier.notify({ message: fillText(settings.removeSuccess ?? T.removed, context), intent: 'success' });
      navigate(settings.listRoute);
    } catch (failure) {
      notifier.notify({ message: errorMessage(failure), intent: 'danger' });
    } finally {
      setRemoving(false);
    }
  }, [settings.remove, settings.removeSuccess, settings.listRoute, dataProvider, context, guard, navigate]);

  return {
    mode,
    formSchema,
    uiSchema,
    formData,
    setFormData,
    label,
    rule,
    alternatives,
    maxAlternatives,
    addAlternative,
    removeAlternative,
    moveAlternative,
    updateAlternative,
    setRight,
    alternativeErrors: showAlternativeErrors ? alternativeErrors : { list: null, answers: {} },
    hierarchies,
    addHierarchy,
    removeHierarchy,
    isLoading: loaded.isLoading,
    loadError: loaded.error,
    reload: loaded.reload,
    isSaving,
    saveError,
    isDirty,
    canSave,
    saveBlockedReason: canSave ? null : mode === 'create' ? T.noPermissionNew : T.noPermissionEdit,
    attemptSave: () => setShowAlternativeErrors(true),
    submit,
    cancel,
    canRemove,
    removeConfirmText: fillText(settings.removeConfirm ?? T.removeConfirm, context),
    isRemoveOpen,
    isRemoving,
    askRemove: () => setRemoveOpen(true),
    cancelRemove: () => setRemoveOpen(false),
    confirmRemove,
    leavePrompt: guard.leavePrompt,
  };
}
