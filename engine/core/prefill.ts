/**
 * The starting data of a dialog form that edits what it was opened on (a form action with `prefill`):
 * only the schema's own top-level properties are taken from the context, so route params and row fields
 * the form does not know (ids, computed columns) never reach the form or the call's body by accident —
 * the body template names the id explicitly.
 */

/** The context's values for the schema's top-level properties (absent or undefined values are left out). */
export function prefillData(schema: Record<string, unknown>, context: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties;
  if (!properties || typeof properties !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(properties)) {
    if (Object.prototype.hasOwnProperty.call(context, name) && context[name] !== undefined) out[name] = context[name];
  }
  return out;
}
