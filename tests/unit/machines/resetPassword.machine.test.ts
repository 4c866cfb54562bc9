import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ResetPasswordRequest } from '../../../engine/auth/authApi';
import { hasResetLink, resetPasswordMachine } from '../../../engine/auth/machines/resetPassword.machine';
import { APP } from '../auth/appDefinition';

function start(
  options: { answer?: () => Promise<void>; email?: string | null; token?: string | null; delay?: number; loginRoute?: string } = {},
) {
  const sent: ResetPasswordRequest[] = [];
  const navigate = vi.fn<(to: string) => void>();
  const machine = resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise<void, ResetPasswordRequest>(({ input }) => {
        sent.push(input);
        return (options.answer ?? (async () => undefined))();
      }),
    },
    actions: { navigate: (_, params) => navigate(params.to) },
    ...(options.delay === undefined ? {} : { delays: { redirectDelay: options.delay } }),
  });
  const actor = createActor(machine, {
    input: {
      email: options.email === undefined ? 'admin@exemplo.com.br' : options.email,
      token: options.token === undefined ? 'abc123' : options.token,
      loginRoute: options.loginRoute ?? APP.routes.login,
    },
  }).start();
  return { actor, sent, navigate };
}

function fill(actor: ReturnType<typeof start>['actor'], password: string, confirmation: string) {
  actor.send({ type: 'CHANGE', field: 'password', value: password });
  actor.send({ type: 'CHANGE', field: 'confirmation', value: confirmation });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reset-password machine', () => {
  it('different passwords show "As senhas não são iguais" and send nothing', () => {
    const { actor, sent, navigate } = start();
    fill(actor, 'NovaSenha1', 'NovaSenha2');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ password: null, confirmation: 'As senhas não são iguais' });
    expect(sent).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['curta1A', 'semdigitoAa', 'SEMMINUSCULA1', 'semmaiuscula1', 'Com espaco1', 'Simbolo#123'])(
    'a password outside the rule (%s) shows the rule and sends nothing',
    (password) => {
      const { actor, sent } = start();
      fill(actor, password, password);
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.errors.password).toBe(
        'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
      );
      expect(sent).toEqual([]);
    },
  );

  it('an empty password asks for a value', () => {
    const { actor, sent } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.password).toBe('Preencha um valor.');
    expect(sent).toEqual([]);
  });

  it('editing a field clears its error', () => {
    const { actor } = start();
    fill(actor, 'NovaSenha1', 'x');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'confirmation', value: 'NovaSenha1' });
    expect(actor.getSnapshot().context.errors.confirmation).toBeNull();
  });

  it('200 → success: sends e-mail, token and password, resets the form and goes to /login 2 s later', async () => {
    vi.useFakeTimers();
    const { actor, sent, navigate } = start();
    fill(actor, 'NovaSenha1', 'NovaSenha1');
    actor.send({ type: 'TOGGLE_VISIBILITY' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sent).toEqual([{ email: 'admin@exemplo.com.br', token: 'abc123', password: 'NovaSenha1' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.values).toEqual({ password: '', confirmation: '' });
    expect(actor.getSnapshot().context.visible).toBe(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed call also goes to /login 2 s later, keeping what was typed', async () => {
    vi.useFakeTimers();
    const { actor, navigate } = start({
      answer: async () => {
        throw new Error('400');
      },
    });
    fill(actor, 'NovaSenha1', 'NovaSenha1');
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.values.password).toBe('NovaSenha1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('the delay is a named delay tests can shorten', async () => {
    const { actor, navigate } = start({ delay: 5 });
    fill(actor, 'NovaSenha1', 'NovaSenha1');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("goes to the app's login route, whatever it is, and keeps no function in its context", async () => {
    const { actor, navigate } = start({ delay: 5, loginRoute: '/entrar' });
    expect(Object.values(actor.getSnapshot().context).some((value) => typeof value === 'function')).toBe(false);
    fill(actor, 'NovaSenha1', 'NovaSenha1');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/entrar');
  });

  it('toggles the visibility of the passwords', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.visible).toBe(false);
    actor.send({ type: 'TOGGLE_VISIBILITY' });
    expect(actor.getSnapshot().context.visible).toBe(true);
    actor.send({ type: 'TOGGLE_VISIBILITY' });
    expect(actor.getSnapshot().context.visible).toBe(false);
  });

  it.each([
    [null, 'abc'],
    ['a@b.c', null],
    ['', 'abc'],
    ['a@b.c', '   '],
  ])('without e-mail or token (%s, %s) nothing is sent', (email, token) => {
    const { actor, sent } = start({ email, token });
    fill(actor, 'NovaSenha1', 'NovaSenha1');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
    expect(hasResetLink({ email, token })).toBe(false);
  });
});
