import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadScreen } from 'virtual:screens';
import { idPrefixOf, liveOverrides, overriddenFormIds } from '../core/definition/overrides';
import type { ScreenProps } from '../core/screen';
import { ResourcesContext } from '../data/ResourcesContext';
import { useRegistry } from '../ui/RegistryContext';
import { LoadingState } from '../ui/LoadingState';
import type { RuntimeScreen as ScreenDefinition } from '../core/definition/runtime';

const pending = new Map<string, Promise<ScreenDefinition>>();
const loaded = new Map<string, ScreenDefinition>();

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
 * A screen saved in the studio since the build (or a draft of the local overlay). Its forms get the interpreting validator (no code was generated
 * for them), loaded only then, so the app's start does not carry it.
 */
async function overrideOf(screen: ScreenDefinition): Promise<ScreenDefinition> {
  const { interpretFormSchemas } = await import('../fields/form/interpretingValidator');
  interpretFormSchemas(overriddenFormIds(screen, idPrefixOf(liveOverrides.current()?.source ?? 'server')));
  return screen;
}

// One request per id; a failed load is forgotten so a retry asks again.
function definitionOf(id: string): Promise<ScreenDefinition> {
  let promise = pending.get(id);
  if (!promise) {
    const override = liveOverrides.current()?.screens[id];
    const current = (override ? overrideOf(override) : loadScreen(id)).then((definition) => {
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

/** Fetches a screen's definition ahead of its first render (the route is known before the app draws it). */
export function preloadScreen(id: string): Promise<ScreenDefinition> {
  return definitionOf(id);
}

/** A screen's definition if it has already arrived. */
export function loadedScreen(id: string): ScreenDefinition | undefined {
  return loaded.get(id);
}

interface Ready {
  id: string;
  /** The saved definition it came from, if any (a save in the studio makes the screen load again). */
  override: ScreenDefinition | undefined;
  definition: ScreenDefinition;
  Renderer: ComponentType<ScreenProps>;
}

/**
 * Loads a screen's definition (its own chunk) and its kind's renderer, then renders it. Both are kept
 * once loaded, so a screen seen before (or a kind fetched ahead of time) renders at once. It waits with
 * state rather than Suspense: React 19 holds a revealed Suspense boundary back for up to 300 ms. A failed
 * load is thrown to the screen's error boundary, whose retry loads again.
 */
export function ScreenLoader(props: { id: string; params: Record<string, string> }) {
  const { screens } = useRegistry();
  const override = useSyncExternalStore(liveOverrides.subscribe, () => liveOverrides.current()?.screens[props.id]);
  const known = (id: string): Ready | null => {
    const definition = loaded.get(id);
    const Renderer = definition ? screens.get(definition.kind).current : null;
    return definition && Renderer ? { id, override, definition, Renderer } : null;
  };
  const [ready, setReady] = useState<Ready | null>(() => known(props.id));
  const [failure, setFailure] = useState<unknown>(null);
  const current = ready?.id === props.id && ready.override === override ? ready : known(props.id);

  useEffect(() => {
    if (current) return;
    let cancelled = false;
    definitionOf(props.id)
      .then(async (definition) => {
        const Renderer = await screens.get(definition.kind).load();
        if (!cancelled) setReady({ id: props.id, override, definition, Renderer });
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error ?? new Error('[engine] screen failed to load'));
      });
    return () => {
      cancelled = true;
    };
  }, [props.id, screens, current, override]);

  const title = current?.definition.title;
  useEffect(() => {
    if (title) document.title = `${title} · Back-office`;
  }, [title]);

  if (failure) throw failure;
  if (!current) return <LoadingState />;
  const { Renderer, definition } = current;
  return (
    <ResourcesContext.Provider value={definition.resources}>
      <Renderer definition={definition} params={props.params} />
    </ResourcesContext.Provider>
  );
}
