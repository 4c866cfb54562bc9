import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/** Set by iconAssetsPlugin (vite.config.ts): where the per-icon modules are served. */
declare const __ICONS_PATH__: string;

const NAME = /^[a-z0-9-]+$/;

/** The known icons' module, once asked for: one request for the menu's and the screens' icons. */
let common: Promise<Record<string, string[]>> | null = null;

/**
 * Starts fetching the icons the signed-in app is known to draw (call when the shell is on its way). The public
 * pages draw a handful of icons and never ask: they load those one by one.
 */
export function loadCommonIcons(): Promise<Record<string, string[]>> {
  common ??= import('virtual:icons/common').then(
    (module) => module.icons16,
    // Without it every icon still loads on its own.
    () => ({}),
  );
  return common;
}

/**
 * Loads the SVG paths of one icon at one size: the icons the app is known to draw come from one module;
 * any other from its own module. Blueprint's default loader keeps every icon of a size in one chunk
 * (≈100 KB gzip each), so a page showing a few menu icons downloaded 2 000; one module per icon made the
 * menu alone 70 requests.
 */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  if (!NAME.test(name)) throw new Error(`[engine] invalid Blueprint icon name "${name}"`);
  if (size !== IconSize.LARGE && common) {
    const known = (await common)[name];
    if (known) return known as IconPaths;
  }
  const folder = size === IconSize.LARGE ? '20px' : '16px';
  const url = `${import.meta.env.BASE_URL}${__ICONS_PATH__}/${folder}/${name}.js`;
  const module = (await import(/* @vite-ignore */ url)) as { default: IconPaths };
  return module.default;
}

/** Makes Blueprint's <Icon> load icons this way; call once before the first render. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
