import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../../engine/ui/ToastHost';
import { announceMoveWait } from '../../../engine/ui/moveWait';
import { createNotifier, NotifierContext } from '../../../engine/ui/notifier';

afterEach(cleanup);

function renderHost() {
  const notifier = createNotifier();
  const { container } = render(
    <NotifierContext.Provider value={notifier}>
      <ToastHost />
    </NotifierContext.Provider>,
  );
  const messages = () => Array.from(container.querySelectorAll('.engine-toast')).map((toast) => toast.textContent);
  return { notifier, messages };
}

describe('ToastHost while a move waits for its next screen', () => {
  it('keeps the notices on display, and shows a notice raised meanwhile once the move is made', () => {
    const { notifier, messages } = renderHost();
    act(() => void notifier.notify({ message: 'Preferência salva.', intent: 'success' }));
    act(() => announceMoveWait(true));
    act(() => void notifier.notify({ message: 'Cupom salvo.', intent: 'success' }));
    expect(messages()).toEqual(['Preferência salva.']);
    act(() => announceMoveWait(false));
    expect(messages()).toEqual(['Preferência salva.', 'Cupom salvo.']);
  });

  it('holds a notice raised in the same moment as the move (a form\'s "saved" just before it returns to the list)', () => {
    const { notifier, messages } = renderHost();
    act(() => {
      notifier.notify({ message: 'Cupom salvo.', intent: 'success' });
      announceMoveWait(true);
    });
    expect(messages()).toEqual([]);
    act(() => announceMoveWait(false));
    expect(messages()).toEqual(['Cupom salvo.']);
  });

  it('shows a notice at once when no move waits', () => {
    const { notifier, messages } = renderHost();
    act(() => void notifier.notify({ message: 'Cupom removido.', intent: 'success' }));
    expect(messages()).toEqual(['Cupom removido.']);
  });
});
