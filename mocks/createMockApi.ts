/**
 * The mock API as one connect-style middleware: it answers /api/**, /admin/** and /__mock/** with JSON and
 * lets every other request through (`next()`), so the app's own pages and assets keep working.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { registerAllRoutes } from './handlers/index.ts';
import { couponsTable } from './seed/coupons.ts';
import { ordersTable } from './seed/orders.ts';
import { studentRowsTable } from './seed/studentRows.ts';
import { studentsTable } from './seed/students.ts';
import type { HandlerContext } from './server/context.ts';
import { HttpError } from './server/errors.ts';
import { Router } from './server/router.ts';
import { MockStore, seedCacheFor, warmTable } from './store/store.ts';

/** Settings of a mock API; the vite plugin reads them from the environment. */
export interface MockApiOptions {
  /** MOCK_SCALE: 100 × scale students, 60 × scale coupons (default 1). */
  scale?: number;
  /** MOCK_TOKEN_TTL: lifetime of access tokens in seconds (default 8 hours). */
  tokenTtlSeconds?: number;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** Share the generated seed with other mock APIs of the same scale in this process (default true). */
  shareSeed?: boolean;
}

/** A connect-style middleware. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A running mock API. */
export interface MockApi {
  /** Mount this in a Node http server, Vite (dev and preview) or any connect app. */
  readonly middleware: Middleware;
  /** The current data (replaced by every reset). */
  readonly store: MockStore;
  /** The routes (areas may be inspected by tests). */
  readonly router: Router;
  readonly scale: number;
  /** Forgets every write, user change, token and pending failure. */
  reset(): void;
  /** Generates the seed data now, so the first request does not wait for it. */
  warmUp(): void;
}

/** Default token lifetime: 8 hours. */
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

const MOCK_PREFIXES = ['/api', '/admin', '/__mock'];
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Whether the path belongs to the mock (everything else is the app's). */
export function isMockPath(path: string): boolean {
  return MOCK_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Reads MOCK_SCALE and MOCK_TOKEN_TTL; invalid values fall back to the defaults with a warning. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): MockApiOptions {
  const positive = (name: string, raw: string | undefined): number | undefined => {
    if (raw === undefined || raw.trim() === '') return undefined;
    const value = Number(raw);
    if (Number.isFinite(value) && value > 0) return value;
    console.warn(`[mocks] ${name}=${raw} ignorado: use um número maior que zero.`);
    return undefined;
  };
  return { scale: positive('MOCK_SCALE', env.MOCK_SCALE), tokenTtlSeconds: positive('MOCK_TOKEN_TTL', env.MOCK_TOKEN_TTL) };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body ?? {});
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'O corpo da requisição é grande demais.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'O corpo da requisição não é um JSON válido.');
  }
}

function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match ? match[1] : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates a mock API with fresh seed data. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const scale = options.scale ?? 1;
  const tokenTtlSeconds = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const now = options.now ?? (() => new Date());
  const seeds = seedCacheFor(scale, options.shareSeed ?? true);
  let serial = 0;
  const tokenCounter = { next: () => (serial += 1) };
  let store = new MockStore(seeds, tokenCounter);
  const router = registerAllRoutes(new Router());
  const reset = () => {
    store = new MockStore(seeds, tokenCounter);
  };

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const current = store;
    const isControl = path === '/__mock' || path.startsWith('/__mock/');
    try {
      const delay = isControl ? undefined : current.controls.takeDelay(method, path);
      const text = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
      if (delay) await sleep(delay.ms);
      const failure = isControl ? undefined : current.controls.takeFailure(method, path);
      if (failure) {
        sendJson(res, failure.status, { message: failure.message });
        return;
      }
      const match = router.match(method, path);
      if (match === undefined) throw new HttpError(404, `Rota não encontrada: ${method} ${path}`);
      if (match === 'method') throw new HttpError(405, `Método ${method} não permitido em ${path}.`);
      const body = parseJson(text);
      const query = Object.fromEntries(url.searchParams);
      const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...query, ...(body as object) } : { ...query };
      const token = bearerToken(req.headers.authorization);
      let user = null;
      if (!match.public || token) {
        const check = current.tokens.check(token, now().getTime());
        if (check.status === 'valid') user = current.users.get(check.userId) ?? null;
        if (!match.public && !user) {
          throw new HttpError(401, check.status === 'expired' ? 'access_token expired' : 'Invalid access_token');
        }
      }
      const context: HandlerContext = {
        method, path, query, body, input, params: match.params, headers: req.headers, store: current, user, token,
        now, tokenTtlSeconds, reset,
      };
      const result = await match.handler(context);
      sendJson(res, 200, result);
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(res, error.status, { message: error.message });
        return;
      }
      console.error('[mocks] erro ao responder', method, path, error);
      sendJson(res, 500, { message: 'Erro interno no servidor de demonstração.' });
    }
  }

  const middleware: Middleware = (req, res, next) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://mock.local');
    } catch {
      next();
      return;
    }
    if (!isMockPath(url.pathname)) {
      next();
      return;
    }
    handle(req, res, url.pathname, url).catch(next);
  };

  return {
    middleware,
    get store() {
      return store;
    },
    router,
    scale,
    reset,
    warmUp() {
      warmTable(seeds, studentsTable);
      warmTable(seeds, couponsTable);
      warmTable(seeds, ordersTable);
      warmTable(seeds, studentRowsTable);
    },
  };
}
