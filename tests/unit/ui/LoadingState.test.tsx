import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingState } from '../../../engine/ui/LoadingState';

describe('LoadingState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the spinner and "Carregando..." at once by default', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });

  it('with afterMs, draws nothing while the wait is short and the placeholder once it has lasted', () => {
    const { container } = render(<LoadingState afterMs={300} />);
    expect(container.innerHTML).toBe('');
    act(() => void vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });

  it('with afterMs, never draws when it goes away sooner', () => {
    const { container, unmount } = render(<LoadingState afterMs={300} />);
    act(() => void vi.advanceTimersByTime(200));
    unmount();
    act(() => void vi.advanceTimersByTime(500));
    expect(container.innerHTML).toBe('');
  });
});
