import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuardedLocation, MOVE_WAIT_MS } from '../../../engine/app/useGuardedLocation';
import type { LeaveGuard } from '../../../engine/ui/leaveGuard';

/** A guard that always lets the user leave (the guard itself has its own tests). */
const letGo = { mayLeave: async () => true } as unknown as LeaveGuard;

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => { resolve = done; });
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
    ready.resolve();
    await moving;
    expect(window.location.pathname).toBe('/marketing/offers');
  });

  it(`a screen that is not ready within ${MOVE_WAIT_MS} ms is moved to anyway`, async () => {
    const moving = createGuardedLocation(letGo, () => new Promise<void>(() => undefined)).navigate('/marketing/offers');
    await vi.advanceTimersByTimeAsync(MOVE_WAIT_MS - 1);
    expect(window.location.pathname).toBe('/marketing/cupom');
    await vi.advanceTimersByTimeAsync(1);
    await moving;
    expect(window.location.pathname).toBe('/marketing/offers');
  });

  it('of two moves asked for in a row, the last one wins', async () => {
    const first = deferred();
    const second = deferred();
    const location = createGuardedLocation(letGo, (target) => (target.startsWith('/marketing/offers') ? first.promise : second.promise));
    const toOffers = location.navigate('/marketing/offers');
    const toBanners = location.navigate('/marketing/banners-ecommerce');
    await vi.advanceTimersByTimeAsync(0);
    second.resolve();
    await toBanners;
    first.resolve();
    await toOffers;
    expect(window.location.pathname).toBe('/marketing/banners-ecommerce');
  });

  it('a change of query on the same page (a filter as it is typed) never waits', async () => {
    const onNavigate = vi.fn(() => new Promise<void>(() => undefined));
    await createGuardedLocation(letGo, onNavigate).navigate('/marketing/cupom?f.Nome=a');
    expect(window.location.search).toBe('?f.Nome=a');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
