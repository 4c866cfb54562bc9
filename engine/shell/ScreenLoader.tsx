import { use, useEffect } from 'react';
import { loadScreen } from 'virtual:screens';
import { useRegistry } from '../registry/RegistryContext';
import type { ScreenDefinition } from '../types/generated';

const cache = new Map<string, Promise<ScreenDefinition>>();

// One promise per id, so React's `use` sees the same promise across renders and suspends once.
function definitionOf(id: string): Promise<ScreenDefinition> {
  const cached = cache.get(id);
  if (cached) return cached;
  const promise = loadScreen(id);
  promise.catch(() => cache.delete(id));
  cache.set(id, promise);
  return promise;
}

/** Loads a screen's definition (its own chunk) and renders it with the renderer of its kind. */
export function ScreenLoader(props: { id: string; params: Record<string, string> }) {
  const definition = use(definitionOf(props.id));
  const { screens } = useRegistry();
  const Renderer = screens.get(definition.kind);
  useEffect(() => {
    document.title = `${definition.title} · Back-office`;
  }, [definition.title]);
  return <Renderer definition={definition} params={props.params} />;
}
