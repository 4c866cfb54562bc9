import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredPopover } from '../../../engine/ui/popover/DeferredPopover';
import { deferredModule } from '../../../engine/ui/deferredModule';
import { createNotifier, NotifierContext } from '../../../engine/ui/notifier';
import type { DeferredParts } from '../../../engine/shell/popover/popoverLoader';

/** A popover chunk of its own, not fetched yet (other tests may have loaded the shell's). */
const freshChunk = () => deferredModule<DeferredParts>(() => import('../../../engine/shell/popover/deferredParts'));

/** The language picker over `chunk`: a menu built from the chunk's parts. */
function renderPicker(chunk: ReturnType<typeof freshChunk>, props: { placement?: 'bottom-end' } = {}) {
  render(
    <NotifierContext.Provider value={createNotifier()}>
      <DeferredPopover parts={chunk} {...props} content={(parts) => <parts.LanguageMenuContent />}>
        <button type="button">Idioma</button>
      </DeferredPopover>
    </NotifierContext.Provider>,
  );
}

describe('DeferredPopover', () => {
  afterEach(cleanup);

  it('shows the bare target until the chunk is in, and a click opens the popover once it arrives', async () => {
    const chunk = freshChunk();
    renderPicker(chunk, { placement: 'bottom-end' });
    const target = screen.getByRole('button', { name: 'Idioma' });
    expect(target.getAttribute('aria-haspopup')).toBe('true');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chunk.loaded()).toBeNull();

    fireEvent.click(target);
    const menu = await screen.findByRole('menu', { name: 'Idioma' }, { timeout: 10_000 });
    expect(menu.textContent).toContain('Português');
    expect(chunk.loaded()).not.toBeNull();
  });

  it('once the chunk is in, renders Blueprint\'s popover directly', async () => {
    const chunk = freshChunk();
    await chunk.load();
    renderPicker(chunk);
    const target = screen.getByRole('button', { name: 'Idioma' });
    expect(target.getAttribute('aria-haspopup')).not.toBe('true');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(target);
    await screen.findByRole('menu', { name: 'Idioma' });
  });

  it('moves the keyboard focus to the real target when the chunk arrives while the bare one is focused', async () => {
    const chunk = freshChunk();
    renderPicker(chunk);
    const bare = screen.getByRole('button', { name: 'Idioma' });
    act(() => bare.focus());
    await act(() => chunk.load());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Idioma'));
    expect(document.activeElement).not.toBe(bare);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps the pressed target until the press ends when the chunk lands mid-press, so the click still opens it', async () => {
    const chunk = freshChunk();
    renderPicker(chunk);
    const bare = screen.getByRole('button', { name: 'Idioma' });
    fireEvent.pointerDown(bare);
    await act(() => chunk.load());
    // The chunk is in, but the button being pressed is still the one on the page.
    expect(screen.getByRole('button', { name: 'Idioma' })).toBe(bare);
    fireEvent.pointerUp(bare);
    fireEvent.click(bare);
    const menu = await screen.findByRole('menu', { name: 'Idioma' });
    expect(menu.textContent).toContain('Português');
  });

  it('tells the user when a click cannot fetch the chunk, and a later click tries again', async () => {
    const notifier = createNotifier();
    const notify = vi.spyOn(notifier, 'notify');
    const importer = vi.fn<() => Promise<DeferredParts>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockImplementation(() => import('../../../engine/shell/popover/deferredParts'));
    const chunk = deferredModule(importer);
    render(
      <NotifierContext.Provider value={notifier}>
        <DeferredPopover parts={chunk} content={(parts) => <parts.LanguageMenuContent />}>
          <button type="button">Idioma</button>
        </DeferredPopover>
      </NotifierContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ intent: 'danger', message: 'Não foi possível abrir o menu. Verifique a conexão e tente de novo.' })));
    fireEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    expect(await screen.findByRole('menu', { name: 'Idioma' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
