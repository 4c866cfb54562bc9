import { createDataProvider } from '../data/createDataProvider';
import { createHttpClient } from '../data/httpClient';
import type { ApiError } from '../data/ApiError';

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to 401 answers of any call (the session ends itself and goes to /login). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The one http client of the app: bearer token from localStorage, 20 s timeout, 401 → session end. */
export const http = createHttpClient({
  baseUrl: (import.meta.env.API_URL as string | undefined)?.replace(/\/$/, '') ?? '',
  getToken: () => window.localStorage.getItem('access_token'),
  onUnauthorized: (error) => unauthorizedListeners.forEach((listener) => listener(error)),
  timeoutMs: 20_000,
});

/** The DataProvider every screen uses. */
export const dataProvider = createDataProvider(http);
