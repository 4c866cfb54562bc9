import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../engine/ui/ConfirmDialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('opens on the safe button, first in the tab order, and names itself by its title and question', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
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
    render(
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
});
