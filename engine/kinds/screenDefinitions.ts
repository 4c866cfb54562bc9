import { loadScreen as loadPublicScreen, manifest as publicManifest } from 'virtual:screens/public';
import { idPrefixOf, liveOverrides, overriddenFormIds } from '../core/definition/overrides';
import type { RuntimeScreen } from '../core/definition/runtime';

/**
 * The screens' definitions as the running app knows them: each its own chunk, fetched once and kept (the app
 * renders them, fetches the first one ahead at start, and the shell warms the menu's ones while idle).
 */
const pending = new Map<string, Promise<RuntimeScreen>>();
const loaded = new Map<string, RuntimeScreen>();

// Screens saved in the studio while the app runs replace the loaded ones (only those: the studio itself stays).
let overriddenIds = new Set<string>();
liveOverrides.subscribe(() => {
  const next = new Set(Object.keys(liveOverrides.current()?.screens ?? {}));
  for (const id of new Set([...overriddenIds, ...next])) {
    pending.delete(id);
    loaded.delete(id);
  }
  overriddenIds = next;
});

/**
 * A screen saved in the studio since the build (or a draft of the local overlay). Its forms get the
 * interpreting validator (no code was generated for them), loaded only then, so the app's start does not carry it.
 */
async function overrideOf(screen: RuntimeScreen): Promise<RuntimeScreen> {
  const { interpretFormSchemas } = await import('../fields/form/interpretingValidator');
  interpretFormSchemas(overriddenFormIds(screen, idPrefixOf(liveOverrides.current()?.source ?? 'server')));
  return screen;
}

const publicIds = new Set(publicManifest.map((entry) => entry.id));
let privateLoader: ((id: string) => Promise<RuntimeScreen>) | null = null;

/**
 * Hands over every built screen's loader (`virtual:screens`): the signed-in part does as its chunk runs, so the
 * sign-in page does not carry every screen's loader, and a signed-in screen's definition is asked for at once
 * (through a dynamic import of the loaders it started a few microtasks and a timer later, behind its renderer).
 */
export function provideScreenLoaders(loadScreen: (id: string) => Promise<RuntimeScreen>): void {
  privateLoader = loadScreen;
}

/** A built screen: a public one through the entry's own loaders, any other through the signed-in part's. */
function loadBuilt(id: string): Promise<RuntimeScreen> {
  if (publicIds.has(id)) return loadPublicScreen(id);
  return privateLoader ? privateLoader(id) : Promise.reject(new Error(`[engine] tela desconhecida fora da sessão: ${id}`));
}

/** A screen's definition, fetched once per id; a failed load is forgotten so a retry asks again. */
export function loadDefinition(id: string): Promise<RuntimeScreen> {
  let promise = pending.get(id);
  if (!promise) {
    const override = liveOverrides.current()?.screens[id];
    const current = (override ? overrideOf(override) : loadBuilt(id)).then((definition) => {
      // A save in the studio while this loaded replaced it: the newer load is the one kept.
      if (pending.get(id) === current) loaded.set(id, definition);
      return definition;
    });
    current.catch(() => {
      if (pending.get(id) === current) pending.delete(id);
    });
    pending.set(id, current);
    promise = current;
  }
  return promise;
}

/** A screen's definition if it has already arrived. */
export function loadedDefinition(id: string): RuntimeScreen | undefined {
  return loaded.get(id);
}
