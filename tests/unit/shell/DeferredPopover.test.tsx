import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredPopover } from '../../../engine/shell/popover/DeferredPopover';
import { createNotifier, NotifierContext } from '../../../engine/ui/notifier';
import { loadPopover } from '../../../engine/shell/popover/popoverLoader';

function Picker() {
  return (
    <NotifierContext.Provider value={notifier}>
      <DeferredPopover placement="bottom-end" content={(parts) => <parts.LanguageMenuContent />}>
        <button type="button">Idioma</button>
      </DeferredPopover>
    </NotifierContext.Provider>
  );
}

/** The app's notifier (a chunk that fails to load tells the user through it). */
const notifier = createNotifier();

/**
 * Renders the picker from a fresh module graph: the loader keeps the chunk for the life of its module, and other
 * tests may have loaded it. Returns the fresh loader, whose chunk is not in yet.
 */
async function renderFresh(props: { placement?: 'bottom-end' } = {}) {
  vi.resetModules();
  const fresh = await import('../../../engine/shell/popover/DeferredPopover');
  const loader = await import('../../../engine/shell/popover/popoverLoader');
  const freshNotifier = await import('../../../engine/ui/notifier');
  expect(loader.loadedPopover()).toBeNull();
  render(
    <freshNotifier.NotifierContext.Provider value={freshNotifier.createNotifier()}>
      <fresh.DeferredPopover {...props} content={(parts) => <parts.LanguageMenuContent />}>
        <button type="button">Idioma</button>
      </fresh.DeferredPopover>
    </freshNotifier.NotifierContext.Provider>,
  );
  return loader;
}

describe('DeferredPopover', () => {
  afterEach(cleanup);

  it('shows the bare target until the chunk is in, and a click opens the popover once it arrives', async () => {
    const loader = await renderFresh({ placement: 'bottom-end' });
    const target = screen.getByRole('button', { name: 'Idioma' });
    expect(target.getAttribute('aria-haspopup')).toBe('true');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(target);
    const menu = await screen.findByRole('menu', { name: 'Idioma' }, { timeout: 10_000 });
    expect(menu.textContent).toContain('Português');
    expect(loader.loadedPopover()).not.toBeNull();
  });

  it('once the chunk is in, renders Blueprint\'s popover directly', async () => {
    await loadPopover();
    render(<Picker />);
    const target = screen.getByRole('button', { name: 'Idioma' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(target);
    await screen.findByRole('menu', { name: 'Idioma' });
  });

  it('moves the keyboard focus to the real target when the chunk arrives while the bare one is focused', async () => {
    const loader = await renderFresh();
    const bare = screen.getByRole('button', { name: 'Idioma' });
    act(() => bare.focus());
    await act(() => loader.loadPopover());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Idioma'));
    expect(document.activeElement).not.toBe(bare);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps the pressed target until the press ends when the chunk lands mid-press, so the click still opens it', async () => {
    const loader = await renderFresh();
    const bare = screen.getByRole('button', { name: 'Idioma' });
    fireEvent.pointerDown(bare);
    await act(() => loader.loadPopover());
    // The chunk is in, but the button being pressed is still the one on the page.
    expect(screen.getByRole('button', { name: 'Idioma' })).toBe(bare);
    fireEvent.pointerUp(bare);
    fireEvent.click(bare);
    const menu = await screen.findByRole('menu', { name: 'Idioma' });
    expect(menu.textContent).toContain('Português');
  });
});
