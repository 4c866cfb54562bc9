import axios from 'redaxios';
import { ApiError } from './ApiError';
import { knownServerMessage, userServerMessage } from './serverMessages';

/** One request, as the DataProvider and the auth calls describe it. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path relative to the client's base URL, starting with `/`. */
  url: string;
  /** Query-string parameters (undefined and null values are dropped). */
  query?: Record<string, unknown>;
  /** JSON body for non-GET requests. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A save or an action: a 401 then keeps the screen and asks to sign in again (`reauthenticate`) and the
   * request is sent once more, instead of ending the session as a read's 401 does.
   */
  write?: boolean;
  /** Let the request outlive the page (fetch's `keepalive`): a small save sent while the page hides. */
  keepalive?: boolean;
}

/** Sends requests; every failure becomes an ApiError with a pt-BR message. */
export interface HttpClient {
  request<T = unknown>(req: HttpRequest): Promise<T>;
}

/** Settings of the http client; every I/O dependency is passed in so tests can fake it. */
export interface HttpClientOptions {
  /** Base URL of the API (`API_URL` at build time); empty = the app's own origin (mock API). */
  baseUrl: string;
  /** Current access token, read on every call (localStorage `access_token` in the app). */
  getToken: () => string | null;
  /** Called once per 401 response to a read, before the request rejects (ends the session, goes to /login). */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Called on a 401 to a write: resolves true once the same user has signed in again (the request is then
   * sent once more), false when not (another user signed in, or the session was left). Without it a
   * write's 401 is handled as a read's.
   */
  reauthenticate?: (error: ApiError) => Promise<boolean>;
  /** Longest Retry-After (ms) of a 429 that is waited out and retried once; longer ones fail with the wait in the message. */
  maxRetryAfterMs?: number;
  /** Milliseconds before a request is abandoned (redaxios has no timeout of its own). */
  timeoutMs?: number;
  /** The fetch implementation (tests pass a fake). */
  fetch?: typeof fetch;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'A requisição foi recusada pelo servidor.',
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Registro não encontrado.',
  408: 'O servidor demorou demais para responder. Tente novamente.',
  409: 'Este registro foi alterado por outra pessoa. Recarregue e tente novamente.',
  413: 'Os dados enviados são grandes demais.',
  422: 'Alguns dados não foram aceitos pelo servidor. Revise os campos destacados.',
  429: 'Muitas requisições em pouco tempo. Aguarde um instante e tente novamente.',
  500: 'O servidor encontrou um erro. Tente novamente.',
  502: 'O servidor está indisponível. Tente novamente.',
  503: 'O servidor está indisponível. Tente novamente.',
  504: 'O servidor demorou demais para responder. Tente novamente.',
};

function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? `O servidor respondeu com erro (${status}).`;
}

function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return userServerMessage(message);
  }
  return null;
}

/** The message of a failed status: the server's known or own text, except for a 401, whose reasons are the session's. */
function failureMessage(status: number, data: unknown): string {
  if (status === 401) return knownServerMessage(String((data as { message?: unknown } | null)?.message ?? '')) ?? statusMessage(401);
  return serverMessage(data) ?? statusMessage(status);
}

/** Milliseconds a Retry-After header asks to wait (seconds or an HTTP date), or null. */
function retryAfterMs(headers: unknown, now = Date.now()): number | null {
  const value = headers instanceof Headers ? headers.get('Retry-After') : null;
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const SESSION_LEFT = 'Nada foi salvo: a sessão foi encerrada. O que você digitou continua guardado neste navegador.';

function cleanQuery(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** Creates the one http client of the app over redaxios. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;

  // One attempt: every failure becomes an ApiError (the 401 and 429 handling is the caller's).
  async function attempt<T>(req: HttpRequest): Promise<T> {
    // A timer of the page (not AbortSignal.timeout): it runs on the same clock as the rest of the app.
    const timer = new AbortController();
    const timeout = timer.signal;
    const handle = setTimeout(() => timer.abort(), timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    // redaxios ignores `signal`, so the abort travels through our own fetch. The body is read here too:
    // redaxios swallows a failed body read and hands over the status with no data, so a body cut short (the
    // page left or reloaded mid-answer, a dropped connection) read as an invalid answer from the server, and
    // a session restore cut that way threw away a good token.
    const fetchWithSignal = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await baseFetch(input, { ...init, signal, ...(req.keepalive ? { keepalive: true } : {}) });
      const body = await response.text();
      const bodyless = response.status === 204 || response.status === 205 || response.status === 304;
      return new Response(bodyless ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
    }) as typeof fetch;
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;

    let response;
    try {
      response = await axios<string>(options.baseUrl + req.url, {
        method: req.method.toLowerCase() as 'get',
        params: cleanQuery(req.query),
        data: req.method === 'GET' ? undefined : (req.body ?? {}),
        headers,
        responseType: 'text',
        fetch: fetchWithSignal,
      });
    } catch (thrown) {
      clearTimeout(handle);
      const failed = thrown as { status?: number; data?: unknown; headers?: unknown };
      if (typeof failed?.status === 'number' && failed.status > 0) {
        const data = parseBody(failed.data);
        const body = data === INVALID ? null : data;
        throw new ApiError(failureMessage(failed.status, body), {
          status: failed.status, reason: 'http', data: body, retryAfterMs: retryAfterMs(failed.headers),
        });
      }
      if (req.signal?.aborted) throw new ApiError('Requisição cancelada.', { reason: 'aborted' });
      if (timeout.aborted) {
        throw new ApiError('O servidor demorou demais para responder. Tente novamente.', { reason: 'timeout' });
      }
      throw new ApiError('Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.', {
        reason: 'network',
      });
    }
    clearTimeout(handle);
    const data = parseBody(response.data);
    if (data === INVALID) {
      throw new ApiError('O servidor enviou uma resposta inválida.', { status: response.status, reason: 'shape' });
    }
    return data as T;
  }

  // A 429 with a short Retry-After is waited out and sent once more; a longer one says how long to wait.
  async function withRateLimit<T>(req: HttpRequest): Promise<T> {
    try {
      return await attempt<T>(req);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429 || error.retryAfterMs === null) throw error;
      if (error.retryAfterMs > maxRetryAfterMs) {
        const seconds = Math.ceil(error.retryAfterMs / 1000);
        throw new ApiError(`Muitas requisições em pouco tempo. Tente novamente em ${seconds} s.`, {
          status: 429, reason: 'http', data: error.data, retryAfterMs: error.retryAfterMs,
        });
      }
      await sleep(error.retryAfterMs, req.signal);
      return attempt<T>(req);
    }
  }

  return {
    async request<T>(req: HttpRequest): Promise<T> {
      try {
        return await withRateLimit<T>(req);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        if (!req.write || !options.reauthenticate) {
          options.onUnauthorized?.(error);
          throw error;
        }
        // The same user signed in again: the write goes once more with the new token.
        if (await options.reauthenticate(error)) return withRateLimit<T>({ ...req, write: false });
        throw new ApiError(SESSION_LEFT, { status: 401, reason: 'http', data: error.data });
      }
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new ApiError('Requisição cancelada.', { reason: 'aborted' }));
    }, { once: true });
  });
}

const INVALID = Symbol('invalid');

// redaxios leaves a non-JSON body as a string; we ask for text and parse it ourselves so that
// an HTML error page or a truncated body is an error, not data.
function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return INVALID;
  }
}
