/** Filling definition templates from a context (route params, a row, a record). */

/** Reads a dotted path (`Professor.Nome`) from a value; undefined when any step is missing. */
export function getPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Fills a body/query template: a string value exactly `":name"` becomes `context[name]` (type kept);
 * a missing value drops the key. Nested objects are filled too.
 */
export function fillTemplate(
  template: Record<string, unknown> | undefined,
  context: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template ?? {})) {
    if (typeof value === 'string' && /^:[A-Za-z_$][\w$.]*$/.test(value)) {
      const filled = getPath(context, value.slice(1));
      if (filled !== undefined && filled !== '') out[key] = filled;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = fillTemplate(value as Record<string, unknown>, context);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Fills `:name` segments of a route (optional `:name?` segments vanish when empty), URL-encoded. */
export function fillRoute(route: string, context: Record<string, unknown>): string {
  const filled = route.replace(/\/:([A-Za-z_$][\w$]*)(\?)?/g, (_match, name: string) => {
    const value = getPath(context, name);
    if (value === undefined || value === null || value === '') return '';
    return '/' + encodeURIComponent(String(value));
  });
  return filled || '/';
}

/** Fills `{name}` placeholders of a text; missing values become an empty string. */
export function fillText(text: string, context: Record<string, unknown>): string {
  return text.replace(/\{([A-Za-z_$][\w$.]*)\}/g, (_match, name: string) => {
    const value = getPath(context, name);
    return value === undefined || value === null ? '' : String(value);
  });
}
