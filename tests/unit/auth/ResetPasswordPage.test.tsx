import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ResetPasswordPage from '../../../engine/auth/pages/ResetPasswordPage';
import { SessionProvider } from '../../../engine/auth/SessionProvider';
import type { RuntimeCustomScreen } from '../../../engine/core/definition/runtime';
import { AppDefinitionContext } from '../../../engine/ui/AppDefinitionContext';
import { createMemoryStore } from '../../../engine/auth/storedSession';
import { ApiError } from '../../../engine/data/ApiError';
import { APP } from './appDefinition';
import { fakeHttp, type FakeRoute } from './fakeHttp';

const definition: RuntimeCustomScreen = {
  id: 'auth.reset-pass', kind: 'custom', route: '/reset-pass', routes: ['/reset-pass'], title: 'Criar nova senha', permission: null,
  component: 'resetPassword', settings: {}, resources: {},
};

function renderReset(routes: Record<string, FakeRoute>, path = '/reset-pass?email=admin%40exemplo.com.br&token=abc123') {
  const { http, calls } = fakeHttp(routes);
  const location = memoryLocation({ path, record: true });
  render(
    <AppDefinitionContext.Provider value={APP}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider http={http} navigate={() => undefined} storage={createMemoryStore()} log={() => undefined}>
          <ResetPasswordPage definition={definition} params={{}} settings={{}} />
        </SessionProvider>
      </Router>
    </AppDefinitionContext.Provider>,
  );
  return { calls, history: location.history as string[] };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('without e-mail or token explains it and links back to /login', () => {
    renderReset({}, '/reset-pass?email=admin%40exemplo.com.br');
    expect(screen.getByRole('alert').textContent).toContain('não traz o e-mail ou o código');
    expect(screen.getByRole('link', { name: 'Voltar para a página de acesso' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('shows the two fields hidden, with a switch that shows them', () => {
    renderReset({});
    expect(screen.getByLabelText('Nova senha').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Confirmar senha').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByLabelText('Mostrar senhas'));
    expect(screen.getByLabelText('Nova senha').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirmar senha').getAttribute('type')).toBe('text');
  });

  it('different passwords show "As senhas não são iguais" and send nothing', () => {
    const { calls } = renderReset({});
    type('Nova senha', 'NovaSenha1');
    type('Confirmar senha', 'NovaSenha2');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByText('As senhas não são iguais')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a weak password shows the rule and sends nothing', () => {
    const { calls } = renderReset({});
    type('Nova senha', 'fraca');
    type('Confirmar senha', 'fraca');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByText('A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('200 shows "Senha alterada com sucesso!", empties the form and goes to /login 2 s later', async () => {
    const { calls, history } = renderReset({ 'POST /admin/auth/resetar-senha': () => ({ message: 'ok' }) });
    type('Nova senha', 'NovaSenha1');
    type('Confirmar senha', 'NovaSenha1');
    // The clock is the test's: it jumps over the 2 s wait (real time still runs for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const started = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', url: '/admin/auth/resetar-senha', body: { email: 'admin@exemplo.com.br', token: 'abc123', password: 'NovaSenha1' } },
    ]);
    expect((screen.getByLabelText('Nova senha') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Confirmar senha') as HTMLInputElement).value).toBe('');
    await vi.advanceTimersByTimeAsync(1800);
    expect(history.at(-1)).not.toBe('/login');
    await vi.advanceTimersByTimeAsync(400);
    await waitFor(() => expect(history.at(-1)).toBe('/login'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('a failed call shows no error and still goes to /login 2 s later', async () => {
    const { history } = renderReset({
      'POST /admin/auth/resetar-senha': () => {
        throw new ApiError('recusado', { status: 400, reason: 'http' });
      },
    });
    type('Nova senha', 'NovaSenha1');
    type('Confirmar senha', 'NovaSenha1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Você será levado à página de acesso em instantes.')).toBeTruthy();
    expect(screen.queryByText('Senha alterada com sucesso!')).toBeNull();
    expect(screen.queryByText('recusado')).toBeNull();
    await vi.advanceTimersByTimeAsync(2200);
    await waitFor(() => expect(history.at(-1)).toBe('/login'));
  });
});
