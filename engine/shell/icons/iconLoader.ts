import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import { firstScreenReady } from '../../ui/firstScreenReady';

/** Set by iconAssetsPlugin (vite.config.ts): where the per-icon modules are served. */
declare const __ICONS_PATH__: string;

const NAME = /^[a-z0-9-]+$/;

type IconsModule = Record<string, string[]>;
/** The common module: its icons, and the names the engine's second module holds. */
interface CommonIcons {
  icons: IconsModule;
  inMore: ReadonlySet<string>;
}

/** The shell's and the lists' icons' module, once asked for (with the shell). */
let common: Promise<CommonIcons> | null = null;
/** The engine's other icons' module (forms, editors, studio), once a screen draws one of them or when idle. */
let more: Promise<IconsModule> | null = null;
/** The definitions' other icons' module, once asked for (the menu's, the screens' actions). */
let definitions: Promise<IconsModule> | null = null;

// Without its module every icon still loads on its own.
const noIcons = (): IconsModule => ({});

/**
 * Starts fetching the icons the signed-in frame and the lists draw (call when the shell is on its way). The public
 * pages draw a handful of icons and never ask: they load those one by one.
 */
export function loadCommonIcons(): Promise<CommonIcons> {
  common ??= import('virtual:icons/common').then(
    (module) => ({ icons: module.icons16, inMore: new Set(module.inMore.split(' ')) }),
    () => ({ icons: {}, inMore: new Set<string>() }),
  );
  return common;
}

/** Fetches the engine's other icons (a form's, the studio's): when a screen draws one, or when idle. */
export function loadMoreIcons(): Promise<IconsModule> {
  more ??= import('virtual:icons/more').then((module) => module.icons16, noIcons);
  return more;
}

/**
 * Fetches the other icons the definitions name, once `after` settles: when a menu draws its entries
 * (useDefinitionIcons, after the first screen's data), or when idle after the first screen. Not with the shell: a
 * list's first download does not carry the menu's ~40 icons (≈6 KB). Asked for, the module is where the loader
 * looks for those icons from then on, even before it is fetched (not in one request each).
 */
export function loadDefinitionIcons(after: Promise<unknown> = Promise.resolve()): Promise<IconsModule> {
  definitions ??= after.then(() => import('virtual:icons/definitions')).then((module) => module.icons16, noIcons);
  return definitions;
}

/**
 * Loads the SVG paths of one icon at one size: the icons the app is known to draw come from the three modules
 * above (the common module names the second one's; any other name is looked for in the definitions' one, fetched
 * after the first screen); an icon in none of them from its own module.
 * Blueprint's default loader keeps every icon of a size in one chunk (≈100 KB gzip each), so a page showing a few
 * menu icons downloaded 2 000; one module per icon made the menu alone 70 requests.
 */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  if (!NAME.test(name)) throw new Error(`[engine] invalid Blueprint icon name "${name}"`);
  if (size !== IconSize.LARGE && common) {
    const { icons, inMore } = await common;
    const module = Object.hasOwn(icons, name) ? icons : inMore.has(name) ? await loadMoreIcons() : await loadDefinitionIcons(firstScreenReady());
    const paths = module[name];
    if (paths) return paths as IconPaths;
  }
  // A large icon is decoration (the logo): it comes after the first screen's data, like the menu's icons, not in
  // the race with it.
  if (size === IconSize.LARGE) await firstScreenReady();
  const folder = size === IconSize.LARGE ? '20px' : '16px';
  const url = `${import.meta.env.BASE_URL}${__ICONS_PATH__}/${folder}/${name}.js`;
  const loaded = (await import(/* @vite-ignore */ url)) as { default: IconPaths };
  return loaded.default;
}

/** Makes Blueprint's <Icon> load icons this way; call once before the first render. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
