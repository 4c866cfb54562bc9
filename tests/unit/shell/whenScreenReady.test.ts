import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenScreenReady } from '../../../engine/ui/whenScreenReady';

/** Lets the mutation observer and the idle callback (or its 200 ms timer fallback) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('whenScreenReady', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits until a screen root is marked ready, then runs once when idle', async () => {
    const callback = vi.fn();
    whenScreenReady(callback);
    const screen = document.createElement('section');
    screen.className = 'engine-screen';
    document.body.append(screen);
    await settle();
    expect(callback).not.toHaveBeenCalled();

    screen.setAttribute('data-ready', 'true');
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
    screen.setAttribute('data-ready', 'false');
    screen.setAttribute('data-ready', 'true');
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once (when idle) if a ready screen is already painted', async () => {
    document.body.innerHTML = '<main><section class="engine-screen" data-ready="true"></section></main>';
    const callback = vi.fn();
    whenScreenReady(callback);
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    const callback = vi.fn();
    const cancel = whenScreenReady(callback);
    cancel();
    document.body.innerHTML = '<section class="engine-screen" data-ready="true"></section>';
    await settle();
    expect(callback).not.toHaveBeenCalled();
  });
});
