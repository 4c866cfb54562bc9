/** Runs a mock API behind a real Node http server on a free loopback port, for the mock's tests. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApi, type MockApi, type MockApiOptions } from '../../../mocks/api';
import { demoUser, type DemoUser } from '../../../mocks/users';
import type { Row } from '../../../mocks/core/db';

/** One answer: status and parsed JSON body (or the raw text when it is not JSON). */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A running mock server. */
export interface MockServer {
  api: MockApi;
  url: string;
  /** Sends a request; `body` goes as JSON; `token` as the bearer token. */
  call<T = Row>(method: string, path: string, options?: { body?: unknown; token?: string | null; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Signs a demo user in and returns the token. */
  login(key: DemoUser['key']): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a mock API on port 0 (test controls on, writes in memory unless `dataDir` is given); requests it does not
 * answer get 418 "fell through" (the next middleware).
 */
export async function startMockServer(options: MockApiOptions = {}): Promise<MockServer> {
  const api = createMockApi({ controls: true, dataDir: null, ...options });
  const server: Server = createServer((req, res) => {
    api.middleware(req, res, () => {
      res.statusCode = 418;
      res.setHeader('Content-Type', 'text/plain');
      res.end('fell through');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: MockServer['call'] = async (method, path, callOptions = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...callOptions.headers };
    if (callOptions.body !== undefined) headers['Content-Type'] = 'application/json';
    if (callOptions.token) headers.Authorization = `Bearer ${callOptions.token}`;
    const response = await fetch(url + path, { method, headers, body: callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text (only fall-through answers are plain text).
    }
    return { status: response.status, body: body as never, headers: response.headers };
  };

  return {
    api,
    url,
    call,
    async login(key) {
      const user = demoUser(key);
      const answer = await call<{ token: string }>('POST', '/admin/auth/autenticar', { body: { email: user.email, password: user.password } });
      if (answer.status !== 200) throw new Error(`login de ${key} falhou: ${answer.status}`);
      return answer.body.token;
    },
    close: () => new Promise<void>((resolve, reject) => {
      api.close();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}

/** The mock API of one test file, as `withMockApi` gives it. */
export interface MockApiFixture {
  /** The running server (set once the file's `beforeAll` has run). */
  readonly server: MockServer;
  /** The bearer token of the user signed in for the current test. */
  readonly token: string;
  /** Signs another demo user in; later `post` and `get` calls go as that user. */
  signIn(key: DemoUser['key']): Promise<void>;
  /** POSTs `body` as JSON, as the signed-in user. */
  post<T = Row>(path: string, body?: Record<string, unknown>): Promise<Answer<T>>;
  /** GETs `path` as the signed-in user. */
  get<T = Row>(path: string): Promise<Answer<T>>;
}

/**
 * Starts one mock server for the calling test file (closed after it); before each test its data is reset and
 * `user` signs in. `now` freezes the mock's clock so dated answers do not depend on the day.
 */
export function withMockApi(options: { user: DemoUser['key']; now?: Date }): MockApiFixture {
  let server: MockServer | undefined;
  let token = '';
  const running = (): MockServer => {
    if (!server) throw new Error('withMockApi: o servidor simulado ainda não subiu (use-o dentro de um teste)');
    return server;
  };
  beforeAll(async () => {
    const now = options.now;
    server = await startMockServer(now ? { now: () => now } : {});
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await running().call('POST', '/__mock/reset');
    token = await running().login(options.user);
  });
  return {
    get server() {
      return running();
    },
    get token() {
      return token;
    },
    async signIn(key) {
      token = await running().login(key);
    },
    post: (path, body = {}) => running().call('POST', path, { token, body }),
    get: (path) => running().call('GET', path, { token }),
  };
}
