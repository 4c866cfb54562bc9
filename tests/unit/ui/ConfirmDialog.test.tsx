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
});
