import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The promise is the page's: each case takes a fresh copy of its module.
async function fresh() {
  vi.resetModules();
  return (await import('../../../engine/ui/firstScreenReady')).firstScreenReady;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  // A frame (the screen's paint) and the task after it.
  await vi.advanceTimersByTimeAsync(20);
  return done;
}

describe('firstScreenReady', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('resolves when a screen marks itself ready, and stays resolved for later callers', async () => {
    const firstScreenReady = await fresh();
    document.body.innerHTML = '<section class="engine-screen" data-ready="false"></section>';
    const ready = firstScreenReady(1500);
    expect(await settled(ready)).toBe(false);
    document.querySelector('section')!.setAttribute('data-ready', 'true');
    // Not in the frame that paints the screen: after it.
    let early = false;
    void ready.then(() => (early = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(early).toBe(false);
    expect(await settled(ready)).toBe(true);
    document.body.innerHTML = '';
    expect(firstScreenReady(1500)).toBe(ready);
  });

  it('resolves at once when a screen is already ready', async () => {
    const firstScreenReady = await fresh();
    document.body.innerHTML = '<section class="engine-screen" data-ready="true"></section>';
    expect(await settled(firstScreenReady(1500))).toBe(true);
  });

  it('resolves after the timeout on a page where no screen gets ready', async () => {
    const firstScreenReady = await fresh();
    const ready = firstScreenReady(1500);
    await vi.advanceTimersByTimeAsync(1470);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(ready)).toBe(true);
  });
});
