import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DEFAULT_SETTINGS, SETTINGS_SAVE_DEBOUNCE_MS, USER_DATA_SAVED, clampFontScale, layoutMachine, normalizeSettings, normalizeShortcuts,
  type SaveSettingsInput,
} from '../../../engine/shell/layout/layout.machine';
import type { Notice } from '../../../engine/ui/notifier';

function start(options: { save?: (input: SaveSettingsInput) => Promise<unknown>; notify?: (_: unknown, notice: Notice) => void; input?: object } = {}) {
  const saves: SaveSettingsInput[] = [];
  const save = options.save ?? (async () => undefined);
  const machine = layoutMachine.provide({
    actors: {
      saveSettings: fromPromise<unknown, SaveSettingsInput>(async ({ input }) => {
        saves.push(structuredClone(input));
        return save(input);
      }),
    },
    actions: { notify: options.notify ?? (() => undefined) },
  });
  const actor = createActor(machine, { input: options.input ?? {} }).start();
  return { actor, saves };
}

describe('layout machine: navbar and panels', () => {
  it('starts with the navbar open, unfolded, the mobile drawer and the panels closed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({
      navbar: 'open', fold: 'unfolded', mobile: 'closed', quickPanel: 'closed', settingsPanel: 'closed', persistence: 'idle',
    });
    expect(actor.getSnapshot().context.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('opens and closes the navbar', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE_NAVBAR' });
    expect(actor.getSnapshot().matches({ navbar: 'closed' })).toBe(true);
    actor.send({ type: 'OPEN_NAVBAR' });
    expect(actor.getSnapshot().matches({ navbar: 'open' })).toBe(true);
    actor.send({ type: 'CLOSE_NAVBAR' });
    expect(actor.getSnapshot().matches({ navbar: 'closed' })).toBe(true);
    actor.send({ type: 'TOGGLE_NAVBAR' });
    expect(actor.getSnapshot().matches({ navbar: 'open' })).toBe(true);
  });

  it('folds, opens on hover only while folded, and unfolds', () => {
    const { actor } = start();
    actor.send({ type: 'HOVER_ENTER' });
    expect(actor.getSnapshot().matches({ fold: 'unfolded' })).toBe(true);
    actor.send({ type: 'TOGGLE_FOLDED' });
    expect(actor.getSnapshot().matches({ fold: { folded: 'idle' } })).toBe(true);
    actor.send({ type: 'HOVER_ENTER' });
    expect(actor.getSnapshot().matches({ fold: { folded: 'hoverOpen' } })).toBe(true);
    actor.send({ type: 'HOVER_LEAVE' });
    expect(actor.getSnapshot().matches({ fold: { folded: 'idle' } })).toBe(true);
    actor.send({ type: 'HOVER_ENTER' });
    actor.send({ type: 'TOGGLE_FOLDED' });
    expect(actor.getSnapshot().matches({ fold: 'unfolded' })).toBe(true);
  });

  it('opens the mobile drawer and closes it on navigation or on request', () => {
    const { actor } = start();
    actor.send({ type: 'NAVIGATED' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
    actor.send({ type: 'TOGGLE_MOBILE' });
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    actor.send({ type: 'NAVIGATED' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
    actor.send({ type: 'OPEN_MOBILE' });
    actor.send({ type: 'CLOSE_MOBILE' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
    actor.send({ type: 'OPEN_MOBILE' });
    actor.send({ type: 'TOGGLE_MOBILE' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('opens and closes the quick panel and the settings panel independently', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE_QUICK_PANEL' });
    expect(actor.getSnapshot().matches({ quickPanel: 'open', settingsPanel: 'closed' })).toBe(true);
    actor.send({ type: 'OPEN_SETTINGS_PANEL' });
    expect(actor.getSnapshot().matches({ quickPanel: 'open', settingsPanel: 'open' })).toBe(true);
    actor.send({ type: 'CLOSE_QUICK_PANEL' });
    actor.send({ type: 'TOGGLE_SETTINGS_PANEL' });
    expect(actor.getSnapshot().matches({ quickPanel: 'closed', settingsPanel: 'closed' })).toBe(true);
    actor.send({ type: 'OPEN_QUICK_PANEL' });
    actor.send({ type: 'TOGGLE_QUICK_PANEL' });
    actor.send({ type: 'TOGGLE_SETTINGS_PANEL' });
    actor.send({ type: 'CLOSE_SETTINGS_PANEL' });
    expect(actor.getSnapshot().matches({ quickPanel: 'closed', settingsPanel: 'closed' })).toBe(true);
  });

  it('keeps the navbar and panels as they are when settings change', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE_NAVBAR' });
    actor.send({ type: 'TOGGLE_FOLDED' });
    actor.send({ type: 'OPEN_QUICK_PANEL' });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'dark' } });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'light' } });
    expect(actor.getSnapshot().matches({ navbar: 'closed', fold: 'folded', quickPanel: 'open', persistence: 'debouncing' })).toBe(true);
  });
});

describe('layout machine: settings and their debounced save', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies a change at once and saves it 300 ms later, not before', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SIGNED_IN', key: 'u1', settings: {}, shortcuts: [] });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'dark' } });
    expect(actor.getSnapshot().context.settings.theme).toBe('dark');
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toEqual({ guest: false, settings: { ...DEFAULT_SETTINGS, theme: 'dark' }, shortcuts: [] });
    expect(actor.getSnapshot().matches({ persistence: 'idle' })).toBe(true);
  });

  it('saves several quick changes once, with the last values', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SIGNED_IN', key: 'u1' });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { layout: 'layout2' } });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'CHANGE_SETTINGS', settings: { navigation: 'horizontal' } });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'CHANGE_SETTINGS', settings: { navbarStyle: 'style-3-dense', fontScale: 1.2 } });
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'cupons' });
    await vi.advanceTimersByTimeAsync(299);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{
      guest: false,
      settings: { layout: 'layout2', navigation: 'horizontal', navbarStyle: 'style-3-dense', theme: 'light', fontScale: 1.2 },
      shortcuts: ['cupons'],
    }]);
  });

  it("saves a guest's settings as a guest and a signed-in user's as the user", async () => {
    const { actor, saves } = start({ input: { settings: { theme: 'dark' } } });
    expect(actor.getSnapshot().context.guest).toBe(true);
    actor.send({ type: 'CHANGE_SETTINGS', settings: { layout: 'layout3' } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saves[0]).toMatchObject({ guest: true, settings: { theme: 'dark', layout: 'layout3' } });

    actor.send({ type: 'SIGNED_IN', key: 'u1', settings: { theme: 'light', navigation: 'vertical-2' }, shortcuts: ['home'] });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { fontScale: 0.8 } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saves[1]).toEqual({
      guest: false,
      settings: { ...DEFAULT_SETTINGS, navigation: 'vertical-2', fontScale: 0.8 },
      shortcuts: ['home'],
    });
  });

  it('restores settings and shortcuts at sign-in without saving them back, once per session', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SIGNED_IN', key: 'u1', settings: { theme: 'dark', layout: 'layout2', fontScale: 3 }, shortcuts: ['a', 'a', 7, 'b'] });
    const { context } = actor.getSnapshot();
    expect(context.settings).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', layout: 'layout2', fontScale: 1.3 });
    expect(context.shortcuts).toEqual(['a', 'b']);
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'light' } });
    // The same session announced again (a remount of the layout) does not overwrite local changes.
    actor.send({ type: 'SIGNED_IN', key: 'u1', settings: { theme: 'dark' } });
    expect(actor.getSnapshot().context.settings.theme).toBe('light');
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
  });

  it('keeps the very settings and shortcuts objects when a sign-in or sign-out restores the values already shown', () => {
    const { actor } = start({ input: { settings: { theme: 'dark' } } });
    const shown = actor.getSnapshot().context;
    // The shell selects these objects: an equal restore must not draw it again.
    actor.send({ type: 'SIGNED_IN', key: 'u1', settings: { theme: 'dark' }, shortcuts: [] });
    expect(actor.getSnapshot().context.settings).toBe(shown.settings);
    expect(actor.getSnapshot().context.shortcuts).toBe(shown.shortcuts);
    actor.send({ type: 'SIGNED_IN', key: 'u2', settings: { theme: 'light' }, shortcuts: ['cupons'] });
    const changed = actor.getSnapshot().context;
    expect(changed.settings).toEqual({ ...DEFAULT_SETTINGS, theme: 'light' });
    expect(changed.shortcuts).toEqual(['cupons']);
    actor.send({ type: 'SIGNED_IN', key: 'u3', settings: { theme: 'light' }, shortcuts: ['cupons'] });
    expect(actor.getSnapshot().context.settings).toBe(changed.settings);
    expect(actor.getSnapshot().context.shortcuts).toBe(changed.shortcuts);
    actor.send({ type: 'SIGNED_OUT', settings: { theme: 'light' } });
    expect(actor.getSnapshot().context.settings).toBe(changed.settings);
    expect(actor.getSnapshot().context.shortcuts).toEqual([]);
  });

  it("drops the previous session's pending save when another user signs in", async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SIGNED_IN', key: 'u1' });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'dark' } });
    actor.send({ type: 'SIGNED_IN', key: 'u2', settings: { layout: 'layout3' } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS * 2);
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().context).toMatchObject({ sessionKey: 'u2', settings: { theme: 'light', layout: 'layout3' } });
  });

  it('goes back to the guest settings at sign-out', () => {
    const { actor } = start();
    actor.send({ type: 'SIGNED_IN', key: 'u1', settings: { theme: 'dark' }, shortcuts: ['x'] });
    actor.send({ type: 'SIGNED_OUT', settings: { navigation: 'horizontal' } });
    expect(actor.getSnapshot().context).toMatchObject({
      guest: true, sessionKey: null, shortcuts: [], settings: { theme: 'light', navigation: 'horizontal' },
    });
  });

  it('waits for a running save and then saves the changes made meanwhile', async () => {
    let release!: () => void;
    const first = new Promise<void>((resolve) => { release = resolve; });
    let calls = 0;
    const { actor, saves } = start({ save: () => (calls++ === 0 ? first : Promise.resolve()) });
    actor.send({ type: 'SIGNED_IN', key: 'u1' });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'dark' } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches({ persistence: 'saving' })).toBe(true);
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'cupons' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS * 3);
    expect(saves).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ persistence: 'debouncing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({ settings: { theme: 'dark' }, shortcuts: ['cupons'] });
    expect(actor.getSnapshot().matches({ persistence: 'idle' })).toBe(true);
  });

  it('records a failed save, tells the user, and clears the error after the next success', async () => {
    const notify = vi.fn();
    let fail = true;
    const { actor } = start({
      notify,
      save: async () => {
        if (fail) throw new Error('Banco indisponível.');
      },
    });
    actor.send({ type: 'SIGNED_IN', key: 'u1' });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'dark' } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), { message: 'Banco indisponível.', intent: 'danger' });
    expect(actor.getSnapshot().context.saveError).toBe('Banco indisponível.');
    expect(actor.getSnapshot().matches({ persistence: 'idle' })).toBe(true);
    fail = false;
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'home' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(actor.getSnapshot().context.saveError).toBeNull();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith(expect.anything(), USER_DATA_SAVED);
  });

  it('says "Dados do usuário salvos." (spec section 8) once per saved burst of a signed-in user, never for a guest', async () => {
    const notify = vi.fn();
    let release: () => void = () => undefined;
    const { actor, saves } = start({ notify, save: () => new Promise<void>((done) => (release = done)) });
    // A guest's settings stay in the browser: no notice.
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'dark' } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();

    actor.send({ type: 'SIGNED_IN', key: 'u1' });
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'cupons' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    // A change while the save runs is saved next; the notice waits for that last save.
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'light' } });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toHaveLength(3);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), { message: 'Dados do usuário salvos.', intent: 'success', key: 'user-data-saved' });
  });

  it('toggles and replaces shortcuts', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'a' });
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'b' });
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'a' });
    expect(actor.getSnapshot().context.shortcuts).toEqual(['b']);
    actor.send({ type: 'SET_SHORTCUTS', shortcuts: ['c', 'c', 'd'] });
    expect(actor.getSnapshot().context.shortcuts).toEqual(['c', 'd']);
  });
});

describe('settings normalisation', () => {
  it('keeps valid values, replaces invalid ones with the base and clamps the font factor to its steps', () => {
    expect(normalizeSettings({ layout: 'layout9', navigation: 'horizontal', theme: 'blue', fontScale: 0.74 })).toEqual({
      ...DEFAULT_SETTINGS, navigation: 'horizontal', fontScale: 0.7,
    });
    expect(normalizeSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(clampFontScale(0.1)).toBe(0.7);
    expect(clampFontScale(9)).toBe(1.3);
    expect(clampFontScale(1.15)).toBe(1.2);
    expect(clampFontScale('x')).toBe(1);
    expect(normalizeShortcuts('x')).toEqual([]);
  });
});
