import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { screensVitePlugin } from './engine/tooling/definitions/vitePlugin.ts';
import { mockApiPlugin } from './mocks/vitePlugin.ts';
import { bundleBudgetPlugin } from './engine/tooling/bundleBudgetPlugin.ts';
import { iconAssetsPlugin } from './engine/tooling/iconAssetsPlugin.ts';
import { terserPassPlugin } from './engine/tooling/terserPassPlugin.ts';
import { precompressPlugin } from './engine/tooling/precompressPlugin.ts';
import { blueprintProductionPlugin } from './engine/tooling/blueprintProductionPlugin.ts';
import { partChunk } from './engine/tooling/partChunkPlugin.ts';
import { securityHeadersPlugin } from './engine/tooling/security/securityPlugin.ts';
import { studioServerPlugin } from './engine/tooling/studio/studioServerPlugin.ts';

// The signed-in part of the app (its routes, shell and data layer) in one chunk; the entry and the public pages
// (the sign-in page and its forgot-password form, registration, password reset) load without it.
const signedInPart = partChunk({
  name: 'signedIn',
  part: 'engine/app/signedIn.ts',
  without: [
    'engine/app/main.tsx', 'engine/kinds/custom/CustomScreen.tsx', 'engine/auth/pages/LoginPage.tsx', 'engine/auth/pages/ForgotPasswordForm.tsx',
    'engine/auth/pages/RegisterPage.tsx', 'engine/auth/pages/ResetPasswordPage.tsx',
  ],
  // The list's renderer, what most signed-in starts open (35 of the menu's screens): in the part's chunk, it arrives
  // with it instead of ~12 files asked for once the part ran (first row -40 ms in an A/B of 30 loads; first list
  // 133.7 -> 127.0 KB). A start on another kind loads it unused (≈10 KB).
  with: ['engine/kinds/list/ListScreen.tsx'],
  // Blueprint's parts that only signed-in screens draw: the tag of a status cell (and its remove icon), a list's
  // page-size select.
  also: /@blueprintjs[\\/](core[\\/]lib[\\/]esm[\\/](components[\\/]((tag|html-select|html-table)[\\/]|button[\\/]buttonGroup\.js$)|common[\\/]utils[\\/](compareUtils|functionUtils)\.js$)|icons[\\/]lib[\\/]esm[\\/]generated[\\/]components[\\/](small-cross|double-caret-vertical|caret-down)\.js$)/,
});

