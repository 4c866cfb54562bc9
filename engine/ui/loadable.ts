import { useEffect, useState, type ComponentType } from 'react';
import { deferredModule } from './deferredModule';

/**
 * A component in its own chunk that can be fetched ahead of time and, once fetched, rendered without
 * suspending. React.lazy always suspends on its first render, and React 19 holds a revealed Suspense
 * boundary back for up to 300 ms, which every first visit of a screen kind would pay.
 */
export interface Loadable<P> {
  /** Fetches the chunk (once; later calls share the same promise). */
  load(): Promise<ComponentType<P>>;
  /** The component, once its chunk has arrived; null before. */
  readonly current: ComponentType<P> | null;
}

/** A Loadable over a dynamic import whose module's default export is the component. */
export function loadable<P>(importer: () => Promise<{ default: ComponentType<P> }>): Loadable<P> {
  // A failed fetch (e.g. a deploy replaced the chunk) may be retried: the deferred module forgets it.
  const chunk = deferredModule(() => importer().then((module) => module.default));
  return {
    load: chunk.load,
    get current() {
      return chunk.loaded();
    },
  };
}

/**
 * The component of a Loadable: at once when its chunk is in, otherwise null until it arrives (the chunk is
 * fetched on the first render that asks, and `enabled`). A failed fetch is thrown to the nearest error boundary,
 * or, when `optional`, leaves null (the part is not drawn; a later mount asks again).
 */
export function useLoadable<P>(target: Loadable<P>, enabled = true, optional = false): ComponentType<P> | null {
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const current = target.current;
  useEffect(() => {
    if (current || !enabled) return;
    let cancelled = false;
    target.load().then(
      () => !cancelled && setArrived((count) => count + 1),
      (error: unknown) => !cancelled && !optional && setFailure(error ?? new Error('[engine] chunk failed to load')),
    );
    return () => {
      cancelled = true;
    };
  }, [target, current, enabled, optional]);
  if (failure) throw failure;
  return current;
}
