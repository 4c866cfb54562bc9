/** The 12-column grid span of a form field from its uiSchema's `ui:options.width` (1–12; default the whole row). */
export function fieldSpan(uiSchema: unknown): number {
  const ui = (uiSchema ?? {}) as Record<string, unknown>;
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  const width = Number(options.width ?? ui['ui:width']);
  return Number.isInteger(width) && width >= 1 && width <= 12 ? width : 12;
}

/** Fields a loading form sketches at most: the first screenful. */
const SKETCHED_FIELDS = 10;

/**
 * The spans of a form's first fields in their displayed order (`ui:order`, then the schema's), leaving out
 * hidden ones: the shape a loading form is sketched in.
 */
export function fieldSpans(schema: unknown, uiSchema: unknown): number[] {
  const properties = Object.keys(((schema ?? {}) as { properties?: Record<string, unknown> }).properties ?? {});
  const ui = (uiSchema ?? {}) as Record<string, Record<string, unknown> | undefined> & { 'ui:order'?: string[] };
  const order = ui['ui:order'] ?? [];
  const rest = properties.filter((name) => !order.includes(name));
  const ordered = order.flatMap((name) => (name === '*' ? rest : properties.includes(name) ? [name] : []));
  const names = order.includes('*') ? ordered : [...ordered, ...rest];
  return names
    .filter((name) => ui[name]?.['ui:widget'] !== 'hidden')
    .slice(0, SKETCHED_FIELDS)
    .map((name) => fieldSpan(ui[name]));
}
