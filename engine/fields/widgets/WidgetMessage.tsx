/**
 * A widget's own instant feedback under its control (e.g. "CPF inválido" as soon as the mask is full).
 * Shown only while the form has no validation error for the field, so a message never appears twice.
 */
export function WidgetMessage(props: { id: string; message: string | null; rawErrors?: string[] }) {
  if (!props.message || (props.rawErrors && props.rawErrors.length > 0)) return null;
  return (
    <div id={`${props.id}__hint`} className="bp6-form-helper-text engine-widget-message" role="status">
      {props.message}
    </div>
  );
}
