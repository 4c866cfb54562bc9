/**
 * Route patterns as wouter reads them (`/a/:id`, `/a/:id?`): their parameters, a shape that ignores
 * parameter names (two patterns with the same shape open the same URLs), matching a URL, and the order
 * in which wouter's <Switch> must see them.
 */

/** One segment of a route pattern. */
export interface RouteSegment {
  /** Fixed text, or the parameter name. */
  text: string;
  kind: 'static' | 'param' | 'optional';
}

// Patterns are few and read often (validation matches every route link against every route): split once.
const segmentsOf = new Map<string, readonly RouteSegment[]>();

/** The segments of a route pattern (`/a/:id?` → `a`, `id` optional). */
function routeSegments(route: string): readonly RouteSegment[] {
  let segments = segmentsOf.get(route);
  if (!segments) segmentsOf.set(route, (segments = splitRoute(route)));
  return segments;
}

function splitRoute(route: string): RouteSegment[] {
  return route
    .split('/')
    .slice(1)
    .map((part) => {
      if (!part.startsWith(':')) return { text: part, kind: 'static' as const };
      const optional = part.endsWith('?');
      return { text: part.slice(1, optional ? -1 : undefined), kind: optional ? ('optional' as const) : ('param' as const) };
    });
}

/** The parameters of a route pattern, in order. */
export function routeParams(route: string): Array<{ name: string; optional: boolean }> {
  return routeSegments(route)
    .filter((segment) => segment.kind !== 'static')
    .map((segment) => ({ name: segment.text, optional: segment.kind === 'optional' }));
}

/** The pattern with parameter names erased (`/a/:id?` → `/a/:?`): equal shapes mean the same route. */
export function routeShape(route: string): string {
  return routeSegments(route)
    .map((segment) => (segment.kind === 'static' ? `/${segment.text}` : segment.kind === 'param' ? '/:' : '/:?'))
    .join('');
}

// Links and menu URLs are matched against every route: split once each (a studio session's edits make new ones,
// hence the bound).
const urlSegmentsOf = new Map<string, readonly string[]>();
const optionalOf = new Map<string, number>();

/** The path segments of a URL or link template, without query, fragment or trailing slash. */
function urlSegments(template: string): readonly string[] {
  let parts = urlSegmentsOf.get(template);
  if (!parts) {
    if (urlSegmentsOf.size >= 5000) urlSegmentsOf.clear();
    urlSegmentsOf.set(template, (parts = template.split(/[?#]/)[0].replace(/\/$/, '').split('/').slice(1)));
  }
  return parts;
}

/** How many optional parameters a route pattern has. */
function optionalCount(route: string): number {
  let count = optionalOf.get(route);
  if (count === undefined) optionalOf.set(route, (count = routeSegments(route).filter((segment) => segment.kind === 'optional').length));
  return count;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a URL opens a route pattern, as wouter 3 matches (a parameter takes one non-empty segment, an
 * optional one may be absent, case ignored). The URL may be a link template (`/cursos/{id}/aulas`): a
 * `{name}` stands for any text within its segment. Query and fragment are ignored.
 */
export function routeOpens(route: string, template: string): boolean {
  const parts = urlSegments(template);
  const segments = routeSegments(route);
  const optional = optionalCount(route);
  // An optional segment may be absent: the URL has between the required and all the segments.
  if (parts.length < segments.length - optional || parts.length > segments.length) return false;
  const present = segments.filter((segment, index) => segment.kind !== 'optional' || index < parts.length);
  return present.every((segment, index) => {
    const part = parts[index];
    if (part === '') return false;
    if (!part.includes('{')) return segment.kind !== 'static' || segment.text.toLowerCase() === part.toLowerCase();
    if (segment.kind !== 'static') return true;
    const pattern = part.split(/\{[^}]*\}/).map(escapeRegExp).join('[^/]*');
    return new RegExp(`^${pattern}$`, 'i').test(segment.text);
  });
}

const RANK = { static: 0, param: 1, optional: 2 } as const;

/**
 * Orders route patterns for wouter's <Switch>, which takes the first match: routes without parameters
 * first (alphabetically: they match exact paths, so their order is free), then segment by segment a
 * fixed segment before a parameter before an optional one, a longer pattern before its prefix; ties by
 * text, so the order is stable.
 */
export function compareRoutes(a: string, b: string): number {
  const byText = a < b ? -1 : a > b ? 1 : 0;
  const aParams = routeParams(a).length > 0;
  const bParams = routeParams(b).length > 0;
  if (aParams !== bParams) return aParams ? 1 : -1;
  if (!aParams) return byText;
  const as = routeSegments(a);
  const bs = routeSegments(b);
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const diff = RANK[as[i].kind] - RANK[bs[i].kind];
    if (diff !== 0) return diff;
  }
  if (as.length !== bs.length) return bs.length - as.length;
  return byText;
}
