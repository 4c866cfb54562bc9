/**
 * A module in its own chunk, fetched when first needed (or ahead, when the browser is idle), whose arrival
 * components can wait for with `useSyncExternalStore(subscribe, loaded)`.
 */
export interface DeferredModule<M> {
  /** Fetches the chunk (once; later calls share the same promise; a failed fetch may be retried). */
  load(): Promise<M>;
  /** The module once its chunk is in, else null (a `useSyncExternalStore` snapshot). */
  loaded(): M | null;
  /** Calls `listener` when the chunk arrives; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A {@link DeferredModule} over a dynamic import. */
export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
