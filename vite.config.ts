import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { screensVitePlugin } from './engine/tooling/definitions/vitePlugin.ts';
import { mockApiPlugin } from './mocks/vitePlugin.ts';
import { iconAssetsPlugin } from './engine/tooling/iconAssetsPlugin.ts';
import { securityHeadersPlugin } from './engine/tooling/security/securityPlugin.ts';
import { studioServerPlugin } from './engine/tooling/studio/studioServerPlugin.ts';

// API_URL (build-time env) points the app at a real server; unset, it talks to the mock API on its own origin.
export default defineConfig({
  envPrefix: ['VITE_', 'API_URL'],
  plugins: [react(), screensVitePlugin(), securityHeadersPlugin(), mockApiPlugin(), iconAssetsPlugin(), studioServerPlugin()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically runs at every start anyway: in one file rather than ~45
          // small ones, which HTTP/1.1 fetched six at a time ahead of the first screen's own chunks. The
          // screens' chunks stay split by kind and screen (one group for them pulled the forms' code into the
          // login page and the lists).
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173) },
  server: { host: '127.0.0.1' },
});
