import type { FieldTemplateProps } from '@rjsf/utils';
import type { CSSProperties } from 'react';
import { fieldSpan } from '../../core/definition/fieldSpan';
import { labelId } from '../widgets/widgetProps';


/**
 * One field: Blueprint form-group markup with a `<label for>` tied to the widget's id (so the field is
 * found by its label), a required asterisk, the description, the pt-BR errors under the control and
 * the help text. Its grid span comes from `ui:options.width`.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, errors, help, description, hidden, displayLabel, rawErrors, classNames, style, uiSchema, schema } = props;
  const span = fieldSpan(uiSchema);
  const gridStyle: CSSProperties = { ...(style as CSSProperties | undefined), gridColumn: `span ${span}` };
  if (hidden) return <div hidden>{children}</div>;
  const invalid = Boolean(rawErrors && rawErrors.length > 0);
  const isContainer = schema.type === 'object' || (schema.type === 'array' && !displayLabel);
  if (isContainer) {
    return (
      <div className={`engine-form-field engine-form-container ${classNames ?? ''}`} style={gridStyle}>
        {children}
        {errors}
        {help}
      </div>
    );
  }
  // A switch names itself with the label beside it; a second label above would read twice. A yes/no drawn as a
  // select (two named choices) needs its label above like any select.
  const ownsLabel = schema.type === 'boolean' && uiSchema?.['ui:widget'] !== 'select';
  return (
    <div className={`bp6-form-group engine-form-field ${invalid ? 'bp6-intent-danger' : ''} ${classNames ?? ''}`} style={gridStyle}>
      {displayLabel && !ownsLabel && label ? (
        <label className="bp6-label" htmlFor={id} id={labelId(id)}>
          {label}
          {required ? <span className="engine-required" aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      <div className="bp6-form-content">
        {children}
        {displayLabel && description ? description : null}
        {errors}
        {help}
      </div>
    </div>
  );
}
