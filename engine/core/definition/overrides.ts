/**
 * Definitions that replace the built ones while the app runs: those a save of the definition studio wrote to a
 * checkout whose `npm start` serves a build made before (the server offers them), or the drafts one admin
 * previews in their own browser over a static deployment. The generated `virtual:screens*` modules read them
 * only when the page says there are some (a `<meta>` the server adds, or the admin's local flag), so the normal
 * start of the app costs nothing more.
 */
import type { ManifestEntry } from 'virtual:screens';
import type { AppDefinition, MenuFile, PermissionsFile } from '../generated';
import { formSchemaSites, withFormSchemaIds } from './formSchemas.ts';
import { manifestOf } from './manifest.ts';
import type { RuntimeScreen } from './runtime.ts';

/** The `$id` prefix of the form schemas of definitions saved while `npm start` runs. */
export const SERVER_ID_PREFIX = 'server:';
/** The `$id` prefix of the form schemas of the local overlay (drafts previewed in one browser). */
export const LOCAL_ID_PREFIX = 'local:';
/** The `$id` prefix of the form schemas of overrides from a source. */
export const idPrefixOf = (source: 'server' | 'local'): string => (source === 'local' ? LOCAL_ID_PREFIX : SERVER_ID_PREFIX);
/** The `<meta name>` whose content is the version of the server's overrides. */
export const OVERRIDES_META_NAME = 'backoffice-definitions';
/** The server's overrides of one version. */
export const overridesUrl = (version: string) => `/__studio/overrides/${encodeURIComponent(version)}.json`;

/** What replaces the built definitions. */
export interface DefinitionOverrides {
  /** Changes with any content. */
  version: string;
  /** `server`: saved in the checkout; `local`: drafts previewed in this browser only. */
  source: 'server' | 'local';
  /** The whole route manifest (routes may have been added, renamed or removed). */
  manifest: ManifestEntry[];
  /** Screens whose definition differs from the build, as the engine runs them. */
  screens: Record<string, RuntimeScreen>;
  menu?: MenuFile;
  permissions?: PermissionsFile;
  app?: AppDefinition;
}

/** What the validator gives of a set of definitions (a DefinitionsReport's parts). */
export interface ResolvedDefinitions {
  runtime: readonly RuntimeScreen[];
  menu?: MenuFile;
  permissions?: PermissionsFile;
  app?: AppDefinition;
}

/** A content hash of each definition a build serves, to tell later definitions from it. */
export interface DefinitionsBaseline {
  screens: Record<string, string>;
  menu: string;
  permissions: string;
  app: string;
}

/** A short hash of a text (cyrb53: no crypto needed, the same in Node and the browser). */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const hashOf = (value: unknown) => textHash(JSON.stringify(value ?? null));

/** The baseline of resolved definitions. */
export function baselineOf(definitions: ResolvedDefinitions): DefinitionsBaseline {
  return {
    screens: Object.fromEntries(definitions.runtime.map((screen) => [screen.id, hashOf(screen)])),
    menu: hashOf(definitions.menu),
    permissions: hashOf(definitions.permissions),
    app: hashOf(definitions.app),
  };
}

/**
 * The overrides that turn a build (its baseline) into `current`, or null when nothing differs. Form schemas
 * get `$id`s under `idPrefix` (not the build's): the app checks them with the interpreting validator, since
 * no validator was generated for them.
 */
export function overridesOf(baseline: DefinitionsBaseline, current: ResolvedDefinitions, source: DefinitionOverrides['source'], idPrefix: string): DefinitionOverrides | null {
  const screens: Record<string, RuntimeScreen> = {};
  for (const screen of current.runtime) {
    if (baseline.screens[screen.id] !== hashOf(screen)) screens[screen.id] = withFormSchemaIds(screen, idPrefix);
  }
  const removed = Object.keys(baseline.screens).some((id) => !current.runtime.some((screen) => screen.id === id));
  const menu = hashOf(current.menu) !== baseline.menu ? current.menu : undefined;
  const permissions = hashOf(current.permissions) !== baseline.permissions ? current.permissions : undefined;
  const app = hashOf(current.app) !== baseline.app ? current.app : undefined;
  if (!Object.keys(screens).length && !removed && !menu && !permissions && !app) return null;
  const body = { source, manifest: manifestOf(current.runtime), screens, menu, permissions, app };
  return { version: textHash(JSON.stringify(body)), ...body };
}

/** The `$id`s of the form schemas of an overridden screen (the app registers an interpreting validator for each). */
export function overriddenFormIds(screen: RuntimeScreen, idPrefix: string): string[] {
  return formSchemaSites(screen, idPrefix).map((site) => site.id);
}

type Listener = () => void;
let active: DefinitionOverrides | null = null;
const listeners = new Set<Listener>();

/**
 * The overrides the running app uses (none at first): the app's start loads the server's, the studio hands
 * over the ones of a save. Screens, the route manifest and the menu read them (useSyncExternalStore).
 */
export const liveOverrides = {
  current: (): DefinitionOverrides | null => active,
  set(next: DefinitionOverrides | null): void {
    active = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
