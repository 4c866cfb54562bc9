import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavItem, WARM_UP_AFTER_MS, type NavListProps } from '../../../engine/shell/layout/NavItem';
import { NavigateContext } from '../../../engine/ui/NavigateContext';
import { ScreenWarmupContext } from '../../../engine/ui/ScreenWarmupContext';

function NoList(_props: NavListProps) {
  return null;
}

function renderEntry(warmUp: (target: string) => void, activeId: string | null = null) {
  const memory = memoryLocation({ path: '/home' });
  return render(
    <Router hook={memory.hook}>
      <NavigateContext.Provider value={(to) => memory.navigate(to)}>
        <ScreenWarmupContext.Provider value={warmUp}>
          <ul>
            <NavItem List={NoList} node={{ id: 'cupons', type: 'item', title: 'Cupons', url: '/marketing/cupom' }} level={0} activeId={activeId} activePath={new Set()} />
          </ul>
        </ScreenWarmupContext.Provider>
      </NavigateContext.Provider>
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

describe('menu entries across moves', () => {
  it('a move draws again the groups the active page leaves and enters, not the others', () => {
    const drawn: Record<string, number> = {};
    function CountingList(props: NavListProps) {
      const id = props.nodes[0]?.id ?? '';
      drawn[id] = (drawn[id] ?? 0) + 1;
      return null;
    }
    const group = (id: string, child: string) => ({ id, type: 'group' as const, title: id, children: [{ id: child, type: 'item' as const, title: child, url: `/${child}` }] });
    const groups = [group('g1', 'a'), group('g2', 'b'), group('g3', 'c')];
    const menu = (activeId: string, parent: string) => (
      <ul>
        {groups.map((node) => <NavItem key={node.id} List={CountingList} node={node} level={0} activeId={activeId} activePath={new Set([parent])} />)}
      </ul>
    );
    const { rerender } = render(menu('a', 'g1'));
    expect(drawn).toEqual({ a: 1, b: 1, c: 1 });
    rerender(menu('b', 'g2'));
    expect(drawn).toEqual({ a: 2, b: 2, c: 1 });
  });

  it('an entry moves the app through the navigation it is given; a click with a modifier key is the browser\'s', () => {
    const navigate = vi.fn();
    render(
      <NavigateContext.Provider value={navigate}>
        <ul>
          <NavItem List={NoList} node={{ id: 'cupons', type: 'item', title: 'Cupons', url: '/marketing/cupom' }} level={0} activeId={null} activePath={new Set()} />
        </ul>
      </NavigateContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Cupons' });
    expect(link.getAttribute('href')).toBe('/marketing/cupom');
    // The default is not prevented for a Ctrl+click (a new tab), so the event comes back "not canceled".
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/marketing/cupom');
  });
});
