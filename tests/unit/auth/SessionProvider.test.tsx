import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccess } from '../../../engine/ui/AccessContext';
import { AppDefinitionContext } from '../../../engine/ui/AppDefinitionContext';
import type { AppDefinition } from '../../../engine/core/generated';
import { SessionProvider, useSession, useSessionActor } from '../../../engine/auth/SessionProvider';
import { createMemoryStore, type KeyValueStore } from '../../../engine/auth/storedSession';
import type { SessionActor } from '../../../engine/auth/sessionContext';
import { ApiError } from '../../../engine/data/ApiError';
import type { RestoredSession } from '../../../engine/auth/authApi';
import { APP } from './appDefinition';
import { fakeHttp, type FakeRoute } from './fakeHttp';

let actor: SessionActor | null = null;

function Probe() {
  const session = useSession();
  const access = useAccess();
  const sessionActor = useSessionActor();
  // The test drives the provider's actor from outside (a 401 from any request).
  useLayoutEffect(() => {
    actor = sessionActor;
  });
  return (
    <output data-testid="probe">
      {session.status}|{session.status === 'authenticated' ? `${session.user.name}|${session.landing}` : '-'}|
      {access.can('Cupons') ? 'cupons' : 'sem-cupons'}
    </output>
  );
}

function renderProvider(
  routes: Record<string, FakeRoute>, storage: KeyValueStore = createMemoryStore(), app: AppDefinition = APP,
  sessionAhead?: Promise<RestoredSession>,
) {
  const { http, calls } = fakeHttp(routes);
  const navigate = vi.fn<(to: string) => void>();
  const log = vi.fn<(message: string) => void>();
  render(
    <AppDefinitionContext.Provider value={app}>
      <SessionProvider http={http} navigate={navigate} storage={storage} log={log} sessionAhead={sessionAhead}>
        <Probe />
      </SessionProvider>
    </AppDefinitionContext.Provider>,
  );
  const text = () => screen.getByTestId('probe').textContent?.replace(/\s+/g, '');
  return { calls, navigate, log, text };
}

afterEach(() => {
  cleanup();
  actor = null;
});

const gestorStorage = () => createMemoryStore({ access_token: 'tok', profiles: '[{"Nome":"Gestor"}]', idUser: '2', nameUser: 'Marcos' });

describe('SessionProvider', () => {
  it('a guest is anonymous with the access of no roles', () => {
    const { text, calls } = renderProvider({});
    expect(text()).toBe('anonymous|-|sem-cupons');
    expect(calls).toEqual([]);
  });

  it('restores a stored token through GET /admin/user and /admin/user/roles and provides the roles as Access', async () => {
    const { text } = renderProvider(
      {
        'GET /admin/user': () => ({ _id: '2', name: 'Marcos', email: 'gestor@exemplo.com.br', data: { displayName: 'Marcos', shortcuts: [] } }),
        'GET /admin/user/roles': () => ({ roles: [{ name: 'Gestor' }, { name: 'Cupons' }] }),
      },
      gestorStorage(),
    );
    expect(text()).toBe('restoring|-|sem-cupons');
    await waitFor(() => expect(text()).toBe('authenticated|Marcos|/home|cupons'));
  });

  it('takes the restore started ahead (at start-up) instead of asking the server again', async () => {
    const ahead = Promise.resolve<RestoredSession>({
      user: { _id: '2', name: 'Marcos', email: 'gestor@exemplo.com.br' }, roles: ['Gestor', 'Cupons'], profiles: null,
    });
    // Any call would throw: the fake has no route.
    const { text, calls } = renderProvider({}, gestorStorage(), APP, ahead);
    await waitFor(() => expect(text()).toBe('authenticated|Marcos|/home|cupons'));
    expect(calls).toEqual([]);
  });

  it('a restore started ahead that the server refused ends anonymous with the storage cleared, as a late one does', async () => {
    const storage = gestorStorage();
    const ahead = Promise.reject<RestoredSession>(new ApiError('access_token expired', { status: 401, reason: 'http' }));
    ahead.catch(() => undefined);
    const { text, log, calls } = renderProvider({}, storage, APP, ahead);
    await waitFor(() => expect(text()).toBe('anonymous|-|sem-cupons'));
    expect(log).toHaveBeenCalledWith('Failed to login with token.');
    expect(storage.getItem('access_token')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a failed restore logs 'Failed to login with token.' and ends anonymous with the storage cleared", async () => {
    const storage = gestorStorage();
    const { text, log } = renderProvider(
      {
        'GET /admin/user': () => {
          throw new ApiError('access_token expired', { status: 401, reason: 'http' });
        },
        'GET /admin/user/roles': () => ({ roles: [] }),
      },
      storage,
    );
    await waitFor(() => expect(text()).toBe('anonymous|-|sem-cupons'));
    expect(log).toHaveBeenCalledWith('Failed to login with token.');
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('UNAUTHORIZED ends the session and navigates to /login remembering the page', async () => {
    const { text, navigate } = renderProvider(
      {
        'GET /admin/user': () => ({ _id: '2', name: 'Marcos' }),
        'GET /admin/user/roles': () => ({ roles: [{ name: 'Cupons' }] }),
      },
      gestorStorage(),
    );
    await waitFor(() => expect(text()).toBe('authenticated|Marcos|/home|cupons'));
    act(() => actor?.send({ type: 'UNAUTHORIZED', path: '/marketing/cupom?pagina=2' }));
    expect(text()).toBe('anonymous|-|sem-cupons');
    // Forced: the unsaved-changes question would hold the page on a dead session (drafts keep the typing).
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmarketing%2Fcupom%3Fpagina%3D2', true);
  });

  it("restores through the app definition's calls and lands by its profile rules", async () => {
    const app: AppDefinition = {
      ...APP,
      landing: { default: '/inicio', byProfile: [{ profile: 'Gestor', route: '/cx/gestao-aluno' }] },
      calls: { ...APP.calls, user: { call: 'GET /v2/eu' }, roles: { call: 'GET /v2/eu/papeis' } },
    };
    const { text, calls } = renderProvider(
      {
        'GET /v2/eu': () => ({ _id: '2', name: 'Marcos' }),
        'GET /v2/eu/papeis': () => ({ roles: [{ name: 'Cupons' }] }),
      },
      gestorStorage(),
      app,
    );
    await waitFor(() => expect(text()).toBe('authenticated|Marcos|/cx/gestao-aluno|cupons'));
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(['GET /v2/eu', 'GET /v2/eu/papeis']);
  });

  it('grants the keys by the all-keys role of the app definition: "Administrador" grants nothing when allKeysRole is another name', async () => {
    const routes = {
      'GET /admin/user': () => ({ _id: '1', name: 'Ana' }),
      'GET /admin/user/roles': () => ({ roles: [{ name: 'Administrador' }] }),
    };
    const adminStorage = () => createMemoryStore({ access_token: 'tok', profiles: '[]', idUser: '1', nameUser: 'Ana' });
    const first = renderProvider(routes, adminStorage());
    await waitFor(() => expect(first.text()).toBe('authenticated|Ana|/home|cupons'));
    cleanup();
    const second = renderProvider(routes, adminStorage(), { ...APP, allKeysRole: 'Superusuário' });
    await waitFor(() => expect(second.text()).toBe('authenticated|Ana|/home|sem-cupons'));
  });
});
