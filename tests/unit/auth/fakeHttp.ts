import type { HttpClient, HttpRequest } from '../../../engine/data/httpClient';

/** A route of the fake http client: a value, or a function of the request (throw to fail). */
export type FakeRoute = (req: HttpRequest) => unknown;

/**
 * A fake http client for auth tests: answers by "METHOD url" and records the calls; an unexpected
 * call throws so a test never hits a route it did not mean to.
 */
export function fakeHttp(routes: Record<string, FakeRoute>) {
  const calls: HttpRequest[] = [];
  const http: HttpClient = {
    async request<T>(req: HttpRequest): Promise<T> {
      calls.push(req);
      const handler = routes[`${req.method} ${req.url}`];
      if (!handler) throw new Error(`unexpected call ${req.method} ${req.url}`);
      return (await handler(req)) as T;
    },
  };
  return { http, calls };
}
