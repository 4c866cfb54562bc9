import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResult, RegistrationRequest } from '../../../engine/auth/authApi';
import { registerMachine } from '../../../engine/auth/machines/register.machine';
import type { RegistrationField } from '../../../engine/auth/validation';
import { ApiError } from '../../../engine/data/ApiError';

const result: LoginResult = {
  token: 'tok-new', user: { _id: '9', name: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br' }, roles: [], profiles: [],
};

const VALID: Record<RegistrationField, string> = {
  name: ' Beatriz Nunes ', email: ' beatriz@exemplo.com.br ', password: 'Senha123', confirmation: 'Senha123',
};

function start(register: (request: RegistrationRequest) => Promise<LoginResult> = async () => result) {
  const calls: RegistrationRequest[] = [];
  const machine = registerMachine.provide({
    actors: {
      register: fromPromise<LoginResult, RegistrationRequest>(({ input }) => {
        calls.push(input);
        return register(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const signedIn = vi.fn();
  actor.on('signedIn', signedIn);
  return { actor, calls, signedIn };
}

function fill(actor: ReturnType<typeof start>['actor'], values: Partial<Record<RegistrationField, string>>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as RegistrationField, value });
}

describe('register machine', () => {
  it('starts idle with empty fields and no errors shown', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', password: '', confirmation: '' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: null, email: null, password: null, confirmation: null });
  });

  it('refuses empty fields with "Preencha um valor." and sends nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Preencha um valor.', email: 'Preencha um valor.', password: 'Preencha um valor.', confirmation: 'Preencha um valor.',
    });
    expect(calls).toEqual([]);
  });

  it('applies the e-mail pattern, the password rule and the confirmation of spec section 5, word for word', () => {
    const { actor, calls } = start();
    fill(actor, { name: 'Beatriz', email: 'beatriz@exemplo', password: 'senha', confirmation: 'outra' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: null,
      email: 'Preencha um email válido',
      password: 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
      confirmation: 'As senhas não são iguais',
    });
    // Letters and digits only: a symbol breaks the rule even with the rest right.
    fill(actor, { password: 'Senha123!', confirmation: 'Senha123!' });
    expect(actor.getSnapshot().context.errors.password).toMatch(/^A senha precisa ter/);
    expect(actor.getSnapshot().context.errors.confirmation).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows errors from the first submit on and then follows the typing', () => {
    const { actor } = start();
    fill(actor, { email: 'x' });
    expect(actor.getSnapshot().context.errors.email).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.email).toBe('Preencha um email válido');
    fill(actor, { email: 'beatriz@exemplo.com.br' });
    expect(actor.getSnapshot().context.errors.email).toBeNull();
    fill(actor, { password: 'Senha123', confirmation: 'Senha12' });
    expect(actor.getSnapshot().context.errors.confirmation).toBe('As senhas não são iguais');
  });

  it('idle → submitting → success: sends the trimmed name and e-mail with the password and emits signedIn', async () => {
    let resolve: (value: LoginResult) => void = () => undefined;
    const { actor, calls, signedIn } = start(() => new Promise((done) => { resolve = done; }));
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toEqual([{ name: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br', password: 'Senha123' }]);
    // Typing while the call runs changes nothing.
    fill(actor, { name: 'Outra' });
    expect(actor.getSnapshot().context.values.name).toBe(' Beatriz Nunes ');
    resolve(result);
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(signedIn).toHaveBeenCalledWith({ type: 'signedIn', result });
  });

  it("failure shows the server's message, and a new attempt clears it", async () => {
    const register = vi
      .fn<(request: RegistrationRequest) => Promise<LoginResult>>()
      .mockRejectedValueOnce(new ApiError('Este e-mail já está cadastrado.', { status: 400, reason: 'http' }))
      .mockResolvedValueOnce(result);
    const { actor, signedIn } = start(register);
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.failure).toBe('Este e-mail já está cadastrado.');
    expect(signedIn).not.toHaveBeenCalled();
    fill(actor, { email: 'beatriz.nunes@exemplo.com.br' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(register).toHaveBeenLastCalledWith({ name: 'Beatriz Nunes', email: 'beatriz.nunes@exemplo.com.br', password: 'Senha123' });
  });

  it('a failure that is not an answer of the server shows a plain pt-BR text, not the error', async () => {
    const { actor } = start(async () => {
      throw new Error('[engine] something broke');
    });
    fill(actor, VALID);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.failure).toBe('Não foi possível criar a conta. Tente novamente.');
  });
});
