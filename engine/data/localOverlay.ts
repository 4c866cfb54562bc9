/**
 * The local preview overlay of a static deployment: the definition studio's drafts, turned into overrides, that
 * the running app uses in this browser only (menu, routes and screens). Nothing leaves the browser: the overrides
 * sit in IndexedDB beside the drafts, and a localStorage flag says they are on, so the app's start reads
 * IndexedDB only for an admin who turned the overlay on. Other browsers and other users never see it.
 */
import { liveOverrides, type DefinitionOverrides } from '../core/definition/overrides';
import type { KeyValueStore } from './browserStore';

/** The localStorage key whose presence turns the overlay on (its value: the overlay's version). */
export const LOCAL_OVERLAY_FLAG = 'backoffice.studio.overlay';
/** The IndexedDB key of the overlay's overrides. */
const OVERLAY_KEY = 'overlay';

type Flags = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isLocalOverrides(value: unknown): value is DefinitionOverrides {
  const candidate = value as Partial<DefinitionOverrides> | null;
  return !!candidate && candidate.source === 'local' && typeof candidate.version === 'string' && Array.isArray(candidate.manifest) && !!candidate.screens;
}

/**
 * At the app's start: applies the overlay this browser turned on (none: nothing is read, and the store's code,
 * which `openStore` may fetch, is not asked for).
 */
export async function loadLocalOverlay(openStore: () => KeyValueStore | Promise<KeyValueStore>, flags: Flags): Promise<void> {
  if (flags.getItem(LOCAL_OVERLAY_FLAG) === null) return;
  try {
    const value = await (await openStore()).get(OVERLAY_KEY);
    if (isLocalOverrides(value)) liveOverrides.set(value);
    else flags.removeItem(LOCAL_OVERLAY_FLAG);
  } catch {
    // IndexedDB unreadable: the build's definitions serve.
  }
}

/** Turns the overlay on (or replaces it) with these overrides, for the running app and the next starts. */
export async function showLocalOverlay(store: KeyValueStore, flags: Flags, overrides: DefinitionOverrides): Promise<void> {
  await store.set(OVERLAY_KEY, overrides);
  flags.setItem(LOCAL_OVERLAY_FLAG, overrides.version);
  liveOverrides.set(overrides);
}

/** Turns the overlay off: the built definitions serve again at once (the drafts stay in the studio). */
export async function hideLocalOverlay(store: KeyValueStore, flags: Flags): Promise<void> {
  flags.removeItem(LOCAL_OVERLAY_FLAG);
  if (liveOverrides.current()?.source === 'local') liveOverrides.set(null);
  await store.del(OVERLAY_KEY).catch(() => undefined);
}

/** Whether the running app shows the local overlay. */
export const localOverlayOn = (): boolean => liveOverrides.current()?.source === 'local';
