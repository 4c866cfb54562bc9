import { createContext, useContext } from 'react';
import type { CallSpec, DataProvider, Row } from '../core/dataProvider';

/** How long a removal waits for "Desfazer" before its call is made. */
export const UNDO_WINDOW_MS = 5000;

/** What a removal's confirmation adds when "Desfazer" will be offered, and when it will not. */
export const REMOVAL_NOTES = {
  undoable: 'Você poderá desfazer por alguns segundos.',
  final: 'Esta ação não pode ser desfeita.',
} as const;

/** One record to remove: its call, the context that fills the call, and the key lists hide it by. */
export interface RemovalItem {
  call: CallSpec;
  context: Row;
  /** `<resource or screen id>:<record id>`: the rows of lists that show it disappear while it waits. */
  key: string;
}

/** The key a record waits under: its resource (or screen) id and its own id. */
export function removalKey(scope: string, id: unknown): string {
  return `${scope}:${String(id)}`;
}

/** How a scheduled removal ended. */
export interface RemovalOutcome {
  done: RemovalItem[];
  failed: Array<{ item: RemovalItem; error: unknown }>;
}

/** A scheduled removal: undo it, or make its calls now. */
export interface RemovalHandle {
  /** Cancels it (nothing is called); false when its calls already started. */
  undo(): boolean;
  /** Makes its calls now instead of at the end of the window. */
  commit(): void;
}

/**
 * Removals that wait a few seconds before they reach the server, so the user can take them back: the rows
 * leave the lists at once (lists ask `isPending`), "Desfazer" cancels, and when the window ends (or the
 * page is being left) the calls are made one after the other, reporting progress. The app makes one.
 */
export interface RemovalQueue {
  schedule(
    items: RemovalItem[],
    callbacks?: { onProgress?(done: number, total: number): void; onSettled?(outcome: RemovalOutcome): void },
  ): RemovalHandle;
  /**
   * Whether lists should leave a record out: it waits for removal, is being removed, or was removed (a list
   * fetched before the call still holds it until its next fetch).
   */
  isHidden(key: string): boolean;
  /** Changes of the hidden set (a removal scheduled, undone or finished). */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change of the hidden set (a `useSyncExternalStore` snapshot). */
  getVersion(): number;
  /** How many removals have reached the server (lists fetch again when it grows). */
  getSettled(): number;
  /** Makes every waiting removal's calls now (the page is being closed). */
  flush(): void;
}

/** Creates the app's removal queue over its DataProvider. */
export function createRemovalQueue(dataProvider: DataProvider, windowMs = UNDO_WINDOW_MS): RemovalQueue {
  const pending = new Map<string, number>();
  const removed = new Set<string>();
  let settled = 0;
  const waiting = new Set<() => void>();
  const listeners = new Set<() => void>();
  let version = 0;
  const emit = () => {
    version++;
    listeners.forEach((listener) => listener());
  };
  const hold = (items: RemovalItem[], delta: 1 | -1) => {
    for (const { key } of items) {
      const count = (pending.get(key) ?? 0) + delta;
      if (count > 0) pending.set(key, count);
      else pending.delete(key);
    }
    emit();
  };

  return {
    schedule(items, callbacks = {}) {
      let state: 'waiting' | 'running' | 'undone' = 'waiting';
      hold(items, 1);
      const run = async () => {
        if (state !== 'waiting') return;
        state = 'running';
        clearTimeout(timer);
        waiting.delete(run);
        const outcome: RemovalOutcome = { done: [], failed: [] };
        for (const item of items) {
          try {
            await dataProvider.remove(item.call, { context: item.context });
            outcome.done.push(item);
          } catch (error) {
            outcome.failed.push({ item, error });
          }
          callbacks.onProgress?.(outcome.done.length + outcome.failed.length, items.length);
        }
        outcome.done.forEach(({ key }) => removed.add(key));
        settled++;
        hold(items, -1);
        callbacks.onSettled?.(outcome);
      };
      const timer = setTimeout(() => void run(), windowMs);
      waiting.add(run);
      return {
        undo() {
          if (state !== 'waiting') return false;
          state = 'undone';
          clearTimeout(timer);
          waiting.delete(run);
          hold(items, -1);
          return true;
        },
        commit: () => void run(),
      };
    },
    isHidden: (key) => pending.has(key) || removed.has(key),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
    getSettled: () => settled,
    flush() {
      for (const run of [...waiting]) void run();
    },
  };
}

/** The app's removal queue (provided by the app's root). */
export const RemovalQueueContext = createContext<RemovalQueue | null>(null);

/** The app's removal queue, or null where none is provided (removals are then made at once). */
export function useRemovalQueue(): RemovalQueue | null {
  return useContext(RemovalQueueContext);
}
