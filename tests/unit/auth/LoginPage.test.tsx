import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import LoginPage from '../../../engine/auth/pages/LoginPage';
import { SessionProvider } from '../../../engine/auth/SessionProvider';
import type { RuntimeCustomScreen } from '../../../engine/core/definition/runtime';
import { AppDefinitionContext } from '../../../engine/ui/AppDefinitionContext';
import { createMemoryStore } from '../../../engine/auth/storedSession';
import { ApiError } from '../../../engine/data/ApiError';
import type { HttpRequest } from '../../../engine/data/httpClient';
import { ToastHost } from '../../../engine/ui/ToastHost';
import { createNotifier, NotifierContext, type Notifier } from '../../../engine/ui/notifier';
import { APP } from './appDefinition';
import { deferred } from '../deferred';
import { fakeHttp, type FakeRoute } from './fakeHttp';

const settings = { brand: 'Back-office', tagline: 'Somos líderes em preparação de alto desempenho para concursos públicos.' };
const definition: RuntimeCustomScreen = {
  id: 'auth.login', kind: 'custom', route: '/login', routes: ['/login'], title: 'Acesse sua conta', permission: null,
  component: 'login', settings, resources: {},
};

const adminAnswer = {
  token: 'tok-admin',
  user: { _id: '1', name: 'Ana Paula Ribeiro', profiles: [{ Nome: 'Administrador' }], roles: [{ name: 'Administrador' }] },
};

let notifier: Notifier;
const getToasts = () => notifier.getToasts();

function renderLogin(routes: Record<string, FakeRoute>, path = '/login', notify?: Notifier['notify']) {
  notifier = createNotifier();
  if (notify) notifier.notify = notify;
  const { http, calls } = fakeHttp(routes);
  const storage = createMemoryStore();
  const navigate = vi.fn<(to: string) => void>();
  const location = memoryLocation({ path });
  render(
    <AppDefinitionContext.Provider value={APP}>
      <NotifierContext.Provider value={notifier}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SessionProvider http={http} navigate={navigate} storage={storage} log={() => undefined}>
            <LoginPage definition={definition} params={{}} settings={settings} />
            <ToastHost />
          </SessionProvider>
        </Router>
      </NotifierContext.Provider>
    </AppDefinitionContext.Provider>,
  );
  return { calls, storage, navigate };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(cleanup);

describe('LoginPage', () => {
  it('shows the statement, the e-mail and password fields and "Entrar"', () => {
    renderLogin({});
    expect(screen.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeTruthy();
    expect(screen.getByText('Somos líderes em preparação de alto desempenho para concursos públicos.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Senha').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('requires both fields with at least 4 characters before calling the server', () => {
    const { calls } = renderLogin({});
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getAllByText('Preencha um valor.')).toHaveLength(2);
    type('E-mail', 'a@b');
    type('Senha', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getAllByText('Min character length is 4')).toHaveLength(2);
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('reads "Carregando..." and is disabled while signing in, then stores the session and goes to the landing page', async () => {
    const answer = deferred<unknown>();
    const { calls, storage, navigate } = renderLogin({ 'POST /admin/auth/autenticar': () => answer.promise });
    type('E-mail', 'admin@exemplo.com.br');
    type('Senha', 'Admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const busy = await screen.findByRole('button', { name: 'Carregando...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls[0]).toEqual<HttpRequest>({
      method: 'POST', url: '/admin/auth/autenticar', body: { email: 'admin@exemplo.com.br', password: 'Admin123' },
    });
    await act(async () => answer.resolve(adminAnswer));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
    expect(storage.dump()).toEqual({
      access_token: 'tok-admin', profiles: '[{"Nome":"Administrador"}]', idUser: '1', nameUser: 'Ana Paula Ribeiro',
    });
  });

  it('returns to the path remembered in the query after signing in', async () => {
    const { navigate } = renderLogin(
      { 'POST /admin/auth/autenticar': () => adminAnswer },
      '/login?redirect=%2Fmarketing%2Fcupom%3Fpagina%3D2',
    );
    type('E-mail', 'admin@exemplo.com.br');
    type('Senha', 'Admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/marketing/cupom?pagina=2'));
  });

  it('never follows a hostile remembered path', async () => {
    const { navigate } = renderLogin({ 'POST /admin/auth/autenticar': () => adminAnswer }, '/login?redirect=%2F%2Fevil.example');
    type('E-mail', 'admin@exemplo.com.br');
    type('Senha', 'Admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
  });

  it('shows "Dados incorretos." under the form when the sign-in fails', async () => {
    const { navigate } = renderLogin({
      'POST /admin/auth/autenticar': () => {
        throw new ApiError('Dados incorretos.', { status: 400, reason: 'http' });
      },
    });
    type('E-mail', 'admin@exemplo.com.br');
    type('Senha', 'errada123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Dados incorretos.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links to the registration page ("Criar conta") when the app has one', () => {
    renderLogin({});
    expect(screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe('/registrar');
  });

  it('switches to the forgot-password form (its own chunk, shown once it arrives) and back', async () => {
    renderLogin({});
    fireEvent.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
    expect(screen.queryByLabelText('Senha')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    expect((await screen.findByLabelText('E-mail')).id).toBe('forgot-email');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('forgot password: 200 shows "E-mail enviado com sucesso!"', async () => {
    const { calls } = renderLogin({ 'POST /admin/auth/esqueci-senha': () => ({ message: 'ok' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
    await screen.findByRole('button', { name: 'Enviar' });
    type('E-mail', 'admin@exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('E-mail enviado com sucesso!')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/admin/auth/esqueci-senha', body: { email: 'admin@exemplo.com.br' } }]);
  });

  it('forgot password: a value not looking like an e-mail is warned about and still sent; 400 shows "Usuário inválido"', async () => {
    const { calls } = renderLogin({
      'POST /admin/auth/esqueci-senha': () => {
        throw new ApiError('Usuário inválido', { status: 400, reason: 'http' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
    await screen.findByRole('button', { name: 'Enviar' });
    type('E-mail', 'sem-arroba');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Digite um e-mail válido')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/admin/auth/esqueci-senha', body: { email: 'sem-arroba' } }]);
    expect(await screen.findByText('Usuário inválido')).toBeTruthy();
    expect(getToasts()).toEqual([expect.objectContaining({ intent: 'warning', timeout: 4000 })]);
  });

  it("forgot password: the notices go to the app's notifier", async () => {
    const notify = vi.fn<Notifier['notify']>(() => 0);
    renderLogin(
      {
        'POST /admin/auth/esqueci-senha': () => {
          throw new ApiError('Usuário inválido', { status: 400, reason: 'http' });
        },
      },
      '/login',
      notify,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
    await screen.findByRole('button', { name: 'Enviar' });
    type('E-mail', 'ninguem@exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Usuário inválido', intent: 'warning', timeout: 4000 }));
    expect(getToasts()).toEqual([]);
  });
});
