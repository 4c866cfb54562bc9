import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuardedLocation, DRAWS_AT_ONCE, MOVE_WAIT_MS, MOVE_WAITING } from '../../../engine/app/useGuardedLocation';
import type { LeaveGuard } from '../../../engine/ui/leaveGuard';

/** A guard that always lets the user leave (the guard itself has its own tests). */
const letGo = { mayLeave: async () => true } as unknown as LeaveGuard;

/** A promise the test settles: whether the screen moved to draws complete at once. */
function deferred() {
  let resolve!: (drawsAtOnce: boolean) => void;
  const promise = new Promise<boolean>((done) => { resolve = done; });
  return { promise, resolve };
}

describe('a move to another screen waits a little for what the screen needs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/marketing/cupom');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the address changes once the screen is ready, not before', async () => {
    const ready = deferred();
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

  it('announces the wait when it starts and when it ends with the move, once for moves in a row', async () => {
    const heard: boolean[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent<boolean>).detail);
    window.addEventListener(MOVE_WAITING, listen);
    const first = deferred();
    const second = deferred();
    const location = createGuardedLocation(letGo, (target) => (target.startsWith('/marketing/offers') ? first.promise : second.promise));
    const toOffers = location.navigate('/marketing/offers');
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([true]);
    const toBanners = location.navigate('/marketing/banners-ecommerce');
    await vi.advanceTimersByTimeAsync(0);
    first.resolve(true);
    await toOffers;
    // The first move lost to the second: the wait goes on.
    expect(heard).toEqual([true, true]);
    second.resolve(true);
    await toBanners;
    expect(heard).toEqual([true, true, false]);
    window.removeEventListener(MOVE_WAITING, listen);
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
    const first = deferred();
    const second = deferred();
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
