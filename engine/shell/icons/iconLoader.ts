import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/** Set by iconAssetsPlugin (vite.config.ts): where the per-icon modules are served. */
declare const __ICONS_PATH__: string;

const NAME = /^[a-z0-9-]+$/;

/**
 * Loads the SVG paths of one icon at one size from its own module. Blueprint's default loader keeps every
 * icon of a size in one chunk (≈100 KB gzip each), so a page showing a few menu icons downloaded 2 000.
 */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  if (!NAME.test(name)) throw new Error(`[engine] invalid Blueprint icon name "${name}"`);
  const folder = size === IconSize.LARGE ? '20px' : '16px';
  const url = `${import.meta.env.BASE_URL}${__ICONS_PATH__}/${folder}/${name}.js`;
  const module = (await import(/* @vite-ignore */ url)) as { default: IconPaths };
  return module.default;
}

/** Makes Blueprint's <Icon> fetch each icon on its own; call once before the first render. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
