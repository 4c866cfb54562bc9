import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real Chromium (Debian's) driven by playwright-core against the built app served by
 * `vite preview` with the mock API. One file at a time: the machine has 2 cores.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
