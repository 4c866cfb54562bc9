/**
 * The module the screens Vite plugin (engine/tooling/definitions/vitePlugin.ts) generates at build time from
 * screens/**\/*.json, menu.json and permissions.json, after validating them. Each definition is its own
 * chunk, loaded when its route first opens.
 */
declare module 'virtual:screens' {
  import type { RuntimeScreen } from './definition/runtime.ts';

  /** What the router needs of a definition before its chunk loads. */
  export interface ManifestEntry {
    /** Definition id (`marketing.cupons`). */
    id: string;
    /** wouter route pattern (`/marketing/cupom-de-desconto-novo/:_id?`). */
    route: string;
    /** Screen kind. */
    kind: RuntimeScreen['kind'];
    /** Permission key that opens the screen; null = any signed-in user. */
    permission: string | null;
    /** Public route for guests only (login, reset-pass). */
    guestOnly?: boolean;
    /** Route open without signing in. */
    public?: boolean;
  }

  /** Every defined route, in a stable order (static routes before parameterised ones). */
  export const manifest: ManifestEntry[];
  /** Loads one screen, as the engine runs it (resources applied, built-in actions expanded), by id. */
  export function loadScreen(id: string): Promise<RuntimeScreen>;
}

/**
 * The public screens (sign-in, registration, password reset) alone, as `virtual:screens` gives every screen: the
 * app's entry carries this one, and the signed-in part of the app the whole.
 */
declare module 'virtual:screens/public' {
  import type { ManifestEntry } from 'virtual:screens';
  import type { RuntimeScreen } from './definition/runtime.ts';

  /** The public routes, in the same order as `virtual:screens`. */
  export const manifest: ManifestEntry[];
  /** Loads one public screen by id (any other id is refused). */
  export function loadScreen(id: string): Promise<RuntimeScreen>;
}

/**
 * The screens' pt-BR titles by definition id, for the pages that list screens (the page search, the home page):
 * not in the route manifest, which every page's first download carries.
 */
declare module 'virtual:screens/titles' {
  /** Title of each definition, by id. */
  export const titles: Record<string, string>;
}

/**
 * What each list with a route without parameters needs for its first request, by definition id: the request fetched
 * ahead at start leaves with it, before the definition's own file has arrived.
 */
declare module 'virtual:screens/list-starts' {
  import type { ListStart } from './listState.ts';

  export const listStarts: Record<string, ListStart>;
}

/** What the page search adds to the menu's pages, in a module of its own so only the signed-in part's chunk carries it. */
declare module 'virtual:screens/palette' {
  import type { PaletteCommand, RecordLookup } from './definition/commands.ts';

  /** The screens' titles by id (`virtual:screens/titles`): the page search names the pages outside the menu with them. */
  export { titles } from 'virtual:screens/titles';

  /** The lists' page buttons that open a page of their own without a record ("Novo cupom"), for the page search. */
  export const commands: PaletteCommand[];
  /** The record searches of the page search (resources' `lookup`). */
  export const lookups: RecordLookup[];
}

/** menu.json (validated), in a module of its own so only the signed-in part's chunk carries it. */
declare module 'virtual:screens/menu' {
  import type { MenuFile } from './generated/index.ts';

  export const menu: MenuFile;
}

/** permissions.json (validated): the key catalogue. */
declare module 'virtual:screens/permissions' {
  import type { PermissionsFile } from './generated/index.ts';

  export const permissions: PermissionsFile;
}

/** screens/app.json (validated): what belongs to this back-office and not to the engine. */
declare module 'virtual:screens/app' {
  import type { AppDefinition } from './generated/index.ts';

  export const app: AppDefinition;
}
