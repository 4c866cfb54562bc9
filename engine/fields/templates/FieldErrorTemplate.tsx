import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** The pt-BR errors of one field, under its control (the widget points `aria-describedby` here). */
export function FieldErrorTemplate(props: FieldErrorProps) {
  const errors = (props.errors ?? []).filter((error) => error !== '' && error !== null && error !== undefined);
  if (errors.length === 0) return null;
  return (
    <div id={errorId(props.fieldPathId)} className="bp6-form-helper-text engine-field-errors">
      {errors.map((error, index) => (
        <div key={index}>{error}</div>
      ))}
    </div>
  );
}
