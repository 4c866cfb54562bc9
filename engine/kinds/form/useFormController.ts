import { deepEquals, getDefaultFormState, type ErrorSchema, type RJSFSchema } from '@rjsf/utils';
import { fieldErrorsOf, type FieldError } from '../../data/fieldErrors';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useAccess } from '../../ui/AccessContext';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { returnToList } from '../../data/listMemory';
import { fillRoute, fillText, routeContext } from '../../core/template';
import type { Row } from '../../core/dataProvider';
import { FORM_TEXTS } from '../../core/i18n/messages';
import { useLeaveGuard } from '../../ui/leaveGuard';
import { useNotifier } from '../../ui/notifier';
import { DEFAULT_FORM_STATE } from '../../fields/form/defaultFormState';
import { getFormValidator } from '../../fields/form/validator';
import type { ActionSpec, RuntimeFormScreen } from '../../core/definition/runtime';
import { useActions, type ActionsController } from '../actions/useActions';
import { useRecord } from '../../data/useRecord';
import { useFormDraft, type DraftOffer } from './useFormDraft';
import { useUnsavedChangesGuard, type LeavePromptState } from '../../ui/useUnsavedChangesGuard';

/** The data without undefined values: a cleared field (`{Nome: undefined}`) equals a never-filled one. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Row)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, withoutUndefined(item)]),
  );
}

/** What a form view shows and can do; the view only displays it. */
export interface FormController {
  /** `edit` when the route carries the record id (`params[idParam]`) or the form is a singleton, else `create`. */
  mode: 'create' | 'edit';
  /** The data in the form (schema defaults in create mode, the loaded record in edit mode). */
  formData: Row;
  /** Route params merged with the form data: the context of templates and actions. */
  context: Row;
  isLoading: boolean;
  loadError: string | null;
  isSaving: boolean;
  /** The server's message of the last failed save (cleared by the next save). */
  saveError: string | null;
  /** The fields the server refused in the last failed save, for the form to show on them (cleared by the next save). */
  fieldErrors: ErrorSchema | undefined;
  /** Whether the data differs from what was loaded or last saved. */
  isDirty: boolean;
  /**
   * Whether the user holds the button key to save in this mode. Without it the form is read-only: no
   * Salvar, every field read-only, and {@link readOnlyReason} says why.
   */
  canSave: boolean;
  /** Why the form is read-only (pt-BR), or null when it can be saved. */
  readOnlyReason: string | null;
  /** The remove action, when the definition has one, the mode is edit and the user may use it. */
  removeAction: ActionSpec | null;
  setFormData(data: Row): void;
  /** Saves valid data (the form validates before calling this). */
  submit(data: Row): Promise<void>;
  /** Runs the remove action (asks for confirmation first). */
  remove(): void;
  /**
   * Leaves the form: to `afterSave` (a list opens as the user left it), or back in history (asking first when
   * there are unsaved changes).
   */
  cancel(): void;
  /** Loads the record again (after a load failure). */
  reload(): void;
  /** The unsaved-changes question, while navigation waits for an answer. */
  leavePrompt: LeavePromptState;
  /** The remove action's confirmation (render with ActionDialogs). */
  actions: ActionsController;
  /** A draft of this record left in the browser by an earlier visit, offered before anything is written over it. */
  draft: DraftOffer | null;
}

/**
 * A loaded record without its empty texts: servers send `""` for an optional field left blank, and an
 * empty string fails that field's format (an e-mail, a CPF) before the user has touched it. In the form
 * an absent value and an empty one look the same.
 */
function withoutEmptyTexts(record: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === '') continue;
    out[key] = value && typeof value === 'object' && !Array.isArray(value) ? withoutEmptyTexts(value as Row) : value;
  }
  return out;
}

