/**
 * The browser's idle callback and its cancel, or a timer of `fallbackMs` where there is none (Safari): each
 * caller keeps its own fallback delay.
 */
export function idleCallback(target: Window, fallbackMs: number): { request(run: () => void): number; cancel(handle: number): void } {
  return {
    request: target.requestIdleCallback?.bind(target) ?? ((run: () => void) => target.setTimeout(run, fallbackMs)),
    cancel: target.cancelIdleCallback?.bind(target) ?? target.clearTimeout.bind(target),
  };
}
