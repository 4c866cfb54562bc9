import { onScreenReady } from './whenScreenReady';

let ready: Promise<void> | null = null;

/**
 * Resolves once the page's first screen has painted its data (or its error), or `timeoutMs` after the first call
 * when none does (a page without a screen); the same promise for the page's life. What the frame fetches for
 * itself waits for it: the menu's icons' module (≈6 KB) took the network from the first list's rows when it came
 * before them. "Painted": the frame after the screen marks itself ready, not the mark itself, so those fetches
 * never share the first paint's frame.
 */
export function firstScreenReady(timeoutMs = 1500, root: ParentNode & Node = document.body): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    let stopWatching: () => void = () => undefined;
    const timer = window.setTimeout(() => {
      stopWatching();
      resolve();
    }, timeoutMs);
    stopWatching = onScreenReady(() => {
      window.clearTimeout(timer);
      window.requestAnimationFrame(() => window.setTimeout(resolve, 0));
    }, root);
  });
  return ready;
}
