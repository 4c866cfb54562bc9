import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs` without a break, false as soon as it is false: for what shows
 * only when something lasts (a spinner over rows being refreshed), which must not flash when it is quick, the
 * first render included (a debounced value starts out as the value itself).
 */
export function useHeldFor(flag: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setHeld(true), delayMs);
    // The stretch is over: the next one starts from false.
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [flag, delayMs]);
  return flag && held;
}
