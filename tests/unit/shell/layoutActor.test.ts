import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { DataProvider } from '../../../engine/core/dataProvider';
import { SETTINGS_SAVE_DEBOUNCE_MS, DEFAULT_SETTINGS } from '../../../engine/shell/layout/layout.machine';
import { GUEST_SETTINGS_KEY, createLayoutActor, createSaveSettings } from '../../../engine/shell/layout/layoutActor';
import { APP } from '../auth/appDefinition';

function fakeProvider(fetch: DataProvider['fetch']): DataProvider {
  const fail = () => {
    throw new Error('not implemented in this test');
  };
  return { list: fail, get: fail, save: fail, remove: fail, fetch };
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('layout actor host', () => {
  it("saves a signed-in user's settings through the app's saveUser call and a guest's locally", async () => {
    const fetch = vi.fn(async () => ({}));
    const saveSettings = createSaveSettings(fakeProvider(fetch), { call: 'PUT /v2/eu' });
    const settings = { ...DEFAULT_SETTINGS, theme: 'dark' as const };
    await waitFor(createActor(saveSettings, { input: { guest: false, settings, shortcuts: ['cupons'] } }).start(), (s) => s.status === 'done');
    expect(fetch).toHaveBeenCalledWith({ method: 'PUT', endpoint: '/v2/eu' }, { extra: { data: { settings, shortcuts: ['cupons'] } } });
    await waitFor(createActor(saveSettings, { input: { guest: true, settings, shortcuts: [] } }).start(), (s) => s.status === 'done');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(GUEST_SETTINGS_KEY) ?? 'null')).toEqual(settings);
  });

  it("tells the user through the host's notifier when a save fails", async () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const actor = createLayoutActor({
      provider: fakeProvider(async () => {
        throw new Error('Banco indisponível.');
      }),
      saveUser: APP.calls.saveUser,
      notify,
    });
    actor.send({ type: 'SIGNED_IN', key: 'u1' });
    actor.send({ type: 'CHANGE_SETTINGS', settings: { theme: 'dark' } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(notify).toHaveBeenCalledWith({ message: 'Banco indisponível.', intent: 'danger' });
    expect(Object.values(actor.getSnapshot().context).some((value) => typeof value === 'function')).toBe(false);
    actor.stop();
  });

  it("tells a signed-in user through the host's notifier that their data was saved (spec section 8, in pt-BR)", async () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const fetch = vi.fn(async () => ({}));
    const actor = createLayoutActor({ provider: fakeProvider(fetch), saveUser: APP.calls.saveUser, notify });
    actor.send({ type: 'SIGNED_IN', key: 'u1' });
    actor.send({ type: 'TOGGLE_SHORTCUT', id: 'cupons' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ message: 'Dados do usuário salvos.', intent: 'success', key: 'user-data-saved' });
    actor.stop();
  });
});
