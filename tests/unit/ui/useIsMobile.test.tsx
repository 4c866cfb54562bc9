import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A media query list whose `matches` the test sets, and that tells its listeners. */
function fakeQueryList(matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    change(next: boolean) {
      this.matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('useIsMobile', () => {
  // The hook keeps its query list in its module: a fresh module per test (another file in the same worker may
  // have loaded it with the environment's own list).
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('asks the browser for one query list however often it renders, and follows its changes', async () => {
    const list = fakeQueryList(false);
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(() => list as unknown as MediaQueryList);
    const { useIsMobile } = await import('../../../engine/ui/useIsMobile');
    const { result, rerender, unmount } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    for (let i = 0; i < 5; i++) rerender();
    act(() => list.change(true));
    expect(result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 959.98px)');
    unmount();
    expect(list.listeners.size).toBe(0);
  });
});
