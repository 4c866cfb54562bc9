import { ApiError } from '../../../engine/data/ApiError';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResult, RestoredSession } from '../../../engine/auth/authApi';
import { createMemoryStore, STORAGE_KEYS } from '../../../engine/auth/storedSession';
import { createSessionActions, sessionInputFrom } from '../../../engine/auth/sessionEffects';
import { sessionMachine, sessionViewOf, type SessionInput } from '../../../engine/auth/machines/session.machine';
import type { AppDefinition } from '../../../engine/core/generated';
import { APP } from '../auth/appDefinition';

const SIGNED_IN_STORAGE = {
  access_token: 'tok-1',
  profiles: JSON.stringify([{ Nome: 'Gestor' }]),
  idUser: '2',
  nameUser: 'Marcos Vinícius Andrade',
};

const gestorLogin: LoginResult = {
  token: 'tok-gestor',
  user: { _id: '2', name: 'Marcos Vinícius Andrade', email: 'gestor@exemplo.com.br' },
  roles: ['Gestor', 'Cupons'],
  profiles: [{ Nome: 'Gestor' }],
};

const professorLogin: LoginResult = {
  token: 'tok-prof',
  user: { _id: '3', name: 'Carlos Eduardo Menezes', email: 'professor@exemplo.com.br' },
  roles: ['ChatApp', 'MyRoyalties'],
  profiles: [{ Nome: 'Professor' }],
};

function start(options: { storage?: Record<string, string>; load?: () => Promise<RestoredSession>; app?: AppDefinition } = {}) {
  const storage = createMemoryStore(options.storage);
  const navigate = vi.fn<(to: string) => void>();
  const log = vi.fn<(message: string) => void>();
  const load = vi.fn(options.load ?? (async (): Promise<RestoredSession> => {
    throw new Error('loadSession not expected in this test');
  }));
  // The host's effects over an in-memory store and spies, each action spied on too.
  const endServerSession = vi.fn<() => void>();
  const effects = createSessionActions({ storage, navigate, log, endServerSession });
  const actions = {
    persistLogin: vi.fn(effects.persistLogin),
    clearPersisted: vi.fn(effects.clearPersisted),
    endServerSession: vi.fn(effects.endServerSession),
    navigate: vi.fn(effects.navigate),
    logRestoreFailure: vi.fn(effects.logRestoreFailure),
  };
  const machine = sessionMachine.provide({ actors: { loadSession: fromPromise(() => load()) }, actions });
  const actor = createActor(machine, { input: sessionInputFrom(storage, options.app ?? APP) }).start();
  return { actor, storage, navigate, log, load, actions, endServerSession };
}

async function signedInAs(result: LoginResult) {
  const session = start();
  session.actor.send({ type: 'LOGGED_IN', result });
  session.navigate.mockClear();
  return session;
}

