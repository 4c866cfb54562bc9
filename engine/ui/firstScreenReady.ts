import { READY_SCREEN } from './whenScreenReady';

let ready: Promise<void> | null = null;

/**
 * Resolves once the page's first screen has painted its data (or its error), or `timeoutMs` after the first call
 * when none does (a page without a screen); the same promise for the page's life. What the frame fetches for
 * itself waits for it: the menu's icons' module (≈6 KB) took the network from the first list's rows when it came
 * before them.
 */
export function firstScreenReady(timeoutMs = 1500, root: ParentNode & Node = document.body): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    let timer = 0;
    const observer = new MutationObserver(() => {
      if (root.querySelector(READY_SCREEN)) done();
    });
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    if (root.querySelector(READY_SCREEN)) return done();
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
    timer = window.setTimeout(done, timeoutMs);
  });
  return ready;
}