/** The server's field errors as rjsf's error schema (`{ exam: { year: { __errors: [...] } } }`), or undefined. */
function errorSchemaOf(errors: FieldError[]): ErrorSchema | undefined {
  if (errors.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = root;
    for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root as ErrorSchema;
}

/** Why a form without its save key is read-only: no one may save it, or this user may not. */
function readOnlyReasonOf(saveKey: string | null | false, mode: 'create' | 'edit'): string {
  if (saveKey === false) return FORM_TEXTS.readOnlyForAll;
  return mode === 'create' ? FORM_TEXTS.noPermissionNew : FORM_TEXTS.noPermissionEdit;
}

/**
 * The form screen's logic: create or edit mode from the route, loading, dirty tracking with a leave
 * guard, saving with pt-BR feedback, removal, and where to go afterwards. All I/O goes through the
 * DataProvider; navigation through wouter (whose app-level location hook asks the leave guard).
 */
export function useFormController(definition: RuntimeFormScreen, params: Record<string, string>): FormController {
  const notifier = useNotifier();
  const leaveGuard = useLeaveGuard();
  const dataProvider = useDataProvider();
  const access = useAccess();
  const [, navigate] = useLocation();
  const schema = definition.schema as RJSFSchema;
  const validator = useMemo(() => getFormValidator(schema), [schema]);
  const { idParam, idField } = definition;
  // A singleton (settings) has no create mode: its one record is loaded whatever the route carries.
  const mode: 'create' | 'edit' = definition.singleton || params[idParam] ? 'edit' : 'create';
  const start = useMemo(() => routeContext(params, idParam, idField), [params, idParam, idField]);

  const loaded = useRecord(definition.load, start, mode === 'edit' && Boolean(definition.load));
  const withDefaults = useCallback(
    (data: Row) => getDefaultFormState(validator, schema, data, schema, false, DEFAULT_FORM_STATE) as Row,
    [validator, schema],
  );

  const [formData, setFormDataState] = useState<Row>(() => withDefaults({}));
  const [baseline, setBaseline] = useState<Row>(formData);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>(undefined);

  // A (re)loaded record, or a new schema, becomes the form's data and baseline: adjusted during render.
  const [loadedFrom, setLoadedFrom] = useState<{ record: Row | null; withDefaults: typeof withDefaults }>({ record: null, withDefaults });
  if (loadedFrom.record !== loaded.record || loadedFrom.withDefaults !== withDefaults) {
    setLoadedFrom({ record: loaded.record, withDefaults });
    if (loaded.record) {
      const initial = withDefaults(withoutEmptyTexts(loaded.record));
      setFormDataState(initial);
      setBaseline(initial);
    }
  }

  const isDirty = !deepEquals(withoutUndefined(formData), withoutUndefined(baseline));

  // Ready once the form holds the loaded record (after the adjustment above) or a new record's defaults.
  const ready = mode === 'create' || !definition.load || (loaded.record !== null && loadedFrom.record === loaded.record);
  const matchesBaseline = useCallback((data: Row) => deepEquals(withoutUndefined(withDefaults(data)), withoutUndefined(baseline)), [withDefaults, baseline]);
  const draft = useFormDraft({
    key: `${definition.id}:${mode === 'create' ? 'new' : (params[idParam] ?? 'singleton')}`,
    ready,
    formData,
    isDirty,
    matchesBaseline,
    apply: setFormDataState,
  });
  const clearDraft = draft.clear;
  const context = useMemo<Row>(() => ({ ...start, ...formData }), [start, formData]);

  // `releaseGuard` drops the guard at once before a navigation that must not ask (after a save or a removal).
  const { leavePrompt, release: releaseGuard } = useUnsavedChangesGuard(isDirty);

  const goAfter = useCallback(
    (record: Row) => {
      if (definition.afterSave) navigate(returnToList(fillRoute(definition.afterSave, { ...start, ...record })));
      else window.history.back();
    },
    [definition.afterSave, navigate, start],
  );

  const afterRemove = useCallback(() => {
    releaseGuard();
    goAfter(context);
  }, [releaseGuard, goAfter, context]);
  // A removal that waits for "Desfazer" leaves at once: the list shows the record gone and the notice to undo.
  const actions = useActions({ onDone: afterRemove, onRemoving: afterRemove, params });

  const saveKey = mode === 'create' ? definition.permissions.new : definition.permissions.edit;
  const canSave = access.can(saveKey);

  const submit = useCallback(
    async (data: Row) => {
      // A read-only form has no Salvar, but Enter in a field still submits the <form>.
      if (!canSave) return;
      setSaving(true);
      setSaveError(null);
      setFieldErrors(undefined);
      try {
        // An edited record carries its id even when the form does not show it (the resource's id field).
        const record = mode === 'edit' && idField && start[idField] !== undefined && data[idField] === undefined ? { ...data, [idField]: start[idField] } : data;
        const saved = await dataProvider.save(definition.save, { record, context: start });
        const merged = { ...data, ...saved };
        releaseGuard();
        clearDraft();
        notifier.notify({ message: fillText(definition.success ?? FORM_TEXTS.saved, merged), intent: 'success' });
        if (definition.afterSave) {
          setBaseline(data);
          navigate(returnToList(fillRoute(definition.afterSave, { ...start, ...merged })));
        } else {
          // Staying on the form: keep what the server assigned (a new id), so the next save updates.
          setFormDataState(merged);
          setBaseline(merged);
        }
      } catch (failure) {
        const message = errorMessage(failure);
        setSaveError(message);
        setFieldErrors(errorSchemaOf(fieldErrorsOf(failure)));
        notifier.notify({ message: message, intent: 'danger' });
      } finally {
        setSaving(false);
      }
    },
    [canSave, dataProvider, notifier, definition.save, definition.success, definition.afterSave, start, mode, idField, releaseGuard, navigate, clearDraft],
  );

  const cancel = useCallback(() => {
    if (definition.afterSave) {
      navigate(returnToList(fillRoute(definition.afterSave, context)));
      return;
    }
    // History navigation does not pass through the guarded location hook: ask here.
    void leaveGuard.mayLeave().then((leave) => {
      if (!leave) return;
      releaseGuard();
      window.history.back();
    });
  }, [definition.afterSave, navigate, context, releaseGuard, leaveGuard]);

  const removeAction = mode === 'edit' && definition.remove ? (actions.visible([definition.remove], context)[0] ?? null) : null;

  const setFormData = useCallback((data: Row) => setFormDataState(data), []);
  const remove = useCallback(() => {
    if (removeAction) actions.run(removeAction, context);
  }, [actions, removeAction, context]);

  return {
    mode,
    formData,
    context,
    isLoading: loaded.isLoading,
    loadError: loaded.error,
    isSaving,
    saveError,
    fieldErrors,
    isDirty,
    canSave,
    readOnlyReason: canSave ? null : readOnlyReasonOf(saveKey, mode),
    removeAction,
    setFormData,
    submit,
    remove,
    cancel,
    reload: loaded.reload,
    leavePrompt,
    actions,
    draft: draft.offer,
  };
}
