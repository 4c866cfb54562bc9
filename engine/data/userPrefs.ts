import { createContext, useContext } from 'react';

/** What a user chose for one list. */
export interface ListPrefs {
  /** Fields of the hidden columns. */
  hidden?: string[];
  /** Column widths (px) by field, set by resizing. */
  widths?: Record<string, number> | null;
}

/**
 * The signed-in user's list preferences (columns shown and their widths). They are kept with the user's data on the
 * server (app.json `calls.saveUser`, under `data.lists.<list id>`), like the layout settings and shortcuts:
 * they follow the user to any browser, and a colleague on the same computer never sees them. A change shows at
 * once and is saved after a short quiet time, one list per call.
 */
export interface UserPrefs {
  /** The preferences of one list (the same object until it changes). */
  list(id: string): ListPrefs;
  /** Replaces the preferences of one list and saves them. */
  setList(id: string, prefs: ListPrefs): void;
  /** The preferences that came with the signed-in user's data. */
  restore(lists: unknown): void;
  /** Sends at once the changes still waiting for their quiet time (the page is hiding: a reload, a tab closed). */
  flush(): void;
  subscribe(listener: () => void): () => void;
}

/** Milliseconds of quiet before a list's changed preferences are saved (a column drag sends one call). */
const SAVE_DEBOUNCE_MS = 500;
const EMPTY: ListPrefs = {};

function asStrings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string' && item !== ''))] : undefined;
}

/** One list's preferences from stored data; anything malformed is dropped, never thrown. */
function normalizeList(raw: unknown): ListPrefs {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return EMPTY;
  const value = raw as Record<string, unknown>;
  const out: ListPrefs = {};
  const hidden = asStrings(value.hidden);
  if (hidden?.length) out.hidden = hidden;
  if (value.widths && typeof value.widths === 'object' && !Array.isArray(value.widths)) {
    const widths = Object.fromEntries(
      Object.entries(value.widths as Record<string, unknown>).filter(([, width]) => typeof width === 'number' && Number.isFinite(width) && width > 0),
    ) as Record<string, number>;
    if (Object.keys(widths).length) out.widths = widths;
  }
  return out;
}

/**
 * Creates the store; `save` sends one list's preferences (`{ [id]: prefs }`; `flushing` when the page is hiding,
 * so the call must outlive it), `onError` tells the user a save failed.
 */
export function createUserPrefs(options: {
  save(lists: Record<string, ListPrefs>, flushing: boolean): Promise<unknown>;
  onError(error: unknown): void;
  debounceMs?: number;
}): UserPrefs {
  let lists = new Map<string, ListPrefs>();
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const waiting = new Map<string, ListPrefs>();
  const emit = () => listeners.forEach((listener) => listener());
  const send = (id: string, flushing: boolean) => {
    const prefs = waiting.get(id);
    clearTimeout(timers.get(id));
    timers.delete(id);
    waiting.delete(id);
    if (!prefs) return;
    // `widths: null` clears the server's copy (its update merges objects key by key).
    const body: ListPrefs = { hidden: prefs.hidden ?? [], widths: prefs.widths ?? null };
    options.save({ [id]: body }, flushing).catch(options.onError);
  };
  return {
    list: (id) => lists.get(id) ?? EMPTY,
    setList(id, prefs) {
      lists = new Map(lists).set(id, prefs);
      emit();
      waiting.set(id, prefs);
      clearTimeout(timers.get(id));
      timers.set(id, setTimeout(() => send(id, false), options.debounceMs ?? SAVE_DEBOUNCE_MS));
    },
    flush() {
      for (const id of [...waiting.keys()]) send(id, true);
    },
    restore(raw) {
      const next = new Map<string, ListPrefs>();
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        for (const [id, value] of Object.entries(raw as Record<string, unknown>)) next.set(id, normalizeList(value));
      }
      lists = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Preferences kept only in memory: lists outside the signed-in frame (tests, previews) still work. */
const memoryPrefs = createUserPrefs({ save: () => Promise.resolve(), onError: () => undefined, debounceMs: 0 });

/** The signed-in user's preferences (the shell provides them). */
export const UserPrefsContext = createContext<UserPrefs | null>(null);

/** The signed-in user's list preferences, or an in-memory store where the shell provides none. */
export function useUserPrefs(): UserPrefs {
  return useContext(UserPrefsContext) ?? memoryPrefs;
}
