/**
 * Vite plugin that serves the mock API on the app's own origin, in `vite` (dev) and in `vite preview`
 * (what `npm start`, the e2e tests and the bench run). One mock API per server; its data lives as long as
 * the process. Only /api/**, /admin/** and /__mock/** are answered; everything else goes on to Vite.
 */
import type { Plugin } from 'vite';
import { createMockApi, optionsFromEnv, type MockApi } from './createMockApi.ts';

/** The Vite plugin of the mock API (reads MOCK_SCALE and MOCK_TOKEN_TTL when a server starts). */
export function mockApiPlugin(): Plugin {
  const mount = (middlewares: { use(handler: MockApi['middleware']): unknown }) => {
    const api = createMockApi(optionsFromEnv());
    // Added directly (not from a returned hook), so it runs before Vite's static files and SPA fallback.
    middlewares.use(api.middleware);
    // Generate the data once the server is up, so the first request does not wait for it.
    setImmediate(() => {
      try {
        api.warmUp();
      } catch (error) {
        // The first request will generate (and report) again; the server must not die here.
        console.error('[mocks] falha ao gerar os dados de demonstração', error);
      }
    });
  };
  return {
    name: 'backoffice-mock-api',
    configureServer(server) {
      mount(server.middlewares);
    },
    configurePreviewServer(server) {
      mount(server.middlewares);
    },
  };
}
