import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { translateString } from '../../core/i18n/messages';
import { ThemedForm } from './theme';
import { getFormValidator } from './validator';

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
  className?: string;
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
  const handleChange = useCallback((event: IChangeEvent) => onChange((event.formData ?? {}) as Record<string, unknown>), [onChange]);
  const handleSubmit = useCallback((event: IChangeEvent) => onSubmit((event.formData ?? {}) as Record<string, unknown>), [onSubmit]);
  const handleError = useCallback(() => setShowLiveErrors(true), []);
  return (
    <ThemedForm
      id={props.id}
      idPrefix={props.idPrefix}
      className={props.className ? `engine-form ${props.className}` : 'engine-form'}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      translateString={translateString}
      noHtml5Validate
      showErrorList="top"
      focusOnFirstError
      liveValidate={showLiveErrors ? 'onChange' : undefined}
      disabled={props.disabled}
      onChange={handleChange}
      onSubmit={handleSubmit}
      onError={handleError}
    >
      {props.children ?? <></>}
    </ThemedForm>
  );
}
