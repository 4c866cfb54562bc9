import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import RegisterPage from '../../../engine/auth/pages/RegisterPage';
import { SessionProvider } from '../../../engine/auth/SessionProvider';
import { createMemoryStore } from '../../../engine/auth/storedSession';
import type { RuntimeCustomScreen } from '../../../engine/core/definition/runtime';
import { ApiError } from '../../../engine/data/ApiError';
import type { HttpRequest } from '../../../engine/data/httpClient';
import { AppDefinitionContext } from '../../../engine/ui/AppDefinitionContext';
import { createNotifier, NotifierContext } from '../../../engine/ui/notifier';
import { APP } from './appDefinition';
import { deferred } from '../deferred';
import { fakeHttp, type FakeRoute } from './fakeHttp';

const settings = { brand: 'Back-office', tagline: 'Somos líderes em preparação de alto desempenho para concursos públicos.', intro: 'Crie sua conta.' };
const definition: RuntimeCustomScreen = {
  id: 'auth.registrar', kind: 'custom', route: '/registrar', routes: ['/registrar'], title: 'Criar conta', permission: null,
  component: 'register', settings, resources: {},
};

const registeredAnswer = {
  user: { _id: '9', name: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br', profiles: [], roles: [] },
  access_token: 'tok-new',
};

function renderRegister(routes: Record<string, FakeRoute>, storage = createMemoryStore()) {
  const { http, calls } = fakeHttp(routes);
  const navigate = vi.fn<(to: string) => void>();
  const location = memoryLocation({ path: '/registrar' });
  render(
    <AppDefinitionContext.Provider value={APP}>
      <NotifierContext.Provider value={createNotifier()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SessionProvider http={http} navigate={navigate} storage={storage} log={() => undefined}>
            <RegisterPage definition={definition} params={{}} settings={settings} />
          </SessionProvider>
        </Router>
      </NotifierContext.Provider>
    </AppDefinitionContext.Provider>,
  );
  return { calls, storage, navigate };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function fillValid() {
  type('Nome', 'Beatriz Nunes');
  type('E-mail', 'beatriz@exemplo.com.br');
  type('Senha', 'Senha123');
  type('Confirmar senha', 'Senha123');
}

afterEach(cleanup);

describe('RegisterPage', () => {
  it('shows the title, the statement, the four fields and the way back to the login page', () => {
    renderRegister({});
    expect(screen.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeTruthy();
    expect(screen.getByText('Somos líderes em preparação de alto desempenho para concursos públicos.')).toBeTruthy();
    expect(screen.getByText('Crie sua conta.')).toBeTruthy();
    expect(field('Nome').getAttribute('autocomplete')).toBe('name');
    expect(field('E-mail').getAttribute('type')).toBe('email');
    expect(field('Senha').getAttribute('type')).toBe('password');
    expect(field('Confirmar senha').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
  });

  it("shows spec section 5's messages under the fields and sends nothing while any is wrong", () => {
    const { calls } = renderRegister({});
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getAllByText('Preencha um valor.')).toHaveLength(4);
    type('Nome', 'Beatriz');
    type('E-mail', 'beatriz@');
    type('Senha', 'fraca');
    type('Confirmar senha', 'outra');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByText('Preencha um email válido')).toBeTruthy();
    expect(screen.getByText('A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.')).toBeTruthy();
    expect(screen.getByText('As senhas não são iguais')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nome').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('reads "Carregando..." while the call runs, then signs the new account in and goes to the landing page', async () => {
    const answer = deferred<unknown>();
    const { calls, storage, navigate } = renderRegister({ 'POST /api/auth/register': () => answer.promise });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const busy = await screen.findByRole('button', { name: 'Carregando...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls[0]).toEqual<HttpRequest>({
      method: 'POST', url: '/api/auth/register', body: { displayName: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br', password: 'Senha123' },
    });
    await act(async () => answer.resolve(registeredAnswer));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
    expect(storage.dump()).toEqual({ access_token: 'tok-new', profiles: '[]', idUser: '9', nameUser: 'Beatriz Nunes' });
  });

  it('a signed-in user (the guest menu shows to one with no stored name) is replaced by the new account', async () => {
    const storage = createMemoryStore({ access_token: 'tok-old', profiles: '[]', idUser: '4' });
    const { navigate } = renderRegister({
      'GET /admin/user': () => ({ _id: '4', name: '', email: 'suporte@exemplo.com.br' }),
      'GET /admin/user/roles': () => ({ roles: [{ name: 'GestaoAluno' }] }),
      'POST /api/auth/register': () => registeredAnswer,
    }, storage);
    await screen.findByRole('button', { name: 'Criar conta' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
    expect(storage.getItem('access_token')).toBe('tok-new');
    expect(storage.getItem('nameUser')).toBe('Beatriz Nunes');
  });

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    const { navigate } = renderRegister({
      'POST /api/auth/register': () => {
        throw new ApiError('Este e-mail já está cadastrado.', { status: 400, reason: 'http' });
      },
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Este e-mail já está cadastrado.');
    expect(field('E-mail').value).toBe('beatriz@exemplo.com.br');
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
