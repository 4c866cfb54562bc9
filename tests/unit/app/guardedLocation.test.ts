import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuardedLocation, DRAWS_AT_ONCE, MOVE_WAIT_MS } from '../../../engine/app/useGuardedLocation';
import { onMoveWait } from '../../../engine/ui/moveWait';
import { createLeaveGuard } from '../../../engine/ui/leaveGuard';
import { deferred } from '../deferred';

/** A guard that always lets the user leave (the guard itself has its own tests). */
const letGo = createLeaveGuard();

describe('a move to another screen waits a little for what the screen needs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/marketing/cupom');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the address changes once the screen is ready, not before', async () => {
    const ready = deferred<boolean>();
    const onNavigate = vi.fn(() => ready.promise);
    const moving = createGuardedLocation(letGo, onNavigate).navigate('/marketing/offers');
    await vi.advanceTimersByTimeAsync(20);
    expect(onNavigate).toHaveBeenCalledWith('/marketing/offers');
    expect(window.location.pathname).toBe('/marketing/cupom');
    ready.resolve(true);
    await moving;
    expect(window.location.pathname).toBe('/marketing/offers');
    // The stage keeps no picture of the previous screen for such a move.
    expect(window.history.state).toEqual({ [DRAWS_AT_ONCE]: true });
  });

  it('announces the wait with the call (a notice raised just before waits too) and its end with the move, once for moves in a row', async () => {
    const heard: boolean[] = [];
    const stopHearing = onMoveWait((waiting) => heard.push(waiting));
    const first = deferred<boolean>();
    const second = deferred<boolean>();
    const location = createGuardedLocation(letGo, (target) => (target.startsWith('/marketing/offers') ? first.promise : second.promise));
    const toOffers = location.navigate('/marketing/offers');
    expect(heard).toEqual([true]);
    const toBanners = location.navigate('/marketing/banners-ecommerce');
    await vi.advanceTimersByTimeAsync(0);
    first.resolve(true);
    await toOffers;
    // The first move lost to the second: the wait goes on.
    expect(heard).toEqual([true]);
    second.resolve(true);
    await toBanners;
    expect(heard).toEqual([true, false]);
    stopHearing();
  });

  it('with unsaved work, waits only once the user said to leave; a "stay" ends nothing', async () => {
    const heard: boolean[] = [];
    const stopHearing = onMoveWait((waiting) => heard.push(waiting));
    const guard = createLeaveGuard();
    let answer!: (leave: boolean) => void;
    const clear = guard.set(() => new Promise<boolean>((resolve) => { answer = resolve; }));
    const location = createGuardedLocation(guard, async () => true);
    const staying = location.navigate('/marketing/offers');
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([]);
    answer(false);
    await staying;
    expect(heard).toEqual([]);
    expect(window.location.pathname).toBe('/marketing/cupom');
    const leaving = location.navigate('/marketing/offers');
    await vi.advanceTimersByTimeAsync(0);
    answer(true);
    await leaving;
    expect(heard).toEqual([true, false]);
    expect(window.location.pathname).toBe('/marketing/offers');
    clear();
    stopHearing();
  });

  it('a move that fails on the way (its screen cannot be prepared) still ends the wait: the screen is not left inert', async () => {
    const heard: boolean[] = [];
    const stopHearing = onMoveWait((waiting) => heard.push(waiting));
    const location = createGuardedLocation(letGo, () => {
      throw new Error('registry without that kind');
    });
    await expect(location.navigate('/marketing/offers')).rejects.toThrow('registry without that kind');
    expect(heard).toEqual([true, false]);
    stopHearing();
  });

  it(`a screen that is not ready within ${MOVE_WAIT_MS} ms is moved to anyway`, async () => {
    const moving = createGuardedLocation(letGo, () => new Promise<boolean>(() => undefined)).navigate('/marketing/offers');
    await vi.advanceTimersByTimeAsync(MOVE_WAIT_MS - 1);
    expect(window.location.pathname).toBe('/marketing/cupom');
    await vi.advanceTimersByTimeAsync(1);
    await moving;
    expect(window.location.pathname).toBe('/marketing/offers');
    expect(window.history.state).toBeNull();
  });

  it('of two moves asked for in a row, the last one wins', async () => {
    const first = deferred<boolean>();
    const second = deferred<boolean>();
    const location = createGuardedLocation(letGo, (target) => (target.startsWith('/marketing/offers') ? first.promise : second.promise));
    const toOffers = location.navigate('/marketing/offers');
    const toBanners = location.navigate('/marketing/banners-ecommerce');
    await vi.advanceTimersByTimeAsync(0);
    second.resolve(false);
    await toBanners;
    first.resolve(true);
    await toOffers;
    expect(window.location.pathname).toBe('/marketing/banners-ecommerce');
  });

  it('a change of query on the same page (a filter as it is typed) never waits', async () => {
    const onNavigate = vi.fn(() => new Promise<boolean>(() => undefined));
    await createGuardedLocation(letGo, onNavigate).navigate('/marketing/cupom?f.Nome=a');
    expect(window.location.search).toBe('?f.Nome=a');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
