import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origins of the built app with its mock API, one per test worker, e.g. http://127.0.0.1:41234 */
    baseUrls: string[];
    /** The checkout copy each server's definition-studio endpoint reads and writes (STUDIO_ROOT), by worker. */
    studioRoots: string[];
  }
}

/** How many e2e files run at once (vitest.e2e.config.ts `maxWorkers` reads the same variable). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

/**
 * Serves the built app (dist/) with the mock API on free loopback ports: one server per worker, so a file's
 * `/__mock/reset` never touches the data another file is using. E2E_DIST serves another build folder
 * (e.g. `vite build --outDir /tmp/dist-x`), so parallel work does not overwrite the shared dist/.
 */
export default async function setup(project: TestProject) {
  const servers: PreviewServer[] = [];
  const dataDirs: string[] = [];
  const studioRoots: string[] = [];
  // The tests drive the mock through /__mock/* (reset, fail, outbox), answered only with MOCK_CONTROLS=1; each
  // server starts from the demonstration data, in a fresh data folder of its own (mocks/README.md).
  process.env.MOCK_CONTROLS = '1';
  for (let index = 0; index < E2E_WORKERS; index++) {
    // In memory when the machine has it: every mock write is fsynced, and a disk busy flushing (npm ci, the
    // build, three browsers) must not stall the one process that serves all the workers.
    dataDirs.push(mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'backoffice-e2e-mock-')));
    process.env.MOCK_DATA_DIR = dataDirs[index];
    // The studio's save endpoint writes to a copy of the definitions, never to the checkout under test.
    const studioRoot = mkdtempSync(join(tmpdir(), 'backoffice-e2e-studio-'));
    for (const part of ['screens', 'schemas', 'menu.json', 'permissions.json']) cpSync(part, join(studioRoot, part), { recursive: true });
    studioRoots.push(studioRoot);
    process.env.STUDIO_ROOT = studioRoot;
    servers.push(
      await preview({
        configFile: 'vite.config.ts',
        logLevel: 'warn',
        build: process.env.E2E_DIST ? { outDir: process.env.E2E_DIST } : undefined,
        preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
      }),
    );
  }
  project.provide(
    'baseUrls',
    servers.map((server) => {
      const address = server.httpServer.address();
      if (!address || typeof address === 'string') throw new Error('preview server has no port');
      return `http://127.0.0.1:${address.port}`;
    }),
  );
  project.provide('studioRoots', studioRoots);
  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.httpServer.close(() => resolve()))));
    for (const dir of [...dataDirs, ...studioRoots]) rmSync(dir, { recursive: true, force: true });
  };
}
