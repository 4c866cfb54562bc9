import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledWithin } from '../../../engine/ui/useSettledWithin';
import { deferred } from '../deferred';

describe('useSettledWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is true from the first render without a promise, or with no time left', () => {
    const { result } = renderHook(() => useSettledWithin(undefined, 300));
    expect(result.current).toBe(true);
    const late = renderHook(() => useSettledWithin(deferred().promise, 0));
    expect(late.result.current).toBe(true);
  });

  it('turns true when the promise resolves before the time is up', async () => {
    const ahead = deferred();
    const { result } = renderHook(() => useSettledWithin(ahead.promise, 300));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    await act(async () => ahead.resolve());
    expect(result.current).toBe(true);
  });

  it('turns true on a failure too', async () => {
    const ahead = deferred();
    const { result } = renderHook(() => useSettledWithin(ahead.promise, 300));
    await act(async () => ahead.reject(new Error('offline')));
    expect(result.current).toBe(true);
  });

  it('turns true once the time is up when the promise is still pending, and stays true', async () => {
    const ahead = deferred();
    const { result } = renderHook(() => useSettledWithin(ahead.promise, 300));
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    await act(async () => ahead.resolve());
    expect(result.current).toBe(true);
  });
});

describe('useSettledWithin, a later mount', () => {
  it('starts out true for a promise an earlier mount saw settle', async () => {
    const ahead = deferred();
    const first = renderHook(() => useSettledWithin(ahead.promise, 300));
    await act(async () => ahead.resolve());
    expect(first.result.current).toBe(true);
    first.unmount();
    const { result } = renderHook(() => useSettledWithin(ahead.promise, 300));
    expect(result.current).toBe(true);
  });
});
