import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { HttpClient } from '../../data/httpClient';
import { layoutMachine, normalizeSettings, type LayoutSettings, type SaveSettingsInput } from './layout.machine';
import { http } from '../../app/services';

/** The running layout machine. */
export type LayoutActor = ActorRefFrom<typeof layoutMachine>;
/** One state of the layout machine. */
export type LayoutSnapshot = SnapshotFrom<typeof layoutMachine>;

/** localStorage key of a guest's layout settings (the spec's "local settings"). */
export const GUEST_SETTINGS_KEY = 'settings';

/** The guest's settings from localStorage (defaults when absent or unreadable). */
export function readGuestSettings(): LayoutSettings {
  try {
    return normalizeSettings(JSON.parse(window.localStorage.getItem(GUEST_SETTINGS_KEY) ?? 'null'));
  } catch {
    return normalizeSettings(null);
  }
}

/**
 * Saves a guest's settings to localStorage and a signed-in user's settings and shortcuts into their
 * profile through the user-update call (PUT /admin/user deep-merges `data`).
 */
export function createSaveSettings(client: HttpClient) {
  return fromPromise<unknown, SaveSettingsInput>(async ({ input }) => {
    if (input.guest) {
      window.localStorage.setItem(GUEST_SETTINGS_KEY, JSON.stringify(input.settings));
      return null;
    }
    return client.request({ method: 'PUT', url: '/admin/user', body: { data: { settings: input.settings, shortcuts: input.shortcuts } } });
  });
}

/** A started layout actor wired to the app's http client. */
export function createLayoutActor(client: HttpClient = http): LayoutActor {
  const machine = layoutMachine.provide({ actors: { saveSettings: createSaveSettings(client) } });
  return createActor(machine, { input: { settings: readGuestSettings() } }).start();
}

let appActor: LayoutActor | null = null;

// The shell is mounted around each screen, so it remounts on navigation; the layout state (a folded
// navbar, an open panel, a save still waiting for its debounce) lives in one actor for the whole app.
function appLayoutActor(): LayoutActor {
  appActor ??= createLayoutActor();
  return appActor;
}

/** Overrides the app's layout actor (tests pass one built with `.provide()` fakes). */
export const LayoutActorContext = createContext<LayoutActor | null>(null);

/** The layout actor of the app (or of the nearest `LayoutActorContext`). */
export function useLayoutActor(): LayoutActor {
  return useContext(LayoutActorContext) ?? appLayoutActor();
}

/** Reads a value from the layout state; re-renders only when it changes. */
export function useLayout<T>(selector: (snapshot: LayoutSnapshot) => T): T {
  return useSelector(useLayoutActor(), selector);
}
