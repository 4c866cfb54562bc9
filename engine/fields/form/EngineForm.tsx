import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorSchema, FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { translateString } from '../../core/i18n/rjsfStrings';
import { fieldEditors } from '../editors';
import { WholeFormDataContext, type EngineFormContext, type FieldEditor } from '../editors/fieldEditor';
import { DEFAULT_FORM_STATE } from './defaultFormState';
import { ThemedForm } from './theme';
import { getFormValidator } from './validator';

/** The field editors a uiSchema uses on the form's top-level properties, with their options. */
function editorsOf(uiSchema: UiSchema | undefined): Array<{ name: string; editor: FieldEditor; options: Record<string, unknown> }> {
  return Object.entries(uiSchema ?? {}).flatMap(([name, node]) => {
    const field = node && typeof node === 'object' ? (node as Record<string, unknown>)['ui:field'] : undefined;
    const editor = typeof field === 'string' ? fieldEditors[field] : undefined;
    if (!editor) return [];
    return [{ name, editor, options: ((node as Record<string, unknown>)['ui:options'] ?? {}) as Record<string, unknown> }];
  });
}


/** Props of the engine's form: a themed rjsf form with the engine's validator and pt-BR texts. */
export interface EngineFormProps {
  /** The form's JSON Schema (keep its identity stable: rjsf is slow when it changes). */
  schema: RJSFSchema;
  /** The rjsf uiSchema (same advice). */
  uiSchema?: UiSchema;
  /** The current data (controlled). */
  formData: Record<string, unknown>;
  /** Every change of the data. */
  onChange(data: Record<string, unknown>): void;
  /** Called with valid data when the form is submitted; invalid data shows pt-BR errors instead. */
  onSubmit(data: Record<string, unknown>): void;
  /** Id of the `<form>` element (buttons outside it can target it with `form=`). */
  id?: string;
  /** Prefix of the fields' ids (two forms on one page must differ). */
  idPrefix?: string;
  disabled?: boolean;
  /** Shows the data without letting it change (every widget read-only, no add / remove / move of items). */
  readonly?: boolean;
  className?: string;
  /** Errors the server gave for fields (a refused save), shown on those fields until the next save. */
  extraErrors?: ErrorSchema;
  /** The form's buttons (rendered inside the `<form>`, in place of rjsf's submit button). */
  children?: ReactNode;
}

/**
 * The one form component of the engine: the Blueprint theme, the memoised validator of the schema,
 * pt-BR rjsf strings, no browser validation (Chromium's bubbles would block rjsf's messages), focus on
 * the first error, and live re-validation once a submit has shown errors.
 */
export function EngineForm(props: EngineFormProps) {
  const { schema, uiSchema, formData, onChange, onSubmit } = props;
  const validator = useMemo(() => getFormValidator(schema), [schema]);
  const [showLiveErrors, setShowLiveErrors] = useState(false);
  const editors = useMemo(() => editorsOf(uiSchema), [uiSchema]);
  const formContext = useMemo<EngineFormContext>(() => ({ submitAttempted: showLiveErrors }), [showLiveErrors]);
  const customValidate = useMemo<CustomValidator | undefined>(() => {
    if (!editors.some(({ editor }) => editor.validate)) return undefined;
    return (data, errors) => {
      const record = (data ?? {}) as Record<string, unknown>;
      for (const { name, editor, options } of editors) {
        const field = (errors as unknown as Record<string, FormValidation | undefined>)[name];
        for (const message of editor.validate?.(record[name], options, record) ?? []) field?.addError(message);
      }
      return errors;
    };
  }, [editors]);
  const handleChange = useCallback((event: IChangeEvent) => onChange((event.formData ?? {}) as Record<string, unknown>), [onChange]);
  const handleSubmit = useCallback(
    (event: IChangeEvent) => {
      let data = (event.formData ?? {}) as Record<string, unknown>;
      // Values derived from an editor's field (the right alternative's letter) go with the save.
      for (const { name, editor, options } of editors) if (editor.derive) data = { ...data, ...editor.derive(data[name], options, data) };
      onSubmit(data);
    },
    [onSubmit, editors],
  );
  const handleError = useCallback(() => setShowLiveErrors(true), []);
  // Field editors see the whole form (one field's rules may depend on another's value).
  return (
    <WholeFormDataContext.Provider value={formData}>
      <ThemedForm
        id={props.id}
        idPrefix={props.idPrefix}
        className={props.className ? `engine-form ${props.className}` : 'engine-form'}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        translateString={translateString}
        formContext={formContext}
        customValidate={customValidate}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        showErrorList="top"
        focusOnFirstError
        liveValidate={showLiveErrors ? 'onChange' : undefined}
        disabled={props.disabled}
        readonly={props.readonly}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onError={handleError}
        extraErrors={props.extraErrors}
      >
        {props.children ?? <></>}
      </ThemedForm>
    </WholeFormDataContext.Provider>
  );
}
