import type * as deferredParts from './deferredParts';

/** What the deferred chunk holds: Blueprint's popover and the shell's popover menus. */
export type DeferredParts = typeof deferredParts;

let loaded: DeferredParts | null = null;
let loading: Promise<DeferredParts> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the popover chunk (once; a failed fetch may be retried). The shell calls it when idle after the
 * first screen is painted, and a toolbar button calls it when it is pointed at, focused or clicked.
 */
export function loadPopover(): Promise<DeferredParts> {
  loading ??= import('./deferredParts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The deferred parts if their chunk is in, else null (a `useSyncExternalStore` snapshot). */
export function loadedPopover(): DeferredParts | null {
  return loaded;
}

/** Calls `listener` when the popover chunk arrives; returns the unsubscribe function. */
export function subscribePopover(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
