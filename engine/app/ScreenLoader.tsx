import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { liveOverrides } from '../core/definition/overrides';
import type { ScreenProps } from '../core/screen';
import { ResourcesContext } from '../data/ResourcesContext';
import { useRegistry } from '../ui/RegistryContext';
import { LoadingState } from '../ui/LoadingState';
import { loadDefinition, loadedDefinition } from '../kinds/screenDefinitions';
import type { RuntimeScreen as ScreenDefinition } from '../core/definition/runtime';

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
    const definition = loadedDefinition(id);
    const Renderer = definition ? screens.get(definition.kind).current : null;
    return definition && Renderer ? { id, override, definition, Renderer } : null;
  };
  const [ready, setReady] = useState<Ready | null>(() => known(props.id));
  const [failure, setFailure] = useState<unknown>(null);
  const current = ready?.id === props.id && ready.override === override ? ready : known(props.id);

  useEffect(() => {
    if (current) return;
    let cancelled = false;
    loadDefinition(props.id)
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
