// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../engine/data/ApiError';
import { createHttpClient } from '../../../engine/data/httpClient';

/** A fetch that answers with a body and a status (Response is Node's own). */
function answering(body: string, init: ResponseInit = { status: 200 }) {
  return vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'application/json' }, ...init }));
}

function client(fetch: typeof globalThis.fetch, extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ baseUrl: 'https://api.exemplo.com.br', getToken: () => 'tok', fetch, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the request did not fail');
}

describe('http client', () => {
  it('sends the bearer token, JSON body and query; parses the JSON answer', async () => {
    const fetch = answering('{"cupons":[]}');
    const answer = await client(fetch).request({ method: 'POST', url: '/api/cupons', body: { Nome: 'x' }, query: { a: 1, b: null, c: '' } });
    expect(answer).toEqual({ cupons: [] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.exemplo.com.br/api/cupons?a=1');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(init.body).toBe('{"Nome":"x"}');
  });

  it('a body cut short (page left mid-answer, connection dropped) is no answer, not an invalid one', async () => {
    const cutShort = vi.fn(async () => new Response(new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"user":'));
        controller.error(new TypeError('network error'));
      },
    }), { status: 200 }));
    const error = await failure(client(cutShort).request({ method: 'GET', url: '/admin/user' }));
    expect(error.reason).toBe('network');
    expect(error.message).toBe('Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.');
  });

  it('a 204 answer (no body) is an empty answer', async () => {
    const noContent = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(client(noContent).request({ method: 'DELETE', url: '/api/cupons/1' })).resolves.toBeNull();
  });

  it("turns an error status into the server's message, or a pt-BR one by status", async () => {
    expect((await failure(client(answering('{"message":"Cupom já existe."}', { status: 400 })).request({ method: 'POST', url: '/x' }))).message).toBe('Cupom já existe.');
    const error = await failure(client(answering('', { status: 500 })).request({ method: 'GET', url: '/x' }));
    expect(error.message).toBe('O servidor encontrou um erro. Tente novamente.');
    expect(error.status).toBe(500);
  });

  it('calls onUnauthorized once on a 401, then rejects', async () => {
    const onUnauthorized = vi.fn();
    const error = await failure(client(answering('{"message":"access_token expired"}', { status: 401 }), { onUnauthorized }).request({ method: 'GET', url: '/x' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(401);
  });

  it('refuses an answer that is not JSON (an HTML error page) as a shape error', async () => {
    const error = await failure(client(answering('<html>Bad gateway</html>')).request({ method: 'GET', url: '/x' }));
    expect(error.reason).toBe('shape');
    expect(error.message).toBe('O servidor enviou uma resposta inválida.');
  });

  it('lets a request outlive the page only when asked (keepalive)', async () => {
    const fetch = answering('{}');
    await client(fetch).request({ method: 'PUT', url: '/admin/user', body: { data: {} }, keepalive: true });
    await client(fetch).request({ method: 'PUT', url: '/admin/user', body: { data: {} } });
    const inits = fetch.mock.calls.map((call) => (call as unknown as [unknown, RequestInit])[1]);
    expect(inits[0].keepalive).toBe(true);
    expect(inits[1].keepalive).toBeUndefined();
  });

  it('gives up after the timeout with a pt-BR message', async () => {
    const never = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const error = await failure(client(never as typeof fetch, { timeoutMs: 20 }).request({ method: 'GET', url: '/x' }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('O servidor demorou demais para responder. Tente novamente.');
  });

  it('reports a network failure and an abort by the caller apart', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(client(offline).request({ method: 'GET', url: '/x' }))).reason).toBe('network');
    const controller = new AbortController();
    const pending = client(answering('{}')).request({ method: 'GET', url: '/x', signal: controller.signal });
    controller.abort();
    const aborted = await pending.then(() => null, (error: ApiError) => error);
    // Aborted before the answer: either the fetch saw the signal or the answer came first.
    if (aborted) expect(aborted.reason).toBe('aborted');
  });

  it('shows known server texts in pt-BR, never the raw English', async () => {
    const expired = await failure(client(answering('{"message":"access_token expired"}', { status: 401 })).request({ method: 'GET', url: '/x' }));
    expect(expired.message).toBe('Sua sessão expirou. Entre novamente.');
    const invalid = await failure(client(answering('{"message":"Invalid access_token"}', { status: 401 })).request({ method: 'GET', url: '/x' }));
    expect(invalid.message).toBe('Sua sessão não é mais válida. Entre novamente.');
    // An unknown English 401 reason says no more than the status.
    const other = await failure(client(answering('{"message":"Token revoked by admin"}', { status: 401 })).request({ method: 'GET', url: '/x' }));
    expect(other.message).toBe('Sua sessão expirou. Entre novamente.');
    const phrase = await failure(client(answering('{"message":"Internal Server Error"}', { status: 500 })).request({ method: 'GET', url: '/x' }));
    expect(phrase.message).toBe('O servidor encontrou um erro. Tente novamente.');
    const bare = await failure(client(answering('{"message":"Request failed with status code 503"}', { status: 503 })).request({ method: 'GET', url: '/x' }));
    expect(bare.message).toBe('O servidor está indisponível. Tente novamente.');
    const html = await failure(client(answering('<html><body>502 Bad Gateway</body></html>', { status: 502 })).request({ method: 'GET', url: '/x' }));
    expect(html.message).toBe('O servidor está indisponível. Tente novamente.');
  });

  it('a write that answers 401 waits for the sign-in, then goes once more with the new token', async () => {
    let token = 'old';
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === 'Bearer new' ? new Response('{"ok":true}', { status: 200 }) : new Response('{"message":"access_token expired"}', { status: 401 });
    });
    const onUnauthorized = vi.fn();
    const reauthenticate = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const http = createHttpClient({ baseUrl: '', getToken: () => token, fetch, onUnauthorized, reauthenticate });
    expect(await http.request({ method: 'POST', url: '/save', body: { Nome: 'x' }, write: true })).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBe('{"Nome":"x"}');
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a write is not retried when another user signed in (or the session was left), and is retried only once', async () => {
    const fetch = answering('{"message":"access_token expired"}', { status: 401 });
    const refused = await failure(client(fetch, { reauthenticate: async () => false }).request({ method: 'POST', url: '/save', write: true }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(refused.status).toBe(401);
    expect(refused.message).toMatch(/^Nada foi salvo/);
    const again = answering('{"message":"access_token expired"}', { status: 401 });
    const reauthenticate = vi.fn(async () => true);
    await failure(client(again, { reauthenticate }).request({ method: 'POST', url: '/save', write: true }));
    expect(again).toHaveBeenCalledTimes(2);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });

  it('a read that answers 401 ends the session as before', async () => {
    const onUnauthorized = vi.fn();
    const reauthenticate = vi.fn(async () => true);
    await failure(client(answering('{"message":"Invalid access_token"}', { status: 401 }), { onUnauthorized, reauthenticate }).request({ method: 'POST', url: '/list' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('a 429 waits out a short Retry-After and tries once more; a long one says how long to wait', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => (++calls === 1
      ? new Response('{"message":"Too Many Requests"}', { status: 429, headers: { 'Retry-After': '0' } })
      : new Response('{"ok":1}', { status: 200 })));
    expect(await client(fetch).request({ method: 'GET', url: '/x' })).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    const long = answering('{"message":"Too Many Requests"}', { status: 429, headers: { 'Retry-After': '120' } });
    const error = await failure(client(long).request({ method: 'GET', url: '/x' }));
    expect(long).toHaveBeenCalledTimes(1);
    expect(error.message).toBe('Muitas requisições em pouco tempo. Tente novamente em 120 s.');
    expect(error.retryAfterMs).toBe(120_000);
  });
});