describe('session machine: start-up', () => {
  it('without a stored token is anonymous at once and loads nothing', () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ status: 'anonymous', signedOut: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('with a stored token loads user and roles, then is authenticated', async () => {
    const restored: RestoredSession = {
      user: { _id: '2', name: 'Marcos', email: 'gestor@exemplo.com.br', data: { displayName: 'Marcos', shortcuts: ['cupons'] } },
      roles: ['Gestor', 'Cupons'],
      profiles: null,
    };
    const { actor, load, navigate } = start({ storage: SIGNED_IN_STORAGE, load: async () => restored });
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ status: 'restoring' });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sessionViewOf(actor.getSnapshot())).toEqual({
      status: 'authenticated', user: restored.user, roles: ['Gestor', 'Cupons'], profiles: [{ Nome: 'Gestor' }], landing: '/home',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes the profiles of the user answer when it has them', async () => {
    const { actor } = start({
      storage: SIGNED_IN_STORAGE,
      load: async () => ({ user: { _id: '3', name: 'Carlos', email: 'p@x.br' }, roles: ['ChatApp'], profiles: [{ Nome: 'Professor' }] }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const view = sessionViewOf(actor.getSnapshot());
    expect(view.status === 'authenticated' && view.landing).toBe('/cx/chat-student-question');
  });

  it("a failed load logs 'Failed to login with token.', clears the storage and ends anonymous", async () => {
    const { actor, storage, log } = start({
      storage: { ...SIGNED_IN_STORAGE, settings: '{"theme":"dark"}' },
      load: async () => {
        throw new Error('401');
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(log).toHaveBeenCalledWith('Failed to login with token.');
    expect(storage.dump()).toEqual({ settings: '{"theme":"dark"}' });
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ status: 'anonymous', signedOut: false });
  });

  it('a load that got no answer (the page left while starting, a dropped connection) keeps the stored session', async () => {
    for (const reason of ['network', 'timeout', 'aborted'] as const) {
      const { actor, storage, log, actions } = start({
        storage: SIGNED_IN_STORAGE,
        load: async () => {
          throw new ApiError('Não foi possível falar com o servidor.', { reason });
        },
      });
      await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
      expect(log).toHaveBeenCalledWith('Failed to login with token.');
      expect(actions.clearPersisted).not.toHaveBeenCalled();
      expect(storage.dump()).toEqual(SIGNED_IN_STORAGE);
    }
  });

  it('a load the server answered with a refusal clears the stored session', async () => {
    const { actor, storage } = start({
      storage: SIGNED_IN_STORAGE,
      load: async () => {
        throw new ApiError('Sua sessão expirou.', { status: 401, reason: 'http' });
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(storage.dump()).toEqual({});
  });

  it('ignores a 401 while restoring: the failed load ends the session instead', async () => {
    let reject: (error: Error) => void = () => undefined;
    const { actor, navigate, log } = start({
      storage: SIGNED_IN_STORAGE,
      load: () => new Promise((_, fail) => { reject = fail; }),
    });
    actor.send({ type: 'UNAUTHORIZED', path: '/home' });
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    reject(new Error('401'));
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('session machine: sign-in', () => {
  it('stores access_token, profiles, idUser and nameUser and goes to /home', () => {
    const { actor, storage, navigate } = start();
    actor.send({ type: 'LOGGED_IN', result: gestorLogin });
    expect(storage.dump()).toEqual({
      [STORAGE_KEYS.token]: 'tok-gestor',
      [STORAGE_KEYS.profiles]: '[{"Nome":"Gestor"}]',
      [STORAGE_KEYS.userId]: '2',
      [STORAGE_KEYS.userName]: 'Marcos Vinícius Andrade',
    });
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(sessionViewOf(actor.getSnapshot())).toEqual({
      status: 'authenticated', user: gestorLogin.user, roles: ['Gestor', 'Cupons'], profiles: [{ Nome: 'Gestor' }], landing: '/home',
    });
  });

  it('sends a Professor to the student-question chat', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'LOGGED_IN', result: professorLogin });
    expect(navigate).toHaveBeenCalledWith('/cx/chat-student-question');
  });

  it('goes to the remembered path when it is safe', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'LOGGED_IN', result: professorLogin, returnTo: '/marketing/cupom?pagina=2' });
    expect(navigate).toHaveBeenCalledWith('/marketing/cupom?pagina=2');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/.//evil.example', '/%2F%2Fevil.example'])(
    'ignores the hostile remembered path %s and goes to the landing page',
    (returnTo) => {
      const { actor, navigate } = start();
      actor.send({ type: 'LOGGED_IN', result: gestorLogin, returnTo });
      expect(navigate).toHaveBeenCalledWith('/home');
    },
  );
});

describe('session machine: a sign-in while signed in (registration from the guest menu)', () => {
  it('replaces the session: the new keys are stored, the new user is the session\'s, and it lands', async () => {
    const { actor, storage, navigate, endServerSession } = await signedInAs(gestorLogin);
    const registered: LoginResult = { token: 'tok-new', user: { _id: '9', name: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br' }, roles: [], profiles: [] };
    actor.send({ type: 'LOGGED_IN', result: registered });
    expect(storage.dump()).toEqual({
      [STORAGE_KEYS.token]: 'tok-new', [STORAGE_KEYS.profiles]: '[]', [STORAGE_KEYS.userId]: '9', [STORAGE_KEYS.userName]: 'Beatriz Nunes',
    });
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ status: 'authenticated', user: registered.user, roles: [], profiles: [], landing: '/home' });
    // The old token is left to expire: a 401 to the logout call would end the new session too.
    expect(endServerSession).not.toHaveBeenCalled();
  });
});

describe('session machine: logout and 401', () => {
  it('logout with a role clears all four keys, ends anonymous and goes to /login', async () => {
    const { actor, storage, navigate } = await signedInAs(gestorLogin);
    storage.setItem('settings', 'kept');
    actor.send({ type: 'LOGOUT' });
    expect(storage.dump()).toEqual({ settings: 'kept' });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ status: 'anonymous', signedOut: true });
  });

  it('logout without any role does nothing', async () => {
    const { actor, storage, navigate, endServerSession } = await signedInAs({ ...gestorLogin, roles: [] });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(endServerSession).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('tok-gestor');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 clears the session and goes to /login remembering the page', async () => {
    const { actor, storage, navigate } = await signedInAs(gestorLogin);
    actor.send({ type: 'UNAUTHORIZED', path: '/marketing/cupom?pagina=2' });
    expect(storage.dump()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmarketing%2Fcupom%3Fpagina%3D2', true);
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ status: 'anonymous', signedOut: false });
  });

  it('a 401 on a hostile or missing path goes to a plain /login', async () => {
    const { actor, navigate } = await signedInAs(gestorLogin);
    actor.send({ type: 'UNAUTHORIZED', path: '//evil.example' });
    expect(navigate).toHaveBeenCalledWith('/login', true);
    const second = await signedInAs(gestorLogin);
    second.actor.send({ type: 'UNAUTHORIZED' });
    expect(second.navigate).toHaveBeenCalledWith('/login', true);
  });

  it('a 401 while anonymous (a wrong password, a late answer) changes nothing', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'UNAUTHORIZED', path: '/login' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signing in again after logout is a fresh session', async () => {
    const { actor, navigate } = await signedInAs(gestorLogin);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGGED_IN', result: professorLogin });
    expect(navigate).toHaveBeenLastCalledWith('/cx/chat-student-question');
    const view = sessionViewOf(actor.getSnapshot());
    expect(view.status === 'authenticated' && view.roles).toEqual(['ChatApp', 'MyRoyalties']);
  });
});

describe('session machine: effects and rules from the host', () => {
  it('calls the named actions with what it decided, and keeps only data in its context', async () => {
    const persistLogin = vi.fn();
    const clearPersisted = vi.fn();
    const navigate = vi.fn();
    const logRestoreFailure = vi.fn();
    const endServerSession = vi.fn();
    const machine = sessionMachine.provide({
      actors: {
        loadSession: fromPromise<RestoredSession>(async () => {
          throw new Error('401');
        }),
      },
      actions: { persistLogin, clearPersisted, navigate, logRestoreFailure, endServerSession },
    });
    const input: SessionInput = { hasStoredToken: true, storedProfiles: [], landing: APP.landing, loginRoute: '/entrar' };
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('anonymous'));
    expect(logRestoreFailure).toHaveBeenCalledWith(expect.anything(), { message: 'Failed to login with token.' });
    expect(clearPersisted).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();

    actor.send({ type: 'LOGGED_IN', result: gestorLogin });
    expect(persistLogin).toHaveBeenCalledWith(expect.anything(), gestorLogin);
    expect(navigate).toHaveBeenLastCalledWith(expect.anything(), { to: '/home' });
    actor.send({ type: 'UNAUTHORIZED', path: '/marketing/cupom' });
    expect(navigate).toHaveBeenLastCalledWith(expect.anything(), { to: '/entrar?redirect=%2Fmarketing%2Fcupom', force: true });
    actor.send({ type: 'LOGGED_IN', result: gestorLogin });
    actor.send({ type: 'LOGOUT' });
    expect(navigate).toHaveBeenLastCalledWith(expect.anything(), { to: '/entrar' });
    expect(clearPersisted).toHaveBeenCalledTimes(3);
    // Only an asked-for logout ends the token on the server (a 401 or failed restore has no token to end), and before it is forgotten.
    expect(endServerSession).toHaveBeenCalledTimes(1);
    expect(endServerSession.mock.invocationCallOrder[0]).toBeLessThan(clearPersisted.mock.invocationCallOrder[2]);
    expect(Object.values(actor.getSnapshot().context).some((value) => typeof value === 'function')).toBe(false);
  });

  it('lands by the profile rules of the app definition: the first rule the user matches, else the default', () => {
    const app: AppDefinition = {
      ...APP,
      landing: {
        default: '/inicio',
        byProfile: [
          { profile: 'Gestor', route: '/cx/gestao-aluno' },
          { profile: 'Professor', route: '/cx/chat-student-question' },
        ],
      },
    };
    const { actor, navigate } = start({ app });
    actor.send({ type: 'LOGGED_IN', result: { ...professorLogin, profiles: [{ Nome: 'Professor' }, { Nome: 'Gestor' }] } });
    expect(navigate).toHaveBeenCalledWith('/cx/gestao-aluno');
    const view = sessionViewOf(actor.getSnapshot());
    expect(view.status === 'authenticated' && view.landing).toBe('/cx/gestao-aluno');

    const other = start({ app });
    other.actor.send({ type: 'LOGGED_IN', result: { ...gestorLogin, profiles: [{ Nome: 'Aluno' }] } });
    expect(other.navigate).toHaveBeenCalledWith('/inicio');
  });

  it('takes the stored profiles when the restored user answer carries none', async () => {
    const { actor } = start({
      storage: { ...SIGNED_IN_STORAGE, profiles: JSON.stringify([{ Nome: 'Professor' }]) },
      load: async () => ({ user: { _id: '3', name: 'Carlos', email: 'p@x.br' }, roles: ['ChatApp'], profiles: null }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    const view = sessionViewOf(actor.getSnapshot());
    expect(view.status === 'authenticated' && view.profiles).toEqual([{ Nome: 'Professor' }]);
    expect(view.status === 'authenticated' && view.landing).toBe('/cx/chat-student-question');
  });
});

describe('session machine: signing in again after a write met an expired session', () => {
  it('SESSION_EXPIRED keeps the user, the screen and the stored keys while it waits', async () => {
    const { actor, storage, navigate } = await signedInAs(gestorLogin);
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('reauthenticating');
    expect(sessionViewOf(actor.getSnapshot())).toMatchObject({ status: 'authenticated', user: gestorLogin.user });
    expect(storage.getItem('idUser')).toBe('2');
    // Reads failing meanwhile change nothing: the dialog already asks.
    actor.send({ type: 'UNAUTHORIZED', path: '/marketing/cupom' });
    expect(actor.getSnapshot().value).toBe('reauthenticating');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the same user signing in stores the new token and stays where they are', async () => {
    const { actor, storage, navigate } = await signedInAs(gestorLogin);
    actor.send({ type: 'SESSION_EXPIRED' });
    actor.send({ type: 'LOGGED_IN', result: { ...gestorLogin, token: 'tok-new' }, returnTo: null });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(storage.getItem('access_token')).toBe('tok-new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('another user signing in replaces the session and goes to their landing page, even from unsaved work', async () => {
    const { actor, storage, navigate } = await signedInAs(gestorLogin);
    actor.send({ type: 'SESSION_EXPIRED' });
    actor.send({ type: 'LOGGED_IN', result: professorLogin, returnTo: null });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(storage.getItem('idUser')).toBe('3');
    expect(navigate).toHaveBeenCalledWith('/cx/chat-student-question', true);
  });

  it('"Sair" from the dialog is the ordinary logout', async () => {
    const { actor, navigate } = await signedInAs(gestorLogin);
    actor.send({ type: 'SESSION_EXPIRED' });
    actor.send({ type: 'LOGOUT' });
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ status: 'anonymous', signedOut: true });
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
