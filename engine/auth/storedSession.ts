import { normalizeProfiles, type Profile } from '../core/landing';

/** The part of the Web Storage API the session uses (tests pass an in-memory one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage keys of a signed-in session (spec sections 3 and 9; the user menu reads `nameUser`). */
export const STORAGE_KEYS = {
  token: 'access_token',
  profiles: 'profiles',
  userId: 'idUser',
  userName: 'nameUser',
} as const;

/** What a successful sign-in leaves in the browser. */
export interface StoredSession {
  token: string;
  profiles: Profile[];
  userId: string;
  userName: string;
}

/** Stores a signed-in session under the four keys. */
export function writeStoredSession(storage: KeyValueStore, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.profiles, JSON.stringify(session.profiles));
  storage.setItem(STORAGE_KEYS.userId, session.userId);
  storage.setItem(STORAGE_KEYS.userName, session.userName);
}

/** Removes all four keys (sign-out, expired token, failed restore). */
export function clearStoredSession(storage: KeyValueStore): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}

/** The stored access token, or null when absent or blank. */
export function readStoredToken(storage: KeyValueStore): string | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  return token && token.trim() ? token : null;
}

/** The stored profiles (empty when absent or unreadable). */
export function readStoredProfiles(storage: KeyValueStore): Profile[] {
  try {
    return normalizeProfiles(JSON.parse(storage.getItem(STORAGE_KEYS.profiles) ?? 'null'));
  } catch {
    return [];
  }
}

/** An in-memory store, for tests and for browsers that refuse localStorage. */
export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}
