import { idleCallback } from './idleCallback';

/** What a screen root carries once its data (or its error) is painted; see schemas/README.md. */
export const READY_SCREEN = '.engine-screen[data-ready="true"]';

/**
 * Calls `callback` once (at once if one is there already) when a screen under `root` has painted its data or its
 * error. Returns a function that stops watching.
 */
export function onScreenReady(callback: () => void, root: ParentNode & Node = document.body): () => void {
  if (root.querySelector(READY_SCREEN)) {
    callback();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!root.querySelector(READY_SCREEN)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
  return () => observer.disconnect();
}

/**
 * Runs `callback` once a screen has painted its data and the browser is then idle. Prefetching that starts
 * earlier (an idle moment while the first screen waits for the API) competes with that screen for the
 * network and the main thread. Returns a function that cancels whatever has not run yet.
 */
export function whenScreenReady(callback: () => void, root: ParentNode & Node = document.body): () => void {
  const { request: idle, cancel: cancelIdle } = idleCallback(window, 200);
  let idleHandle: number | undefined;
  const stopWatching = onScreenReady(() => {
    idleHandle = idle(callback);
  }, root);
  return () => {
    stopWatching();
    if (idleHandle !== undefined) cancelIdle(idleHandle);
  };
}
