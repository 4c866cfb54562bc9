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
});
