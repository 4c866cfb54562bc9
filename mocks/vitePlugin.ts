/**
 * Vite plugin that serves the mock API on the app's own origin, in `vite` (dev) and in `vite preview` (what
 * `npm start`, the e2e tests and the bench run). Settings come from the environment (see api.ts optionsFromEnv):
 * MOCK_SCALE, MOCK_TOKEN_TTL, MOCK_DATA_DIR (default .mock-data; writes survive a restart) and MOCK_CONTROLS=1.
 */
import type { Plugin } from 'vite';
import { createMockApi, optionsFromEnv, type MockApi } from './api.ts';

/** The Vite plugin of the mock API (one mock API per server). */
export function mockApiPlugin(): Plugin {
  const mount = (server: { middlewares: { use(handler: MockApi['middleware']): unknown }; httpServer?: { once(event: 'close', listener: () => void): unknown } | null }) => {
    const api = createMockApi(optionsFromEnv());
    // Added directly (not from a returned hook), so it runs before Vite's static files and SPA fallback.
    server.middlewares.use(api.middleware);
    server.httpServer?.once('close', () => api.close());
    // A server stopped by a signal (Ctrl-C) skips this; its journal already holds every write.
    process.once('exit', () => api.close());
    // Generate the large tables once the server is up, so the first request does not wait for them.
    setImmediate(() => {
      try {
        api.warmUp();
      } catch (error) {
        console.error('[mocks] falha ao gerar os dados de demonstração', error);
      }
    });
  };
  return {
    name: 'backoffice-mock-api',
    configureServer: (server) => mount(server),
    configurePreviewServer: (server) => mount(server),
  };
}
