import { useEffect, useState } from 'react';

/**
 * The value as it was when it last stayed unchanged for `delayMs`: a search or preview follows typing
 * without one request per keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
