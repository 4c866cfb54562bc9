import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real Chromium (Debian's) driven by playwright-core against the built app served by
 * `vite preview` with the mock API. Three files at a time (E2E_WORKERS), each against its own server: the
 * tests mostly wait on the browser, so three of them share the machine's 2 cores (≈ 20 % faster than two).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: true,
    maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 3)),
    pool: 'forks',
    // One module graph per worker (playwright-core, the harness, the definitions' validation the generated checks
    // import), not one per file: each file still launches its own browser and resets its own mock data.
    isolate: false,
    testTimeout: 60_000,
    // A page on a loaded CI machine can take seconds to show what a poll waits for (the 1 s default flaked);
    // a poll still ends as soon as it passes.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
