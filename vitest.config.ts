import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and component tests: happy-dom unless a file says otherwise. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'forks',
    testTimeout: 15_000,
  },
});
