import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeldFor } from '../../../engine/ui/useHeldFor';

describe('useHeldFor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is false on the first render even when the flag starts true, and true once it has lasted', () => {
    const { result } = renderHook(({ flag }) => useHeldFor(flag, 300), { initialProps: { flag: true } });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true for a flag that ends sooner, and turns false at once when the flag ends', () => {
    const { result, rerender } = renderHook(({ flag }) => useHeldFor(flag, 300), { initialProps: { flag: true } });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ flag: false });
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);

    rerender({ flag: true });
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    // A new stretch starts the wait again.
    rerender({ flag: true });
    expect(result.current).toBe(false);
  });
});
