import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../engine/ui/ConfirmDialog';
import type { DialogParts } from '../../../engine/ui/dialog/blueprintDialog';
import { useDialogParts } from '../../../engine/ui/dialog/useDialogParts';
import { deferredModule } from '../../../engine/ui/deferredModule';
import { createNotifier, NotifierContext, type Notifier } from '../../../engine/ui/notifier';

/** The dialog inside the notifier the app provides (a dialog whose code cannot be fetched says so in a toast). */
function renderWithNotifier(element: ReactElement, notifier: Notifier = createNotifier()) {
  return render(<NotifierContext.Provider value={notifier}>{element}</NotifierContext.Provider>);
}

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('opens on the safe button, first in the tab order, and names itself by its title and question', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithNotifier(
      <ConfirmDialog isOpen title="Remover cupom FOCO50" confirmLabel="Remover" onConfirm={onConfirm} onCancel={onCancel}>
        <p>Remover o cupom FOCO50?</p>
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover cupom FOCO50' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const buttons = Array.from(dialog.querySelectorAll('button')).map((button) => button.textContent);
    expect(buttons).toEqual(['Cancelar', 'Remover']);
    expect(document.activeElement?.textContent).toBe('Cancelar');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('shows a failure of the confirmed work above the question, as an alert, and keeps both answers', async () => {
    renderWithNotifier(
      <ConfirmDialog
        isOpen
        title="Remover evento"
        confirmLabel="Remover"
        error={{ title: 'O evento não foi removido', message: 'Evento não encontrado.' }}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      >
        <p>Remover o evento "Reunião"?</p>
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover evento' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('O evento não foi removido');
    expect(alert.textContent).toContain('Evento não encontrado.');
    expect(dialog.textContent!.indexOf('Evento não encontrado.')).toBeLessThan(dialog.textContent!.indexOf('Remover o evento'));
    expect(Array.from(dialog.querySelectorAll('button')).map((button) => button.textContent)).toEqual(['Cancelar', 'Remover']);
  });

  it('draws nothing while closed, and opens once the dialog code is in', async () => {
    const { rerender } = renderWithNotifier(
      <ConfirmDialog isOpen={false} title="Remover banner" confirmLabel="Remover" onConfirm={vi.fn()} onCancel={vi.fn()}>
        <p>Remover o banner?</p>
      </ConfirmDialog>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    rerender(
      <NotifierContext.Provider value={createNotifier()}>
        <ConfirmDialog isOpen title="Remover banner" confirmLabel="Remover" onConfirm={vi.fn()} onCancel={vi.fn()}>
          <p>Remover o banner?</p>
        </ConfirmDialog>
      </NotifierContext.Provider>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Remover banner' })).toBeTruthy();
  });
});

describe('useDialogParts', () => {
  function Probe(props: { chunk: ReturnType<typeof deferredModule<DialogParts>>; wanted: boolean; onUnavailable: () => void }) {
    const parts = useDialogParts(props.chunk, props.wanted, props.onUnavailable);
    return <p>{parts ? 'pronto' : 'aguardando'}</p>;
  }

  it('fetches nothing for a closed dialog, and the chunk once one opens', async () => {
    const importer = vi.fn(() => import('../../../engine/ui/dialog/dialogParts'));
    const chunk = deferredModule(importer);
    const { rerender } = renderWithNotifier(<Probe chunk={chunk} wanted={false} onUnavailable={vi.fn()} />);
    expect(importer).not.toHaveBeenCalled();
    rerender(
      <NotifierContext.Provider value={createNotifier()}>
        <Probe chunk={chunk} wanted onUnavailable={vi.fn()} />
      </NotifierContext.Provider>,
    );
    expect(await screen.findByText('pronto')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('when the code cannot be fetched, says so, closes the dialog, and the next opening tries again', async () => {
    const notifier = createNotifier();
    const notify = vi.spyOn(notifier, 'notify');
    const onUnavailable = vi.fn();
    const importer = vi.fn<() => Promise<DialogParts>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockImplementation(() => import('../../../engine/ui/dialog/dialogParts'));
    const chunk = deferredModule(importer);
    const view = (wanted: boolean) => (
      <NotifierContext.Provider value={notifier}>
        <Probe chunk={chunk} wanted={wanted} onUnavailable={onUnavailable} />
      </NotifierContext.Provider>
    );
    const { rerender } = render(view(true));
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ intent: 'danger', message: 'Não foi possível abrir a janela. Verifique a conexão e tente de novo.' }));
    expect(screen.getByText('aguardando')).toBeTruthy();
    act(() => rerender(view(false)));
    act(() => rerender(view(true)));
    expect(await screen.findByText('pronto')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