// API_URL (build-time env) points the app at a real server; unset, it talks to the mock API on its own origin.
export default defineConfig({
  envPrefix: ['VITE_', 'API_URL'],
  plugins: [signedInPart.plugin, react(), screensVitePlugin(), securityHeadersPlugin(), mockApiPlugin(), iconAssetsPlugin(), studioServerPlugin(), blueprintProductionPlugin(), terserPassPlugin(), precompressPlugin(),
    bundleBudgetPlugin([
      // A list opened by a returning user: the entry, the signed-in part and the list's renderer (in the part's chunk)
      // with what they import (its definition and the shell's icons come on top, ≈4.5 KB). 127.0 KB now; the goal is ≤ 0.35 of the
      // react-admin peer's first list, 139.4 KB with those on top (issue 14, `npm run bench`): past 135 KB it is lost.
      { name: 'primeira lista', parts: ['engine/app/signedIn.ts', 'engine/kinds/list/ListScreen.tsx'], maxKB: 135 },
      // The sign-in page: the entry, the custom screen kind and the login form (its definition comes on top, 0.3 KB).
      // 98.7 KB now; the goal is 100 KB.
      { name: 'login', parts: ['engine/kinds/custom/CustomScreen.tsx', 'engine/auth/pages/LoginPage.tsx'], maxKB: 99.6 },
    ]),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    modulePreload: {
      // A definition's chunk is fetched by its import, and what it imports (a form's validator runtime) comes with
      // the form's renderer, fetched beside it: listing them for each of ~45 form definitions took 0.5 KB of the
      // entry chunk on every page.
      resolveDependencies: (file, deps) => (/^assets\/d-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The shared chunks' names list every part that uses them (≈100 characters), repeated in every import and
        // in the preload map of the parts: a short name took 1.4 KB off a list's first download. The screens'
        // definitions (`d-`) likewise: their ids are in the route index already, and named after them each id was
        // there twice more, in its loader's file name and preload map (−0.4 KB on every page).
        // Their CSS too (the shared code's styles are named after the same parts).
        assetFileNames: (asset) => (asset.names.some((name) => name.startsWith('shared~')) ? 'assets/s-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        chunkFileNames: (chunk) => {
          if (chunk.name.startsWith('shared')) return 'assets/s-[hash].js';
          return chunk.facadeModuleId?.startsWith('\0virtual:screens/screen/') ? 'assets/d-[hash].js' : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // A group takes the modules it names, not everything they import: the signed-in part's group would
          // otherwise take the Blueprint inputs its page search shares with the sign-in page, and that page would
          // load the whole part (+21 KB).
          includeDependenciesRecursively: false,
          // Everything the entry imports statically runs at every start anyway: in one file rather than ~45
          // small ones, which HTTP/1.1 fetched six at a time ahead of the first screen's own chunks. The
          // screens' chunks stay split by kind and screen (one group for them pulled the forms' code into the
          // login page and the lists).
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            // The signed-in part, whole (partChunk): split by the lazy chunks that share its modules, it was ~12 files
            // that every signed-in page loaded anyway, compressed apart (−2.2 KB on the first list).
            signedInPart.group,
            // The ui layer's small hooks in one file of their own: merged into their nearest neighbour, one of them
            // (useDebouncedValue, 0.1 KB) made the shell load the hierarchy browser's code and Blueprint's overlays.
            { name: 'ui-hooks', test: /engine[\\/]ui[\\/]use[A-Z]\w*\.ts$/, priority: 1.5 },
            // The forms' and the lists' texts likewise: merged, they brought the forms' validator (≈25 KB) to a list.
            { name: 'texts', test: /engine[\\/]core[\\/]i18n[\\/]messages\.ts$/, priority: 1.5 },
            // The screens' titles (the page search's and the home page's) too: merged, they went to every list.
            { name: 'titles', test: /virtual:screens\/titles$/, priority: 1.5 },
            // The screens' actions likewise: merged with Blueprint's checkbox, they went to the sign-in page (+2 KB).
            { name: 'actions', test: /engine[\\/]kinds[\\/]actions[\\/]/, priority: 1.5 },
            // Blueprint's inputs, card and checkbox, which the sign-in page and the signed-in part both import: one
            // file (the part's one import besides the entry) rather than three. Merged by the bundler, the card and
            // checkbox went with the forms' code (+150 KB on both pages).
            { name: 'inputs', test: /@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/](components[\\/](card[\\/]card|forms[\\/](controls|inputGroup|asyncControllableInput|formGroup))|common[\\/]abstractPureComponent)\.js$/, priority: 1.5 },
            // Code the lazy parts share is grouped by the set of parts that use it, and a set's share under 9 KB
            // joins a neighbouring chunk: a list's first visit fetched ~47 files, most under 1 KB, whose queue held
            // its data call back; now ~18. The neighbour is chosen by size, so a part may then load code it does not
            // need (twice a 0.2 KB module took a list to the forms' 160 KB: the download budget above fails such a
            // build). Measured when set (first list, on the wire): 0 → 147.1 KB in 38 files, 3 KB → 149.5,
            // 6 KB → 147.6, 8–10 KB → 146.2 in 17, 12.5 KB → 148.5, 20 KB → 170.2; the sign-in page 112.3–112.6 KB
            // from 6 KB up. Measure again after a change that moves shared code.
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 9_000, priority: 1 },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173) },
  server: { host: '127.0.0.1' },
});
