import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's or section's description (plain text; rich descriptions are not rendered as HTML). */
export function DescriptionFieldTemplate(props: DescriptionFieldProps) {
  if (!props.description) return null;
  return (
    <div id={props.id} className="bp6-text-muted engine-field-description">
      {props.description}
    </div>
  );
}
