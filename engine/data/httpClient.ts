import axios from 'redaxios';
import { ApiError } from './ApiError';

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
  /** Called once per 401 response, before the request rejects (ends the session, goes to /login). */
  onUnauthorized?: (error: ApiError) => void;
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
  500: 'O servidor encontrou um erro. Tente novamente.',
  502: 'O servidor está indisponível. Tente novamente.',
  503: 'O servidor está indisponível. Tente novamente.',
};

function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? `O servidor respondeu com erro (${status}).`;
}

function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

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

  return {
    async request<T>(req: HttpRequest): Promise<T> {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
      // redaxios ignores `signal`, so the abort travels through our own fetch.
      const fetchWithSignal = ((input: RequestInfo | URL, init?: RequestInit) =>
        baseFetch(input, { ...init, signal })) as typeof fetch;
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
        const failed = thrown as { status?: number; data?: unknown; name?: string };
        if (typeof failed?.status === 'number' && failed.status > 0) {
          const data = parseBody(failed.data);
          const error = new ApiError(serverMessage(data) ?? statusMessage(failed.status), {
            status: failed.status, reason: 'http', data,
          });
          if (failed.status === 401) options.onUnauthorized?.(error);
          throw error;
        }
        if (req.signal?.aborted) throw new ApiError('Requisição cancelada.', { reason: 'aborted' });
        if (timeout.aborted) {
          throw new ApiError('O servidor demorou demais para responder. Tente novamente.', { reason: 'timeout' });
        }
        throw new ApiError('Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.', {
          reason: 'network',
        });
      }
      const data = parseBody(response.data);
      if (data === INVALID) {
        throw new ApiError('O servidor enviou uma resposta inválida.', { status: response.status, reason: 'shape' });
      }
      return data as T;
    },
  };
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
