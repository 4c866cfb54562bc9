import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserPrefs } from '../../../engine/data/userPrefs';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('user list preferences', () => {
  it('restores what came with the user, dropping what is malformed', () => {
    const prefs = createUserPrefs({ save: vi.fn(), onError: vi.fn() });
    prefs.restore({ 'marketing.cupons': { hidden: ['Modalidade', 3, 'Modalidade'], widths: { Nome: 260, Preco: -4, X: 'a' } }, outra: 'x' });
    expect(prefs.list('marketing.cupons')).toEqual({ hidden: ['Modalidade'], widths: { Nome: 260 } });
    expect(prefs.list('outra')).toEqual({});
    expect(prefs.list('nenhuma')).toEqual({});
  });

  it('shows a change at once and saves one list per call after a quiet time', async () => {
    const save = vi.fn().mockResolvedValue(null);
    const onError = vi.fn();
    const prefs = createUserPrefs({ save, onError, debounceMs: 500 });
    const listener = vi.fn();
    prefs.subscribe(listener);
    prefs.setList('marketing.cupons', { widths: { Nome: 200 } });
    prefs.setList('marketing.cupons', { widths: { Nome: 216 } });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(prefs.list('marketing.cupons')).toEqual({ widths: { Nome: 216 } });
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledTimes(1);
    // `widths: null` clears the server's copy when reset; absent lists are sent empty.
    expect(save).toHaveBeenCalledWith({ 'marketing.cupons': { hidden: [], widths: { Nome: 216 }} }, false);
    save.mockRejectedValueOnce(new Error('offline'));
    prefs.setList('marketing.cupons', {});
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenLastCalledWith({ 'marketing.cupons': { hidden: [], widths: null} }, false);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends what waits for its quiet time at once when flushed (the page hiding), once, as a call that outlives the page', () => {
    const save = vi.fn().mockResolvedValue(null);
    const prefs = createUserPrefs({ save, onError: vi.fn(), debounceMs: 500 });
    prefs.flush();
    expect(save).not.toHaveBeenCalled();
    prefs.setList('marketing.cupons', { widths: { Nome: 232 } });
    prefs.setList('cx.recados', { hidden: ['Data'] });
    prefs.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledWith({ 'marketing.cupons': { hidden: [], widths: { Nome: 232 } } }, true);
    expect(save).toHaveBeenCalledWith({ 'cx.recados': { hidden: ['Data'], widths: null } }, true);
    // Nothing is sent again when the quiet time would have ended.
    vi.advanceTimersByTime(1000);
    prefs.flush();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
