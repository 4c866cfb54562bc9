import { Button, Dialog } from '@blueprintjs/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installModalEscape } from '../../../engine/ui/modalEscape';

function press(target: EventTarget) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}

describe('installModalEscape', () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    cleanup();
  });

  it('hands Esc to the open modal when the focus fell back to the page', async () => {
    uninstall = installModalEscape(document);
    const onClose = vi.fn();
    render(
      <Dialog isOpen title="Liberar mais" onClose={onClose}>
        <Button text="Cancelar" />
      </Dialog>,
    );
    await screen.findByRole('button', { name: 'Cancelar' });
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(document.activeElement).toBe(document.body);
    act(() => press(document.body));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('leaves Esc alone when the dialog forbids it, and when no modal is open', async () => {
    uninstall = installModalEscape(document);
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog isOpen canEscapeKeyClose={false} title="Salvando" onClose={onClose}>
        <Button text="Cancelar" />
      </Dialog>,
    );
    await screen.findByRole('button', { name: 'Cancelar' });
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => press(document.body));
    rerender(<Dialog isOpen={false} title="Salvando" onClose={onClose} />);
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    outside.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    outside.remove();
  });
});
