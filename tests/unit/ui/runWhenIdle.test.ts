import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AFTER_INPUT_MS, runWhenIdle } from '../../../engine/ui/runWhenIdle';

/** Lets pending promise callbacks run. */
const flush = () => Promise.resolve().then(() => undefined);

describe('runWhenIdle', () => {
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Runs the idle callbacks the browser would run now (and those they schedule on the way). */
  async function idle() {
    const now = idleCallbacks.splice(0);
    for (const run of now) run();
    await flush();
    await flush();
  }

  it('one task per idle moment, the next only once the previous settled; a failure is passed over', async () => {
    let finishFirst!: () => void;
    const first = vi.fn(() => new Promise<void>((_, reject) => (finishFirst = () => reject(new Error('offline')))));
    const second = vi.fn(() => {
      throw new Error('broken');
    });
    const third = vi.fn();
    runWhenIdle([first, second, third]);
    expect(first).not.toHaveBeenCalled();
    await idle();
    expect(first).toHaveBeenCalledTimes(1);
    await idle();
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await flush();
    await flush();
    await idle();
    expect(second).toHaveBeenCalledTimes(1);
    await idle();
    expect(third).toHaveBeenCalledTimes(1);
  });

  it(`waits ${QUIET_AFTER_INPUT_MS} ms after the last key or click before the next task`, async () => {
    const task = vi.fn();
    runWhenIdle([task]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await idle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_AFTER_INPUT_MS - 100);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(QUIET_AFTER_INPUT_MS - 1);
    await idle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_AFTER_INPUT_MS);
    await idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops before the next task when asked', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stop = runWhenIdle([first, second]);
    await idle();
    expect(first).toHaveBeenCalledTimes(1);
    stop();
    await idle();
    vi.advanceTimersByTime(5_000);
    expect(second).not.toHaveBeenCalled();
  });

  it('waits while the browser is offline and goes on once it is back', async () => {
    let onLine = false;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
    const task = vi.fn();
    runWhenIdle([task]);
    await idle();
    await idle();
    expect(task).not.toHaveBeenCalled();
    onLine = true;
    window.dispatchEvent(new Event('online'));
    await idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a stop while waiting to be online leaves the rest undone', async () => {
    let onLine = false;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
    const task = vi.fn();
    const stop = runWhenIdle([task]);
    await idle();
    stop();
    onLine = true;
    window.dispatchEvent(new Event('online'));
    await idle();
    expect(task).not.toHaveBeenCalled();
  });
});
