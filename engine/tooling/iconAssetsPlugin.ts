import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ICONS_ROOT = join(dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated');
const ICONS_VERSION: string = (require('@blueprintjs/icons/package.json') as { version: string }).version;
const SIZES = ['16px', '20px'] as const;
const NAME = /^[a-z0-9-]+$/;
const ICON_NAMES_SHIM = '\0engine-blueprint-icon-names';
/** The icons the engine's code draws in the signed-in frame and the lists, in one module (see {@link iconsModuleCode}). */
const COMMON_ICONS_ID = 'virtual:icons/common';
const COMMON_ICONS_RESOLVED = '\0virtual:icons/common';
/** The engine's other icons (forms, editors, the studio, the plugins' screens), in a second module. */
const MORE_ICONS_ID = 'virtual:icons/more';
const MORE_ICONS_RESOLVED = '\0virtual:icons/more';
/** The other icons the definitions name (the menu's, the screens' actions), in a third module. */
const DEFINITION_ICONS_ID = 'virtual:icons/definitions';
const DEFINITION_ICONS_RESOLVED = '\0virtual:icons/definitions';
/**
 * The engine's folders whose icons a list's first screen may draw (the frame, the lists, their cells, filters and
 * actions, the shared ui): their icons come with the shell; the rest of the engine's wait for a screen that asks.
 */
const FIRST_SCREEN_FOLDERS = ['app', 'auth', 'core', 'data', 'shell', 'ui', 'kinds/list', 'kinds/actions', 'fields/cells', 'fields/filters'];
/**
 * Files in those folders whose icons only show after the user asks (a menu, a dialog, a drawer, a toast, a
 * selection's bar) or in a browser set up otherwise (another navigation, the studio drafts' banner): their icons
 * wait with the rest of the engine's. Error states stay with the first screen: an offline start must still draw
 * the error panel's icons.
 */
const ON_DEMAND_FILES = [
  'auth/pages/SignInAgainDialog.tsx',
  'kinds/list/BulkBar.tsx', 'kinds/list/SavedViewsMenu.tsx', 'kinds/list/SaveViewDialog.tsx',
  'shell/home/HomePage.tsx', 'shell/shortcuts/ShortcutsEditor.tsx',
  'shell/layout/HorizontalMenu.tsx', 'shell/layout/HorizontalSubmenu.tsx', 'shell/layout/TwoPanelNavbar.tsx',
  'shell/layout/LanguageMenuContent.tsx', 'shell/layout/LocalOverlayBanner.tsx', 'shell/layout/QuickPanel.tsx',
  'shell/layout/SettingsPanel.tsx', 'shell/layout/UserMenuContent.tsx',
  'ui/ToastHost.tsx',
];

/** Every `*.json` under a folder, and every source file of the engine (for the icon names they spell). */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/**
 * The names of the icons the app draws that can be read without running it, in three sets: `common`, every icon
 * the engine's code spells literally (`icon="…"`, `endIcon="…"`, `icon: '…'`, and the names inside an icon
 * prop's expression, such as `icon={dark ? 'flash' : 'moon'}`) in the {@link FIRST_SCREEN_FOLDERS} but not in the
 * {@link ON_DEMAND_FILES}; `more`, the other icons the engine spells (forms, editors, studio, menus and dialogs)
 * that no definition names; `definitions`, the other `"icon"`s of the definitions
 * (screens, menu.json). Icons chosen at run time in other ways still load one by one.
 */
function knownIconNames(root: string): { common: string[]; more: string[]; definitions: string[] } {
  const common = new Set<string>();
  const more = new Set<string>();
  const definitions = new Set<string>();
  const available = (name: string) => existsSync(join(ICONS_ROOT, '16px', 'paths', `${name}.js`));
  const engineRoot = join(root, 'engine');
  for (const file of filesUnder(engineRoot, (name) => /\.tsx?$/.test(name))) {
    const folder = relative(engineRoot, file).split(sep).join('/');
    const first = FIRST_SCREEN_FOLDERS.some((name) => folder.startsWith(`${name}/`)) && !ON_DEMAND_FILES.includes(folder);
    const names = first ? common : more;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\b(?:icon|endIcon|leftIcon|rightIcon)(?:=\{?|:\s*)["']([a-z0-9-]+)["']/g)) {
      // An icon drawn large (`size={22}`, the logo) takes the 20 px paths, which these 16 px modules do not hold.
      const rest = source.slice(match.index + match[0].length, source.indexOf('>', match.index));
      if (Number(/\bsize=\{(\d+)\}/.exec(rest)?.[1] ?? 0) < 20) names.add(match[1]);
    }
    // A name that is no icon (another string of the expression) only fails the `available` check below.
    for (const [, expression] of source.matchAll(/\b(?:icon|endIcon|leftIcon|rightIcon)=\{([^}]*)\}/g)) {
      for (const [, name] of expression.matchAll(/'([a-z0-9-]+)'/g)) names.add(name);
    }
  }
  for (const name of common) more.delete(name);
  const definitionFiles = [...filesUnder(join(root, 'screens'), (name) => name.endsWith('.json')), join(root, 'menu.json')];
  for (const file of definitionFiles) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/"icon"\s*:\s*"([a-z0-9-]+)"/g)) {
      if (!common.has(name)) definitions.add(name);
    }
  }
  // A definition's icon that the engine's later code names too (a menu entry's "people", also the views menu's)
  // comes with the definitions' module: the menu draws it with its other icons, in the same request.
  for (const name of definitions) more.delete(name);
  const known = (names: Set<string>) => [...names].filter(available).sort();
  return { common: known(common), more: known(more), definitions: known(definitions) };
}

/**
 * Source of an icons module (`virtual:icons/common`, `/more`, `/definitions`): 16 px paths keyed by name. The
 * common one also names the icons of the engine's second module (`inMore`, space-separated), so the loader
 * fetches that module for them; any other name is looked for in the definitions' module before it is fetched
 * alone.
 */
function iconsModuleCode(names: readonly string[], inMore?: readonly string[]): string {
  const entries = names.map((name) => {
    const source = readFileSync(join(ICONS_ROOT, '16px', 'paths', `${name}.js`), 'utf8');
    const paths = /export default (\[[\s\S]*?\]);/.exec(source)?.[1] ?? '[]';
    return `  ${JSON.stringify(name)}: ${paths},`;
  });
  const index = inMore ? `export const inMore = ${JSON.stringify(inMore.join(' '))};\n` : '';
  return `export const icons16 = {\n${entries.join('\n')}\n};\n${index}`;
}

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
  let root = process.cwd();
  return {
    name: 'engine-icon-assets',
    // Before Vite's own resolver, so the iconNames stand-in wins.
    enforce: 'pre',
    config: () => ({ define: { __ICONS_PATH__: JSON.stringify(ICONS_PATH) } }),
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source === './iconNames' && importer && /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]/.test(importer)) {
        return ICON_NAMES_SHIM;
      }
      if (source === COMMON_ICONS_ID) return COMMON_ICONS_RESOLVED;
      if (source === MORE_ICONS_ID) return MORE_ICONS_RESOLVED;
      return source === DEFINITION_ICONS_ID ? DEFINITION_ICONS_RESOLVED : null;
    },
    load(id) {
      if (id === COMMON_ICONS_RESOLVED) {
        const sets = knownIconNames(root);
        return iconsModuleCode(sets.common, sets.more);
      }
      if (id === MORE_ICONS_RESOLVED) return iconsModuleCode(knownIconNames(root).more);
      if (id === DEFINITION_ICONS_RESOLVED) return iconsModuleCode(knownIconNames(root).definitions);
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
