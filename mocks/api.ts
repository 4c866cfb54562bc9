/**
 * The mock API as one connect-style middleware: it answers /api/**, /admin/** and /__mock/** with JSON and lets
 * every other request through (`next()`). Each request: route → token (401) → key (403) → handler, whose writes
 * are one transaction, journaled to disk before the answer when a data folder is set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allows, needOf, refuse } from './core/access.ts';
import { Db, type Row } from './core/db.ts';
import { loadDefinitions, type Definitions } from './core/definitions.ts';
import { openPersistence, type Persistence } from './core/journal.ts';
import { HttpError, Router, type Ctx, type SignedUser } from './core/router.ts';
import { BINDINGS } from './bindings/index.ts';
import { sortedRows, textIndex } from './core/query.ts';
import { registerAll } from './rules/index.ts';
import type { Fault, Services } from './rules/services.ts';
import { seedOf, warmSeed } from './seed/index.ts';

/** Settings of a mock API; the Vite plugin reads them from the environment (optionsFromEnv). */
export interface MockApiOptions {
  /** Repository root, where screens/ and schemas/ are (default: the working folder). */
  root?: string;
  /** MOCK_SCALE: 100 × scale students (default 1). */
  scale?: number;
  /** MOCK_TOKEN_TTL: lifetime of access tokens in seconds (default 8 hours). */
  tokenTtlSeconds?: number;
  /** MOCK_DATA_DIR: folder of the stored writes; null keeps them in memory only. */
  dataDir?: string | null;
  /** MOCK_CONTROLS=1: answer the test controls under /__mock (otherwise 404). */
  controls?: boolean;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

/** A connect-style middleware. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A running mock API. */
export interface MockApi {
  readonly middleware: Middleware;
  readonly router: Router;
  readonly db: Db;
  readonly definitions: Definitions;
  readonly persistence: Persistence | null;
  readonly scale: number;
  /** Back to the seed: data, tokens, stored writes and pending test controls. */
  reset(): void;
  /** Generates the large seed tables now, so the first request does not wait for them. */
  warmUp(): void;
  /** Writes a last snapshot and releases the data folder. */
  close(): void;
}

const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const DEFAULT_DATA_DIR = '.mock-data';
const PREFIXES = ['/api', '/admin', '/__mock'];
const MAX_BODY = 10 * 1024 * 1024;

/** Whether the path belongs to the mock (everything else is the app's). */
function isMockPath(path: string): boolean {
  return PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Reads MOCK_SCALE, MOCK_TOKEN_TTL, MOCK_DATA_DIR and MOCK_CONTROLS; invalid numbers fall back with a warning. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): MockApiOptions {
  const positive = (name: string) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    const value = Number(raw);
    if (Number.isFinite(value) && value > 0) return value;
    console.warn(`[mocks] ${name}=${raw} ignorado: use um número maior que zero.`);
    return undefined;
  };
  return {
    scale: positive('MOCK_SCALE'),
    tokenTtlSeconds: positive('MOCK_TOKEN_TTL'),
    dataDir: env.MOCK_DATA_DIR === '' ? null : resolve(env.MOCK_DATA_DIR ?? DEFAULT_DATA_DIR),
    controls: env.MOCK_CONTROLS === '1',
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body ?? {});
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Answers a simulated fault (see `Fault`): a dropped connection, a raw body, a JSON body or `{ message }`. */
function sendFault(res: ServerResponse, fault: Fault): void {
  if (fault.drop) {
    res.socket?.destroy();
    return;
  }
  for (const [name, value] of Object.entries(fault.headers ?? {})) res.setHeader(name, value);
  if (fault.body === undefined) return send(res, fault.status, fault.json !== undefined ? fault.json : { message: fault.message });
  res.statusCode = fault.status;
  res.setHeader('Content-Type', fault.contentType ?? 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(fault.body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        fail(new HttpError(413, 'O corpo da requisição é grande demais.'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function parseBody(text: string): Row {
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'O corpo da requisição não é um JSON válido.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'O corpo da requisição deve ser um objeto JSON.');
  return body as Row;
}

/**
 * Generates the large tables, indexes the fields their declared filters read and sorts them as the screens open
 * them (each list's `defaultSort`), so the first requests at MOCK_SCALE=1000 do not pay for it.
 */
function warmUp(root: string, db: Db, definitions: Definitions, scale: number): void {
  warmSeed(scale);
  const tableOf = (id: string) => db.table(BINDINGS[id]?.table ?? id);
  const large = (id: string) => definitions.resources.has(id) && !BINDINGS[id]?.rows && tableOf(id).size >= 5000;
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : []));
  for (const file of walk(join(root, 'screens'))) {
    const screen = JSON.parse(readFileSync(file, 'utf8'));
    if (screen.kind === 'list' && screen.defaultSort && large(screen.resource)) sortedRows(tableOf(screen.resource), screen.defaultSort.field, screen.defaultSort.order);
  }
  const kinds = { contains: 'text', prefix: 'text', digits: 'digits', equals: 'raw' } as const;
  for (const resource of definitions.resources.values()) {
    if (!large(resource.id)) continue;
    for (const [name, filter] of Object.entries(resource.filters)) {
      const kind = kinds[filter.match as keyof typeof kinds];
      if (kind) for (const field of filter.fields ?? [name]) textIndex(tableOf(resource.id), field, kind);
    }
  }
}

/** Creates a mock API over the repository's definitions and the seed of its scale. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const root = resolve(options.root ?? process.cwd());
  const scale = options.scale ?? 1;
  const now = options.now ?? (() => new Date());
  const definitions = loadDefinitions(root);
  const db = new Db(seedOf(scale));
  const persistence = options.dataDir ? openPersistence(options.dataDir, scale) : null;
  if (persistence) {
    const applied = persistence.load(db);
    if (applied) console.info(`[mocks] ${applied} alterações restauradas de ${persistence.dir}`);
  }
  const services: Services = {
    definitions, db, now, controls: options.controls ?? false, tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    outbox: [], failures: [], delays: [],
    reset() {
      db.reset();
      persistence?.clear();
      services.outbox.length = 0;
      services.failures.length = 0;
      services.delays.length = 0;
    },
  };
  const router = registerAll(new Router(), services);

  function take<R extends { method?: string; path: string; times: number }>(rules: R[], method: string, path: string): R | undefined {
    const index = rules.findIndex((rule) => (!rule.method || rule.method === method) && (rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path));
    if (index < 0) return undefined;
    const found = rules[index];
    if (--found.times <= 0) rules.splice(index, 1);
    return found;
  }

  function signedUser(token: string | null): { user: SignedUser | null; expired: boolean } {
    const session = token ? db.table('session').get(token) : undefined;
    if (!session) return { user: null, expired: false };
    if (session.expiresAt <= now().getTime()) return { user: null, expired: true };
    const user = db.table('user').get(session.userId);
    return { user: user ? { _id: user._id, name: user.name, email: user.email, roles: user.roles, profiles: user.profiles } : null, expired: false };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const control = path === '/__mock' || path.startsWith('/__mock/');
    try {
      if (control && !services.controls) throw new HttpError(404, `Rota não encontrada: ${method} ${path}`);
      const text = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
      if (!control) {
        const delay = take(services.delays, method, path);
        if (delay) {
          // A client that gives up (its timeout) ends the wait: nothing is answered nor applied, and no
          // socket stays open for the rest of the delay.
          const gone = await new Promise<boolean>((done) => {
            const timer = setTimeout(() => done(false), delay.ms);
            res.once('close', () => {
              clearTimeout(timer);
              done(true);
            });
          });
          if (gone) return;
        }
        const failure = take(services.failures, method, path);
        if (failure) return sendFault(res, failure);
      }
      const match = router.match(method, path);
      if (match === undefined) throw new HttpError(404, `Rota não encontrada: ${method} ${path}`);
      if (match === 'method') throw new HttpError(405, `Método ${method} não permitido em ${path}.`);
      const body = parseBody(text);
      const token = /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? null;
      const { user, expired } = signedUser(token);
      const ctx: Ctx = { method, path, input: { ...Object.fromEntries(url.searchParams), ...body }, body, params: match.params, db, user, token, now };
      const need = needOf(match.route, ctx);
      if (need !== 'public' && !user) throw new HttpError(401, expired ? 'access_token expired' : 'Invalid access_token');
      if (!allows(need, user, definitions.allKeysRole)) refuse(need);
      db.begin();
      let result: unknown;
      try {
        result = match.route.handler(ctx);
        persistence?.append(db.commit(), db);
      } catch (error) {
        db.rollback();
        throw error;
      }
      send(res, 200, result);
    } catch (error) {
      if (error instanceof HttpError) return send(res, error.status, { message: error.message });
      console.error('[mocks] erro ao responder', method, path, error);
      send(res, 500, { message: 'Erro interno no servidor de demonstração.' });
    }
  }

  const middleware: Middleware = (req, res, next) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://mock.local');
    } catch {
      return next();
    }
    if (!isMockPath(url.pathname)) return next();
    handle(req, res, url).catch(next);
  };

  let closed = false;
  return {
    middleware, router, db, definitions, persistence, scale,
    reset: services.reset,
    warmUp: () => warmUp(root, db, definitions, scale),
    close: () => {
      if (!closed) persistence?.close(db);
      closed = true;
    },
  };
}
