import { idleCallback } from './idleCallback';

/** What a screen root carries once its data (or its error) is painted; see schemas/README.md. */
export const READY_SCREEN = '.engine-screen[data-ready="true"]';

/**
 * Runs `callback` once a screen has painted its data and the browser is then idle. Prefetching that starts
 * earlier (an idle moment while the first screen waits for the API) competes with that screen for the
 * network and the main thread. Returns a function that cancels whatever has not run yet.
 */
export function whenScreenReady(callback: () => void, root: ParentNode & Node = document.body): () => void {
  const { request: idle, cancel: cancelIdle } = idleCallback(window, 200);
  let idleHandle: number | undefined;
  let observer: MutationObserver | undefined;
  const schedule = () => {
    observer?.disconnect();
    observer = undefined;
    idleHandle = idle(callback);
  };
  if (root.querySelector(READY_SCREEN)) schedule();
  else {
    observer = new MutationObserver(() => {
      if (root.querySelector(READY_SCREEN)) schedule();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
  }
  return () => {
    observer?.disconnect();
    if (idleHandle !== undefined) cancelIdle(idleHandle);
  };
}
