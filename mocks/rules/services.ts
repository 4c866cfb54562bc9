/** What the business rules share (the definitions, the data, the clock, the test controls' state). */
import { resourceNeeds } from '../core/access.ts';
import type { Db } from '../core/db.ts';
import type { Definitions, MockResource } from '../core/definitions.ts';

/** An e-mail the mock "sent" (kept for the test controls, shown in the server log). */
export interface Mail {
  to: string;
  subject: string;
  link: string;
  token: string;
  sentAt: string;
}

/** A test control: the next `times` requests to `path` (`*` at the end = prefix) fail or wait. */
export interface ControlRule {
  method?: string;
  path: string;
  times: number;
  status?: number;
  message?: string;
  ms?: number;
}

/**
 * A simulated fault (`POST /__mock/fail`): the status with `{ message }`, or with `json` as the body, or the
 * raw `body` text (an HTML error page, a broken JSON) with its `contentType`; extra `headers` (Retry-After);
 * `drop` closes the connection without an answer (what the browser sees of a dead network).
 */
export interface Fault {
  status: number;
  message: string;
  json?: unknown;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  drop?: boolean;
}

/** What rules share: the definitions, the data, the clock and the settings of this API. */
export interface Services {
  definitions: Definitions;
  db: Db;
  now(): Date;
  controls: boolean;
  tokenTtlSeconds: number;
  outbox: Mail[];
  failures: Array<ControlRule & Fault>;
  delays: Array<ControlRule & { ms: number }>;
  reset(): void;
}

/** The resource with that id (a rule that serves a resource's call takes the resource's keys). */
export function resourceOf(services: Services, id: string): MockResource {
  const resource = services.definitions.resources.get(id);
  if (!resource) throw new Error(`[mocks] recurso desconhecido: ${id}`);
  return resource;
}

/** The needs of a resource's calls, for rules that serve them. */
export const needsOf = (services: Services, id: string) => resourceNeeds(resourceOf(services, id));
