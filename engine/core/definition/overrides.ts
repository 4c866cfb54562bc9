/**
 * Definitions that replace the built ones while the app runs: those a save of the definition studio wrote to a
 * checkout whose `npm start` serves a build made before (the server offers them), or the drafts one admin
 * previews in their own browser over a static deployment. The generated `virtual:screens*` modules read them
 * only when the page says there are some (a `<meta>` the server adds, or the admin's local flag), so the normal
 * start of the app costs nothing more.
 */
import type { ManifestEntry } from 'virtual:screens';
import type { AppDefinition, MenuFile, PermissionsFile } from '../generated';
import { formSchemaSites } from './formSchemas.ts';
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
