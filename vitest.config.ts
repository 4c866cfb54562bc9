import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { screensVitePlugin } from './engine/tooling/definitions/vitePlugin.ts';
import { iconAssetsPlugin } from './engine/tooling/iconAssetsPlugin.ts';
import { EnvironmentSequencer } from './tests/unit/environmentSequencer.ts';

/** Unit and component tests: happy-dom unless a file says otherwise. */
export default defineConfig({
  // Resolves `virtual:screens` (so tests can vi.mock it: an unresolvable import fails before the mock applies) and
  // the icon modules the shell imports (`virtual:icons/*`).
  plugins: [react(), screensVitePlugin(), iconAssetsPlugin()],
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    pool: 'forks',
    // Both cores (vitest's default leaves one free), and one module graph per worker instead of per file:
    // importing rjsf, Blueprint and the engine again for each of ~75 files cost more than the tests. A test
    // that needs fresh module state (a loader that keeps a chunk) takes it with vi.resetModules().
    maxWorkers: Math.max(1, Number(process.env.UNIT_WORKERS ?? 2)),
    isolate: false,
    // Files of one environment in a row, so a worker keeps its module graph from one file to the next.
    sequence: { sequencer: EnvironmentSequencer },
    testTimeout: 15_000,
  },
});
