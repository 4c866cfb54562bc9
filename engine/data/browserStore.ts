/**
 * A small key-value store in the browser's IndexedDB (idb-keyval), for what must outlive a reload, a sign-out
 * and a 401 without going through the session's localStorage keys: the definition studio's drafts and the
 * local preview overlay built from them. Tests pass an in-memory store with the same shape.
 */
import { createStore, del, get, set } from 'idb-keyval';

/** What the studio and the overlay need of a key-value store (idb-keyval's own functions fit it). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

let shared: KeyValueStore | null = null;

/** The app's IndexedDB store (database `backoffice-studio`), opened on first use. */
export function browserStore(): KeyValueStore {
  if (!shared) {
    const store = createStore('backoffice-studio', 'keyval');
    shared = { get: (key) => get(key, store), set: (key, value) => set(key, value, store), del: (key) => del(key, store) };
  }
  return shared;
}

/** An in-memory store (tests, and a browser where IndexedDB is refused, e.g. some private modes). */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
  };
}
