/** What a mock handler receives and returns. */
import type { IncomingHttpHeaders } from 'node:http';
import type { MockStore } from '../store/store.ts';
import type { StoredUser } from '../store/users.ts';

/** One request, as handlers see it. */
export interface HandlerContext {
  /** Upper-case method. */
  method: string;
  /** Path without the query string. */
  path: string;
  /** Query-string values (last one wins). */
  query: Record<string, string>;
  /** Parsed JSON body (`{}` when there was none). */
  body: unknown;
  /** Query values overlaid by the body's fields: where list filters and paging are read from. */
  input: Record<string, unknown>;
  /** Values of `:name` segments of the route. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The current data. */
  store: MockStore;
  /** The signed-in user (always set on routes that are not public). */
  user: StoredUser | null;
  /** The bearer token of the request, if any. */
  token: string | null;
  /** The current time (injectable for tests). */
  now(): Date;
  /** Lifetime of new tokens in seconds (MOCK_TOKEN_TTL). */
  tokenTtlSeconds: number;
  /** Forgets every write and token: the fresh seed again. */
  reset(): void;
}

/** A handler answers the body of a 200 response, or throws an HttpError. */
export type Handler = (context: HandlerContext) => unknown | Promise<unknown>;

/** A route handler that needs a signed-in user receives it typed. */
export interface AuthedContext extends HandlerContext {
  user: StoredUser;
}
