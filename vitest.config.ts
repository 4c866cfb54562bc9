import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { screensVitePlugin } from './engine/tooling/definitions/vitePlugin.ts';

/** Unit and component tests: happy-dom unless a file says otherwise. */
export default defineConfig({
  // Resolves `virtual:screens`, so tests can vi.mock it (an unresolvable import fails before the mock applies).
  plugins: [react(), screensVitePlugin()],
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'forks',
    testTimeout: 15_000,
  },
});
