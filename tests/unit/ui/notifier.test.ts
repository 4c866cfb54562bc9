import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifier } from '../../../engine/ui/notifier';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A notifier whose notices are on screen (the app's ToastHost subscribes once it is drawn). */
function shownNotifier() {
  const notifier = createNotifier();
  notifier.subscribe(() => undefined);
  return notifier;
}

describe('notifier', () => {
  it('a notice raised before anything shows notices starts its time when they are shown', () => {
    const notifier = createNotifier();
    notifier.notify({ message: 'Você não tem permissão para abrir esta página.', intent: 'warning' });
    vi.advanceTimersByTime(10_000);
    expect(notifier.getToasts()).toHaveLength(1);
    notifier.subscribe(() => undefined);
    vi.advanceTimersByTime(5_000);
    expect(notifier.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(notifier.getToasts()).toEqual([]);
  });

  it('keeps at most 5 notices, the oldest going first, each for 6 s by default', () => {
    const notifier = shownNotifier();
    for (let i = 1; i <= 7; i++) notifier.notify({ message: `Aviso ${i}`, intent: 'warning' });
    expect(notifier.getToasts().map((toast) => toast.message)).toEqual(['Aviso 3', 'Aviso 4', 'Aviso 5', 'Aviso 6', 'Aviso 7']);
    vi.advanceTimersByTime(6000);
    expect(notifier.getToasts()).toEqual([]);
  });

  it('a notice with a key replaces the one on screen with that key and restarts its time; others stay', () => {
    const notifier = shownNotifier();
    notifier.notify({ message: 'Outro aviso', intent: 'none' });
    notifier.notify({ message: 'Dados do usuário salvos.', intent: 'success', key: 'user-data-saved' });
    vi.advanceTimersByTime(4000);
    const id = notifier.notify({ message: 'Dados do usuário salvos.', intent: 'success', key: 'user-data-saved' });
    expect(notifier.getToasts().map((toast) => [toast.message, toast.key])).toEqual([
      ['Outro aviso', undefined],
      ['Dados do usuário salvos.', 'user-data-saved'],
    ]);
    expect(notifier.getToasts()[1].id).toBe(id);
    vi.advanceTimersByTime(3000);
    // The first notice is gone at 6 s; the replaced one would have gone at 6 s too, the new one stays till 10 s.
    expect(notifier.getToasts().map((toast) => toast.message)).toEqual(['Dados do usuário salvos.']);
    vi.advanceTimersByTime(3000);
    expect(notifier.getToasts()).toEqual([]);
  });
});

describe('notifier buttons', () => {
  it('a notice button runs its action and hides the notice; closing runs onClose', () => {
    const notifier = createNotifier();
    const undo = vi.fn();
    const closed = vi.fn();
    const id = notifier.notify({ message: 'Cupom FOCO50 removido.', intent: 'success', action: { label: 'Desfazer', onClick: undo }, onClose: closed });
    expect(notifier.getToasts()[0].action?.label).toBe('Desfazer');
    notifier.act(id);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
    expect(notifier.getToasts()).toEqual([]);
    const other = notifier.notify({ message: 'Cupom BB30 removido.', intent: 'success', action: { label: 'Desfazer', onClick: undo }, onClose: closed });
    notifier.close(other);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
