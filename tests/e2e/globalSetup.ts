import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the built app with its mock API, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

/** Serves the built app (dist/) with the mock API on a free loopback port for every e2e file. */
export default async function setup(project: TestProject) {
  // E2E_DIST serves another build folder (e.g. `vite build --outDir /tmp/dist-x`), so parallel work
  // does not overwrite the shared dist/.
  const server = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: process.env.E2E_DIST ? { outDir: process.env.E2E_DIST } : undefined,
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
