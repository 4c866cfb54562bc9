import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { LoginResult } from '../../../engine/auth/authApi';
import { sessionMachine } from '../../../engine/auth/machines/session.machine';
import { waitForSignInAgain } from '../../../engine/auth/signInAgain';
import { APP } from './appDefinition';

const login = (id: string, token: string): LoginResult => ({
  token, user: { _id: id, name: `Usuário ${id}`, email: `u${id}@exemplo.com.br` }, roles: ['Cupons'], profiles: [],
});

function signedIn() {
  const actions = { persistLogin: vi.fn(), clearPersisted: vi.fn(), endServerSession: vi.fn(), navigate: vi.fn(), logRestoreFailure: vi.fn() };
  const actor = createActor(sessionMachine.provide({ actions }), {
    input: { hasStoredToken: false, storedProfiles: [], landing: APP.landing, loginRoute: '/login' },
  }).start();
  actor.send({ type: 'LOGGED_IN', result: login('1', 't1') });
  return actor;
}

describe('waitForSignInAgain', () => {
  it('holds every write until the same user signs in, then lets them retry', async () => {
    const actor = signedIn();
    const first = waitForSignInAgain(actor);
    const second = waitForSignInAgain(actor);
    expect(actor.getSnapshot().value).toBe('reauthenticating');
    actor.send({ type: 'LOGGED_IN', result: login('1', 't2') });
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
  });

  it('answers false when another user signs in or the user leaves', async () => {
    const actor = signedIn();
    const other = waitForSignInAgain(actor);
    actor.send({ type: 'LOGGED_IN', result: login('2', 't3') });
    await expect(other).resolves.toBe(false);
    const left = waitForSignInAgain(actor);
    actor.send({ type: 'LOGOUT' });
    await expect(left).resolves.toBe(false);
    // Nobody signed in: nothing to wait for.
    await expect(waitForSignInAgain(actor)).resolves.toBe(false);
  });
});
