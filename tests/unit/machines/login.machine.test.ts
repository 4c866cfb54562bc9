import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginCredentials, LoginResult } from '../../../engine/auth/authApi';
import { loginMachine } from '../../../engine/auth/machines/login.machine';

const result: LoginResult = {
  token: 'tok', user: { _id: '1', name: 'Ana', email: 'admin@exemplo.com.br' }, roles: ['Administrador'], profiles: [],
};

function start(authenticate: (credentials: LoginCredentials) => Promise<LoginResult> = async () => result) {
  const calls: LoginCredentials[] = [];
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise<LoginResult, LoginCredentials>(({ input }) => {
        calls.push(input);
        return authenticate(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const signedIn = vi.fn();
  actor.on('signedIn', signedIn);
  return { actor, calls, signedIn };
}

function fill(actor: ReturnType<typeof start>['actor'], email: string, password: string) {
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'CHANGE', field: 'password', value: password });
}

describe('login machine', () => {
  it('starts idle with no errors shown', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ email: null, password: null });
  });

  it('refuses empty fields with the required message and sends nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Preencha um valor.', password: 'Preencha um valor.' });
    expect(calls).toEqual([]);
  });

  it('refuses values shorter than 4 with "Min character length is 4"', () => {
    const { actor, calls } = start();
    fill(actor, 'a@b', '123');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Min character length is 4', password: 'Min character length is 4' });
    expect(calls).toEqual([]);
  });

  it('shows errors from the first submit on and updates them while typing', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'password', value: 'ab' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: null, password: null });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Preencha um valor.', password: 'Min character length is 4' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'abcd' });
    expect(actor.getSnapshot().context.errors.password).toBeNull();
    actor.send({ type: 'CHANGE', field: 'email', value: 'a@b' });
    expect(actor.getSnapshot().context.errors.email).toBe('Min character length is 4');
  });

  it('idle → submitting → success: sends e-mail and password and emits signedIn with the result', async () => {
    let resolve: (value: LoginResult) => void = () => undefined;
    const { actor, calls, signedIn } = start(() => new Promise((done) => { resolve = done; }));
    fill(actor, ' admin@exemplo.com.br ', 'Admin123');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toEqual([{ email: 'admin@exemplo.com.br', password: 'Admin123' }]);
    // Typing while the call runs changes nothing.
    actor.send({ type: 'CHANGE', field: 'password', value: 'other' });
    expect(actor.getSnapshot().context.values.password).toBe('Admin123');
    resolve(result);
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(signedIn).toHaveBeenCalledWith({ type: 'signedIn', result });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('submitting → failure with "Dados incorretos." on any failure, then a new attempt clears it', async () => {
    let attempt = 0;
    const { actor, signedIn, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('400');
      return result;
    });
    fill(actor, 'admin@exemplo.com.br', 'errada1');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.failure).toBe('Dados incorretos.');
    expect(signedIn).not.toHaveBeenCalled();

    actor.send({ type: 'CHANGE', field: 'password', value: 'Admin123' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(calls.map((call) => call.password)).toEqual(['errada1', 'Admin123']);
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it('from failure an invalid form is refused like from idle', async () => {
    const { actor, calls } = start(async () => {
      throw new Error('500');
    });
    fill(actor, 'admin@exemplo.com.br', 'Admin123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    actor.send({ type: 'CHANGE', field: 'email', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.errors.email).toBe('Preencha um valor.');
    expect(calls).toHaveLength(1);
  });
});
