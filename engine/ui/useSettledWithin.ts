import { useEffect, useState } from 'react';

// Promises seen settling: a later mount that waits for one of them starts out settled (no empty first render).
const settledPromises = new WeakSet<Promise<unknown>>();

/**
 * True once `promise` has settled or `ms` have passed since the first render, whichever comes first; true from the
 * start without a promise, with one already seen settling, or with no time left (`ms` ≤ 0); a new `ms` counts from
 * the render that passes it. For what waits a little for something on its way rather than drawing a state that
 * would be replaced at once, and draws anyway when that takes long.
 */
export function useSettledWithin(promise: Promise<unknown> | undefined, ms: number): boolean {
  const [settled, setSettled] = useState(() => !promise || settledPromises.has(promise) || ms <= 0);
  useEffect(() => {
    if (!promise || settled) return;
    let live = true;
    const open = () => {
      if (live) setSettled(true);
    };
    const done = () => {
      settledPromises.add(promise);
      open();
    };
    const timer = setTimeout(open, ms);
    promise.then(done, done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [promise, ms, settled]);
  return settled;
}
