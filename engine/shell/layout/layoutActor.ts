import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataProvider } from '../../core/dataProvider';
import { toCallSpec } from '../../core/definition/calls';
import type { Call } from '../../core/generated';
import type { Notice } from '../../ui/notifier';
import { layoutMachine, normalizeSettings, type LayoutSettings, type SaveSettingsInput } from './layout.machine';

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

/** What the layout machine's effects need from the app. */
export interface LayoutHost {
  /** The app's DataProvider; the signed-in user's settings are saved through it. */
  provider: DataProvider;
  /** The app's user-update call (app.json `calls.saveUser`), which deep-merges `data`. */
  saveUser: Call;
  /** Shows a notice to the user (the app's notifier). */
  notify(notice: Notice): void;
}

/**
 * Saves a guest's settings to localStorage and a signed-in user's settings and shortcuts into their
 * profile through the app's user-update call (body `{ data: { settings, shortcuts } }`).
 */
export function createSaveSettings(provider: DataProvider, saveUser: Call) {
  const call = toCallSpec(saveUser);
  return fromPromise<unknown, SaveSettingsInput>(async ({ input }) => {
    if (input.guest) {
      window.localStorage.setItem(GUEST_SETTINGS_KEY, JSON.stringify(input.settings));
      return null;
    }
    return provider.fetch(call, { extra: { data: { settings: input.settings, shortcuts: input.shortcuts } } });
  });
}

/** A started layout actor whose `saveSettings` actor and `notify` action are the host's. */
export function createLayoutActor(host: LayoutHost): LayoutActor {
  const machine = layoutMachine.provide({
    actors: { saveSettings: createSaveSettings(host.provider, host.saveUser) },
    actions: { notify: (_, notice) => host.notify(notice) },
  });
  return createActor(machine, { input: { settings: readGuestSettings() } }).start();
}

/** The layout actor of the signed-in frame (AppLayout creates it once and provides it; tests pass their own). */
export const LayoutActorContext = createContext<LayoutActor | null>(null);

/** The layout actor of the nearest `LayoutActorContext`. */
export function useLayoutActor(): LayoutActor {
  const actor = useContext(LayoutActorContext);
  if (!actor) throw new Error('[engine] no layout actor: the shell\'s AppLayout provides it');
  return actor;
}

/** Reads a value from the layout state; re-renders only when it changes. */
export function useLayout<T>(selector: (snapshot: LayoutSnapshot) => T): T {
  return useSelector(useLayoutActor(), selector);
}
