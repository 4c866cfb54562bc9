import type { ApiError } from '../data/ApiError';
import { readStoredToken } from '../auth/storedSession';
import { createHttpClient, type HttpClient } from '../data/httpClient';
import { createLeaveGuard, type LeaveGuard } from '../ui/leaveGuard';
import { createNotifier, type Notifier } from '../ui/notifier';
import type { EngineRegistry } from '../ui/RegistryContext';
import { createAppRegistry } from './registry';

/**
 * What the whole app is built from, signed in or not, made in one place (main.tsx; tests make their own). The
 * signed-in screens' services (data provider, removals, cell formats) come with their part: `signedInServices`.
 */
export interface AppServices {
  /** The one http client: bearer token from localStorage, 20 s timeout, 401 → session end. */
  http: HttpClient;
  /** The stored access token, read when asked (the cache of lists keeps each user's pages apart with it). */
  token(): string | null;
  /** The one notifier (toasts). */
  notifier: Notifier;
  /** The one leave guard (unsaved changes). */
  leaveGuard: LeaveGuard;
  /** Screen kinds and custom components. */
  registry: EngineRegistry;
  /** Subscribes to 401 answers of reads (the session ends itself and goes to /login). */
  onUnauthorized(listener: (error: ApiError) => void): () => void;
  /**
   * Sets who holds a write that answered 401 until the user signs in again (the session's sign-in dialog);
   * it resolves true to retry the write. Without one, a write's 401 ends the session as a read's does.
   */
  handleReauthentication(handler: (error: ApiError) => Promise<boolean>): () => void;
}

/** Builds the app's services. `apiUrl` is the real server (`API_URL` at build time); empty = the mock API on this origin. */
export function createServices(apiUrl: string | undefined): AppServices {
  const unauthorizedListeners = new Set<(error: ApiError) => void>();
  let reauthenticate: ((error: ApiError) => Promise<boolean>) | null = null;
  const unauthorized = (error: ApiError) => unauthorizedListeners.forEach((listener) => listener(error));
  const getToken = () => readStoredToken(window.localStorage);
  const http = createHttpClient({
    baseUrl: apiUrl?.replace(/\/$/, '') ?? '',
    getToken,
    onUnauthorized: unauthorized,
    reauthenticate: (error) => {
      if (reauthenticate) return reauthenticate(error);
      unauthorized(error);
      return Promise.resolve(false);
    },
    timeoutMs: 20_000,
  });
  return {
    http,
    token: getToken,
    notifier: createNotifier(),
    leaveGuard: createLeaveGuard(),
    registry: createAppRegistry(),
    onUnauthorized(listener) {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
    handleReauthentication(handler) {
      reauthenticate = handler;
      return () => {
        if (reauthenticate === handler) reauthenticate = null;
      };
    },
  };
}
