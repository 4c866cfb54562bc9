/**
 * Routes of the mock: method + path (with `:name` segments) → handler, each with the permission it needs.
 * Errors are thrown as HttpError and answered `{ message }` by the API.
 */
import type { Db, Row } from './db.ts';

/** An answer other than 200: the API sends `{ message }` with `status`. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/**
 * What a route needs: `public` (no token), `user` (any signed-in user), `nobody` (refused to everyone), or
 * `{ any }` (one of the keys; the all-keys role holds every key).
 */
export type Need = 'public' | 'user' | 'nobody' | { any: string[] };

/** A save needs one key to create and another to change a record; other routes need one. */
export type RouteNeed = Need | { create: Need; update: Need };

/** The signed-in user as handlers see it. */
export interface SignedUser {
  _id: string;
  name: string;
  email: string;
  roles: string[];
  profiles: string[];
}

/** One request, as handlers see it. */
export interface Ctx {
  method: string;
  path: string;
  /** Query values overlaid by the JSON body's fields (lists read filters and paging here). */
  input: Row;
  /** The JSON body (`{}` without one). */
  body: Row;
  params: Record<string, string>;
  db: Db;
  user: SignedUser | null;
  token: string | null;
  now(): Date;
}

export type Handler = (ctx: Ctx) => unknown;

/** A route as registered. */
export interface Route {
  method: string;
  path: string;
  need: RouteNeed;
  /** Whether a save request changes an existing record (then `need.update` applies). */
  isUpdate?: (ctx: Ctx) => boolean;
  handler: Handler;
  /** Where the need comes from (a resource or a rule file), for the key table. */
  source: string;
}

const split = (path: string) => path.split('/').filter(Boolean);

/** The routes of one mock API. */
export class Router {
  readonly routes: Route[] = [];
  private readonly exact = new Map<string, Route>();

  /** Adds a route; a route already there (a business rule registered first) wins and this one is skipped. */
  add(route: Route): this {
    const key = `${route.method} /${split(route.path).join('/')}`;
    if (this.exact.has(key) || this.routes.some((other) => other.method === route.method && other.path === route.path)) return this;
    this.routes.push(route);
    if (!route.path.includes(':')) this.exact.set(key, route);
    return this;
  }

  has(method: string, path: string): boolean {
    return this.routes.some((route) => route.method === method && route.path === path);
  }

  /** The route of a request, `'method'` when only other methods answer the path, or undefined. */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | 'method' | undefined {
    const segments = split(path);
    const exact = this.exact.get(`${method} /${segments.join('/')}`);
    if (exact) return { route: exact, params: {} };
    let otherMethod = false;
    for (const route of this.routes) {
      const pattern = split(route.path);
      if (pattern.length !== segments.length) continue;
      const params: Record<string, string> = {};
      if (!pattern.every((part, i) => (part.startsWith(':') ? ((params[part.slice(1)] = decodeURIComponent(segments[i])), true) : part === segments[i]))) continue;
      if (route.method === method) return { route, params };
      otherMethod = true;
    }
    return otherMethod ? 'method' : undefined;
  }
}

/** A business rule's route: `'POST /api/x'`, what it needs and its handler. */
export interface RuleRoute {
  call: string;
  need: RouteNeed;
  handler: Handler;
  isUpdate?: (ctx: Ctx) => boolean;
}

/** Declares a rule route (the need sits next to the rule, as the key table shows it). */
export function rule(call: string, need: RouteNeed, handler: Handler, isUpdate?: (ctx: Ctx) => boolean): RuleRoute {
  return { call, need, handler, isUpdate };
}

/** `{ any: [key] }`, or `user` for a null key. */
export const key = (...keys: Array<string | null>): Need => (keys.includes(null) || keys.length === 0 ? 'user' : { any: keys as string[] });

/** Registers the routes of a rule file. */
export function addRules(router: Router, source: string, rules: readonly RuleRoute[]): void {
  for (const { call, need, handler, isUpdate } of rules) {
    const [method, path] = call.split(' ');
    router.add({ method, path, need, handler, isUpdate, source });
  }
}

/** Text of a request field (trimmed), or undefined when absent or blank. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A positive integer id from a number or numeric text. */
export function idOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** The record of a table with the id the request names, or 400 / 404 with pt-BR messages. */
export function findRow(db: Db, table: string, value: unknown, label: string): Row {
  const id = idOf(value) ?? (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  if (id === undefined) throw badRequest(`Informe ${label}.`);
  const row = db.table(table).get(id);
  if (!row) throw notFound(`Registro não encontrado (${label} ${id}).`);
  return row;
}
