/**
 * The definition format's one placeholder syntax: `{name}` (or a dotted `{a.b}`) is replaced by a value of
 * the context — route parameters, a record, a row — in call bodies and queries, call paths, routes and texts.
 * Date tokens use the same braces: `{today}`, `{today-30}`, `{today+7}`, `{monthStart}`, `{yearStart}`.
 * `{{` writes a literal `{`. See schemas/README.md, "Placeholders".
 */
import { localIsoDate } from './i18n/format.ts';

/** A placeholder: `{name}`, `{a.b}` or a date token; `{{` escapes. */
const PLACEHOLDER = /\{\{|\{([A-Za-z_$][\w$]*(?:\.[\w$]+)*(?:[+-]\d+)?)\}/g;
/** A value that is exactly one placeholder (its type is kept). */
const WHOLE = /^\{([A-Za-z_$][\w$]*(?:\.[\w$]+)*(?:[+-]\d+)?)\}$/;
const DATE_TOKEN = /^(today|monthStart|yearStart)([+-]\d+)?$/;

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

/** The date a token names (`today-30` → 30 days ago, local time), as `aaaa-mm-dd`; undefined for other names. */
export function dateToken(name: string, now: Date = new Date()): string | undefined {
  const match = DATE_TOKEN.exec(name);
  if (!match) return undefined;
  const offset = Number(match[2] ?? 0);
  const base =
    match[1] === 'monthStart' ? new Date(now.getFullYear(), now.getMonth(), 1)
    : match[1] === 'yearStart' ? new Date(now.getFullYear(), 0, 1)
    : new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return localIsoDate(new Date(base.getFullYear(), base.getMonth(), base.getDate() + offset));
}

/** The value of one placeholder name: a date token, else the context's dotted path. */
function valueOf(name: string, context: Record<string, unknown>, now?: Date): unknown {
  const date = dateToken(name, now);
  if (date !== undefined) return date;
  return getPath(context, name);
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Fills the `{name}` placeholders of a text; missing values become an empty string. */
export function fillText(text: string, context: Record<string, unknown>, now?: Date): string {
  return text.replace(PLACEHOLDER, (match, name: string | undefined) => (name === undefined ? '{' : asText(valueOf(name, context, now))));
}

/**
 * Fills one template value: a string that is exactly `{name}` becomes the value itself (type kept;
 * undefined when missing), another string is filled as text, objects and arrays are filled deeply.
 */
export function fillValue(value: unknown, context: Record<string, unknown>, now?: Date): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) return valueOf(whole[1], context, now);
    return value.includes('{') ? fillText(value, context, now) : value;
  }
  if (Array.isArray(value)) return value.map((item) => fillValue(item, context, now));
  if (value && typeof value === 'object') return fillTemplate(value as Record<string, unknown>, context, now);
  return value;
}

/** Fills a body or query template; a key whose whole-placeholder value is missing or empty is dropped. */
export function fillTemplate(
  template: Record<string, unknown> | undefined,
  context: Record<string, unknown>,
  now?: Date,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template ?? {})) {
    const filled = fillValue(value, context, now);
    if (filled === undefined || (filled === '' && typeof value === 'string' && WHOLE.test(value))) continue;
    out[key] = filled;
  }
  return out;
}

/** Fills the placeholders of a part of a URL, each value URL-encoded. */
function fillEncoded(text: string, context: Record<string, unknown>, now?: Date): string {
  return text.replace(PLACEHOLDER, (match, name: string | undefined) => (name === undefined ? '{' : encodeURIComponent(asText(valueOf(name, context, now)))));
}

/**
 * Fills a route or call path: each placeholder is URL-encoded, and a segment that was only a placeholder
 * and came out empty disappears (`/cx/pedido-aluno/{AlunoID}` → `/cx/pedido-aluno`). The query string is
 * encoded too, so a value with `&`, `+`, `#` or `=` (an e-mail `ana+cursos@...`) reaches the screen whole.
 */
export function fillRoute(route: string, context: Record<string, unknown>, now?: Date): string {
  const [path, ...rest] = route.split('?');
  const segments = path.split('/').flatMap((segment, index) => {
    if (index === 0) return [segment];
    const whole = WHOLE.exec(segment);
    if (whole) {
      const value = valueOf(whole[1], context, now);
      return value === undefined || value === null || value === '' ? [] : [encodeURIComponent(asText(value))];
    }
    return [fillEncoded(segment, context, now)];
  });
  const filled = segments.join('/') || '/';
  return rest.length ? `${filled}?${fillEncoded(rest.join('?'), context, now)}` : filled;
}

/** Every placeholder name a text uses (date tokens included), for the definition checks. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}

/**
 * The context a screen's calls and texts start from: the route parameters plus, when the screen shows a
 * resource's record, the resource's id field holding the route's id (`{ _id: '7', CupomID: '7' }`), so the
 * resource's calls can name the id as `{CupomID}` whatever the route calls it.
 */
export function routeContext(params: Record<string, string>, idParam?: string, idField?: string): Record<string, unknown> {
  if (!idParam || !idField || params[idParam] === undefined || idField === idParam) return { ...params };
  return { ...params, [idField]: params[idParam] };
}
