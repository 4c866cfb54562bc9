import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ForgotPasswordOutcome } from '../../../engine/auth/authApi';
import { ApiError } from '../../../engine/data/ApiError';
import { forgotPasswordMachine } from '../../../engine/auth/machines/forgotPassword.machine';
import { createNotifier, type Notice } from '../../../engine/ui/notifier';

/** The app's notifier, its notices on screen (the ToastHost subscribes): the host turns the machine's notices into its toasts. */
function shownNotifier() {
  const created = createNotifier();
  created.subscribe(() => undefined);
  return created;
}
let notifier = shownNotifier();
const getToasts = () => notifier.getToasts();

/** The app's host: a notice becomes a toast (what the forgot-password form does), spied on. */
function toastNotify() {
  return vi.fn((_: unknown, notice: Notice) => void notifier.notify(notice));
}

function start(answer: (email: string) => Promise<ForgotPasswordOutcome>, notify: (_: unknown, notice: Notice) => void = toastNotify()) {
  const sent: string[] = [];
  const machine = forgotPasswordMachine.provide({
    actors: {
      requestPasswordReset: fromPromise<ForgotPasswordOutcome, { email: string }>(({ input }) => {
        sent.push(input.email);
        return answer(input.email);
      }),
    },
    actions: { notify },
  });
  return { actor: createActor(machine).start(), sent };
}

afterEach(() => {
  notifier = shownNotifier();
  vi.useRealTimers();
});

describe('forgot-password machine', () => {
  it('idle → submitting → success on 200, with no warning for a proper e-mail', async () => {
    const { actor, sent } = start(async () => 'sent');
    actor.send({ type: 'CHANGE', value: 'admin@exemplo.com.br' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(sent).toEqual(['admin@exemplo.com.br']);
    expect(actor.getSnapshot().context.warning).toBeNull();
  });

  it('a value not looking like an e-mail shows "Digite um e-mail válido" and is still sent', async () => {
    const { actor, sent } = start(async () => 'invalidUser', () => undefined);
    actor.send({ type: 'CHANGE', value: 'admin-sem-arroba' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.warning).toBe('Digite um e-mail válido');
    expect(sent).toEqual(['admin-sem-arroba']);
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.warning).toBe('Digite um e-mail válido');
  });

  it('400 → failure with the warning toast "Usuário inválido" for 4 s', async () => {
    vi.useFakeTimers();
    const notify = toastNotify();
    const { actor } = start(async () => 'invalidUser', notify);
    actor.send({ type: 'CHANGE', value: 'ninguem@exemplo.com.br' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), { message: 'Usuário inválido', intent: 'warning', timeout: 4000 });
    expect(getToasts()).toEqual([expect.objectContaining({ message: 'Usuário inválido', intent: 'warning', timeout: 4000 })]);
    await vi.advanceTimersByTimeAsync(3999);
    expect(getToasts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('another failure shows the server message and no invalid-user toast', async () => {
    const notify = vi.fn();
    const { actor } = start(
      async () => {
        throw new ApiError('Servidor indisponível.', { status: 503, reason: 'http' });
      },
      notify,
    );
    actor.send({ type: 'CHANGE', value: 'admin@exemplo.com.br' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.failure).toBe('Servidor indisponível.');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), { message: 'Servidor indisponível.', intent: 'danger' });
    expect(notify).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ message: 'Usuário inválido' }));
  });

  it('an empty value asks for one and sends nothing', () => {
    const { actor, sent } = start(async () => 'sent');
    actor.send({ type: 'CHANGE', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Preencha um valor.');
    expect(sent).toEqual([]);
  });

  it('can send again after a success or a failure', async () => {
    const answers: ForgotPasswordOutcome[] = ['invalidUser', 'sent', 'sent'];
    const { actor, sent } = start(async () => answers.shift() ?? 'sent', () => undefined);
    actor.send({ type: 'CHANGE', value: 'x@exemplo.com.br' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    actor.send({ type: 'CHANGE', value: 'admin@exemplo.com.br' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(sent).toEqual(['x@exemplo.com.br', 'admin@exemplo.com.br', 'admin@exemplo.com.br']);
  });
});
