import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** The `ui:help` text of a field. */
export function FieldHelpTemplate(props: FieldHelpProps) {
  if (!props.help) return null;
  return (
    <div id={helpId(props.fieldPathId)} className="bp6-form-helper-text bp6-text-muted engine-field-help">
      {props.help}
    </div>
  );
}
