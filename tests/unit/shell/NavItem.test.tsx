import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavItem, WARM_UP_AFTER_MS, type NavListProps } from '../../../engine/shell/layout/NavItem';
import { ScreenWarmupContext } from '../../../engine/ui/ScreenWarmupContext';

function NoList(_props: NavListProps) {
  return null;
}

function renderEntry(warmUp: (target: string) => void, activeId: string | null = null) {
  const memory = memoryLocation({ path: '/home' });
  return render(
    <Router hook={memory.hook}>
      <ScreenWarmupContext.Provider value={warmUp}>
        <ul>
          <NavItem List={NoList} node={{ id: 'cupons', type: 'item', title: 'Cupons', url: '/marketing/cupom' }} level={0} activeId={activeId} activePath={new Set()} />
        </ul>
      </ScreenWarmupContext.Provider>
    </Router>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('menu entry warm-up', () => {
  it('gets the screen ready once the pointer rests on the entry', () => {
    const warmUp = vi.fn();
    renderEntry(warmUp);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Cupons' }));
    act(() => vi.advanceTimersByTime(WARM_UP_AFTER_MS - 1));
    expect(warmUp).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(warmUp).toHaveBeenCalledExactlyOnceWith('/marketing/cupom');
  });

  it('a pointer that only passes over the entry loads nothing', () => {
    const warmUp = vi.fn();
    renderEntry(warmUp);
    const link = screen.getByRole('link', { name: 'Cupons' });
    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(WARM_UP_AFTER_MS / 2));
    fireEvent.pointerLeave(link);
    act(() => vi.advanceTimersByTime(WARM_UP_AFTER_MS * 5));
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('an entry that leaves the page meanwhile loads nothing', () => {
    const warmUp = vi.fn();
    const { unmount } = renderEntry(warmUp);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Cupons' }));
    unmount();
    act(() => vi.advanceTimersByTime(WARM_UP_AFTER_MS * 5));
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('a click before the rest, or the page already open, loads nothing more', () => {
    const warmUp = vi.fn();
    renderEntry(warmUp);
    const link = screen.getByRole('link', { name: 'Cupons' });
    fireEvent.pointerEnter(link);
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(WARM_UP_AFTER_MS * 5));
    expect(warmUp).not.toHaveBeenCalled();
    cleanup();
    renderEntry(warmUp, 'cupons');
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Cupons' }));
    act(() => vi.advanceTimersByTime(WARM_UP_AFTER_MS * 5));
    expect(warmUp).not.toHaveBeenCalled();
  });
});
