import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ICONS_ROOT = join(dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated');
const ICONS_VERSION: string = (require('@blueprintjs/icons/package.json') as { version: string }).version;
const SIZES = ['16px', '20px'] as const;
const NAME = /^[a-z0-9-]+$/;
const ICON_NAMES_SHIM = '\0engine-blueprint-icon-names';

/**
 * Stand-in for @blueprintjs/icons' `iconNames` module, which builds a table of all 2 000 icon names (≈13 KB
 * gzip on every page, the sign-in page included) only so `Icons.isValidIconName` can look names up. Names
 * reaching Blueprint come from typed code or from definitions whose icons `npm run validate` checks against
 * the real list, so a well-formed kebab-case name is enough here. `IconNames.SOME_NAME` / `SomeName` still
 * read as `some-name`. `Icons.loadAll()` (which lists every name) is not used by the app.
 */
const ICON_NAMES_SHIM_CODE = `
const toKebab = (key) => key.replace(/_/g, '-').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const IconNames = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? toKebab(key) : undefined) });
export const IconNamesSet = { has: (name) => typeof name === 'string' && /^[a-z0-9-]+$/.test(name) };
`;

/** URL path (below the app's base) where the icon modules are served: versioned, so caches never go stale. */
const ICONS_PATH = `icons/${ICONS_VERSION}`;

/**
 * Serves each Blueprint icon's SVG paths as its own tiny ES module at `<base>icons/<version>/<size>/<name>.js`
 * (copied from @blueprintjs/icons at build time, read from node_modules in dev). The app's icon loader
 * imports them by URL, so no chunk has to list the 2 000 icons and a page downloads only the icons it draws.
 */
export function iconAssetsPlugin(): Plugin {
  return {
    name: 'engine-icon-assets',
    // Before Vite's own resolver, so the iconNames stand-in wins.
    enforce: 'pre',
    config: () => ({ define: { __ICONS_PATH__: JSON.stringify(ICONS_PATH) } }),
    resolveId(source, importer) {
      if (source === './iconNames' && importer && /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]/.test(importer)) {
        return ICON_NAMES_SHIM;
      }
      return null;
    },
    load(id) {
      return id === ICON_NAMES_SHIM ? ICON_NAMES_SHIM_CODE : null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/icons\/([^/]+)\/(16px|20px)\/([^/]+)\.js$/.exec((req.url ?? '').split('?')[0]);
        if (!match || match[1] !== ICONS_VERSION || !NAME.test(match[3])) return next();
        try {
          const source = readFileSync(join(ICONS_ROOT, match[2], 'paths', `${match[3]}.js`), 'utf8');
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.end(source.replace(/\/\/# sourceMappingURL=.*$/m, ''));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const size of SIZES) {
        const dir = join(ICONS_ROOT, size, 'paths');
        for (const file of readdirSync(dir)) {
          if (!file.endsWith('.js')) continue;
          const source = readFileSync(join(dir, file), 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '');
          this.emitFile({ type: 'asset', fileName: `${ICONS_PATH}/${size}/${file}`, source });
        }
      }
    },
  };
}
