/**
 * Which filter widget draws a filter property. Shared by the filter bar (fields) and the definition checks
 * (tooling), so a filter the bar cannot draw fails validation instead of silently becoming a text box.
 */

/** The part of a filter's JSON Schema property the filter bar reads. */
export interface FilterProperty {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: Array<{ const?: unknown; title?: string }>;
}

/** The property's value type (the first non-null one of a type list). */
export function filterValueType(property: FilterProperty): string | undefined {
  return Array.isArray(property.type) ? property.type.find((type) => type !== 'null') : property.type;
}

/** The choices of a select filter: `oneOf` const/title, or `enum` values. */
export function filterChoices(property: FilterProperty): Array<{ value: string; label: string }> {
  if (property.oneOf) return property.oneOf.map((option) => ({ value: String(option.const), label: option.title ?? String(option.const) }));
  return (property.enum ?? []).map((value) => ({ value: String(value), label: String(value) }));
}

/**
 * The filter widget of a property: its `ui:widget` when set, else the one its schema implies (choices →
 * `select`, boolean → `boolean`, `format: date` → `date`, number → `number`, string → `text`); null when no
 * widget can draw it.
 */
export function filterWidgetOf(property: FilterProperty, uiWidget?: unknown): string | null {
  if (typeof uiWidget === 'string') return uiWidget;
  if (Array.isArray(property.oneOf) || Array.isArray(property.enum)) return 'select';
  const type = filterValueType(property);
  if (type === 'boolean') return 'boolean';
  if (type === 'string') return property.format === 'date' ? 'date' : property.format === undefined ? 'text' : null;
  if (type === 'number' || type === 'integer') return 'number';
  return null;
}
