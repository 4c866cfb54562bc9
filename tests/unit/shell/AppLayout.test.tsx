import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { NavigateContext } from '../../../engine/ui/NavigateContext';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import { AccessContext } from '../../../engine/ui/AccessContext';
import { createAppRegistry } from '../../../engine/app/registry';
import { createNotifier, NotifierContext } from '../../../engine/ui/notifier';
import { RegistryContext } from '../../../engine/ui/RegistryContext';
import { AppDefinitionContext } from '../../../engine/ui/AppDefinitionContext';
import { createAccess } from '../../../engine/core/access';
import type { AppDefinition } from '../../../engine/core/generated';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import type { DataProvider } from '../../../engine/core/dataProvider';
import { layoutMachine, type SaveSettingsInput } from '../../../engine/shell/layout/layout.machine';
import { AppLayout } from '../../../engine/shell/layout/AppLayout';
import { LayoutActorContext, type LayoutActor } from '../../../engine/shell/layout/layoutActor';
import { readRecent } from '../../../engine/shell/menu/palette';
import { APP } from '../auth/appDefinition';

const session = vi.hoisted(() => ({
  value: {
    status: 'authenticated',
    landing: '/home',
    user: { _id: 'u1', name: 'Ana Souza', email: 'ana@exemplo.com.br', roles: [], data: { settings: { theme: 'dark' }, shortcuts: ['cupons'] } },
  } as Record<string, unknown>,
  send: vi.fn(),
}));

vi.mock('../../../engine/auth/SessionProvider', () => ({
  useSession: () => session.value,
  useSessionActor: () => ({ send: session.send }),
}));

vi.mock('virtual:screens/menu', () => ({
  menu: {
    items: [
      { id: 'home-group', title: 'Home', type: 'group', children: [{ id: 'home', title: 'Home', type: 'item', icon: 'home', url: '/home', permission: null }] },
      {
        id: 'produtos', title: 'Produtos', type: 'group', children: [
          { id: 'cursos', title: 'Cursos', type: 'item', icon: 'book', url: '/produto-new/curso', permission: 'Curso' },
        ],
      },
      {
        id: 'marketing', title: 'Marketing', type: 'group', children: [
          { id: 'cupons', title: 'Cupons', type: 'item', icon: 'tag', url: '/marketing/cupom', permission: 'Cupons' },
          { id: 'd1', type: 'divider' },
          {
            id: 'banners', title: 'Banners', type: 'collapse', icon: 'media', children: [
              { id: 'banners-ecommerce', title: 'Banners do ecommerce', type: 'item', url: '/marketing/banners-ecommerce', permission: 'BannersEcommerce' },
            ],
          },
        ],
      },
    ],
  },
}));

/** A DataProvider whose every method throws unless the test sets it. */
function fakeProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  const fail = () => {
    throw new Error('not implemented in this test');
  };
  return { list: fail, get: fail, save: fail, remove: fail, fetch: fail, ...overrides };
}

let saves: SaveSettingsInput[];
function layoutActor(): LayoutActor {
  const machine = layoutMachine.provide({
    actors: {
      saveSettings: fromPromise<unknown, SaveSettingsInput>(async ({ input }) => {
        saves.push(input);
      }),
    },
    actions: { notify: () => undefined },
  });
  return createActor(machine, { input: {} }).start();
}

function renderLayout(options: { roles: string[]; path?: string; provider?: DataProvider; children?: ReactNode; app?: AppDefinition }) {
  const memory = memoryLocation({ path: options.path ?? '/home', record: true });
  const actor = layoutActor();
  const app = options.app ?? APP;
  const utils = render(
    <AppDefinitionContext.Provider value={app}>
      <Router hook={memory.hook}>
        <NavigateContext.Provider value={(to) => memory.navigate(to)}>
          <AccessContext.Provider value={createAccess(options.roles, app.allKeysRole)}>
            <DataProviderContext.Provider value={options.provider ?? fakeProvider()}>
              <NotifierContext.Provider value={createNotifier()}>
                <RegistryContext.Provider value={createAppRegistry()}>
                  <LayoutActorContext.Provider value={actor}>
                    <AppLayout>{options.children ?? <h1>Conteúdo da tela</h1>}</AppLayout>
                  </LayoutActorContext.Provider>
                </RegistryContext.Provider>
              </NotifierContext.Provider>
            </DataProviderContext.Provider>
          </AccessContext.Provider>
        </NavigateContext.Provider>
      </Router>
    </AppDefinitionContext.Provider>,
  );
  return { ...utils, memory, actor };
}

const menuIds = () =>
  Array.from(screen.getByRole('navigation', { name: 'Menu principal' }).querySelectorAll('a[data-menu-id]')).map((a) => a.getAttribute('data-menu-id'));

beforeEach(() => {
  saves = [];
  window.localStorage.clear();
  window.localStorage.setItem('nameUser', 'Ana Souza');
  session.send.mockReset();
});
afterEach(() => {
  cleanup();
  document.body.className = '';
  document.documentElement.style.fontSize = '';
});

describe('AppLayout', () => {
  it('renders the menu the user may open, the content and a hidden footer', () => {
    renderLayout({ roles: ['Cupons'] });
    expect(menuIds()).toEqual(['home', 'cupons']);
    expect(screen.queryByText('Produtos')).toBeNull();
    expect(screen.queryByText('Banners')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Conteúdo da tela' })).toBeTruthy();
    expect(screen.getByText('Footer', { selector: 'footer' }).hidden).toBe(true);
    cleanup();
    renderLayout({ roles: ['Administrador'] });
    expect(menuIds()).toEqual(['home', 'cursos', 'cupons', 'banners-ecommerce']);
  });

  it("remembers every menu page the user opens as their most recent one, from the first screen on", () => {
    renderLayout({ roles: ['Administrador'], path: '/home' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Cupons' }));
    fireEvent.click(within(nav).getByRole('link', { name: 'Cursos' }));
    expect(readRecent(window.localStorage, 'u1')).toEqual(['/produto-new/curso', '/marketing/cupom', '/home']);
  });

  it('marks the active page and expands the collapse that holds it', () => {
    renderLayout({ roles: ['Administrador'], path: '/marketing/banners-ecommerce' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const active = within(nav).getByRole('link', { name: 'Banners do ecommerce' });
    expect(active.getAttribute('aria-current')).toBe('page');
    const collapse = within(nav).getByRole('button', { name: 'Banners' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    expect(collapse.getAttribute('aria-expanded')).toBe('false');
    expect(active.closest('ul')?.hidden).toBe(true);
  });

  it("restores the signed-in user's settings and applies theme and font size to the document", async () => {
    const { actor } = renderLayout({ roles: ['Cupons'] });
    expect(actor.getSnapshot().context.sessionKey).toMatch(/^u1:/);
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    expect(actor.getSnapshot().context.shortcuts).toEqual(['cupons']);
    act(() => {
      actor.send({ type: 'CHANGE_SETTINGS', settings: { fontScale: 1.3, theme: 'light' } });
    });
    expect(document.documentElement.style.fontSize).toBe('81.25%');
    expect(document.body.classList.contains('bp6-dark')).toBe(false);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ guest: false, settings: { theme: 'light', fontScale: 1.3 } });
  });

  it('switches the navigation kind and the container width from the settings drawer', async () => {
    const { container } = renderLayout({ roles: ['Administrador'] });
    const root = container.querySelector('.shell-root') as HTMLElement;
    expect(root.dataset.navigation).toBe('vertical');
    fireEvent.click(screen.getByRole('button', { name: 'Aparência' }));
    const drawer = await screen.findByRole('dialog', { name: 'Aparência' });
    fireEvent.click(within(drawer).getByLabelText('Horizontal'));
    expect(root.dataset.navigation).toBe('horizontal');
    // The other navigations' code comes in when chosen.
    await waitFor(() => expect(container.querySelector('.shell-hnav')).not.toBeNull());
    fireEvent.click(within(drawer).getByLabelText(/Layout 2/));
    expect(root.style.getPropertyValue('--shell-container-width')).toBe('1120px');
    fireEvent.click(within(drawer).getByLabelText('Vertical com painel lateral'));
    await waitFor(() => expect(container.querySelector('.shell-two-panel')).not.toBeNull());
    fireEvent.click(within(drawer).getByLabelText('Estilo 3 compacto'));
    expect(root.dataset.navbarStyle).toBe('style-3-dense');
  });

  it('folds the navbar and shows it whole while hovered', () => {
    const { container, actor } = renderLayout({ roles: ['Administrador'] });
    fireEvent.click(screen.getByRole('button', { name: 'Recolher menu' }));
    const root = container.querySelector('.shell-root') as HTMLElement;
    expect(root.classList.contains('shell-folded')).toBe(true);
    expect(root.style.getPropertyValue('--shell-navbar-slot-width')).toBe('64px');
    fireEvent.mouseEnter(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(actor.getSnapshot().matches({ fold: { folded: 'hoverOpen' } })).toBe(true);
    expect(root.classList.contains('shell-hover-open')).toBe(true);
    fireEvent.mouseLeave(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(root.classList.contains('shell-hover-open')).toBe(false);
  });

  it('opens the quick panel with its fetched data, and retries after an error', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Servidor fora do ar.');
      return {
        notes: [{ id: 1, title: 'Revisar cupons', detail: 'Antes da campanha', createdAt: '2025-03-10' }],
        events: [{ id: 1, title: 'Reunião de equipe', date: '2025-03-12' }],
        settings: [{ id: 1, title: 'Notificações', value: true }],
      };
    });
    renderLayout({ roles: ['Cupons'], provider: fakeProvider({ fetch }) });
    fireEvent.click(screen.getByRole('button', { name: 'Painel rápido' }));
    const panel = await screen.findByRole('dialog', { name: 'Painel rápido' });
    expect(within(panel).getByText('Anotações rápidas — em breve você poderá editá-las aqui.')).toBeTruthy();
    await within(panel).findByText('Servidor fora do ar.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    await within(panel).findByText('Reunião de equipe');
    expect(within(panel).getByText('12/03/2025')).toBeTruthy();
    expect(within(panel).getByText('Revisar cupons')).toBeTruthy();
    expect(within(panel).getByText('Ativado')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith({ endpoint: '/api/quick-panel/data', method: 'GET' }, expect.anything());
  });

  it('offers Meu Perfil, Alterar senha and Logout to a named user, Login and Register otherwise', async () => {
    const { memory } = renderLayout({ roles: ['Cupons'] });
    fireEvent.click(screen.getByRole('button', { name: 'Conta de Ana Souza' }));
    fireEvent.click(await screen.findByText('Meu Perfil'));
    expect(memory.history.at(-1)).toBe('/perfil/meu-perfil/1');
    fireEvent.click(screen.getByRole('button', { name: 'Conta de Ana Souza' }));
    fireEvent.click(await screen.findByText('Logout'));
    expect(session.send).toHaveBeenCalledWith({ type: 'LOGOUT' });
    cleanup();
    window.localStorage.removeItem('nameUser');
    renderLayout({ roles: ['Cupons'] });
    fireEvent.click(screen.getByRole('button', { name: 'Conta' }));
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(screen.getByText('Register')).toBeTruthy();
    expect(screen.queryByText('Logout')).toBeNull();
  });

  it("renders the user menu's entries from the app definition, with Logout last", async () => {
    const app: AppDefinition = {
      ...APP,
      userMenu: [
        { label: 'Minha conta', icon: 'id-number', route: '/perfil/conta/{_id}' },
        { label: 'Preferências', icon: 'cog', route: '/perfil/preferencias' },
      ],
      guestMenu: [{ label: 'Entrar', icon: 'log-in', route: '/entrar' }],
    };
    const { memory } = renderLayout({ roles: ['Cupons'], app });
    fireEvent.click(screen.getByRole('button', { name: 'Conta de Ana Souza' }));
    const menu = await screen.findByRole('menu', { name: 'Conta' });
    const entries = () => within(menu).getAllByRole('menuitem').map((entry) => entry.textContent);
    expect(entries()).toEqual(['Minha conta', 'Preferências', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Minha conta' }).getAttribute('href')).toBe('/perfil/conta/u1');
    expect(screen.queryByText('Meu Perfil')).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Preferências' }));
    expect(memory.history.at(-1)).toBe('/perfil/preferencias');
    cleanup();
    window.localStorage.removeItem('nameUser');
    const guest = renderLayout({ roles: ['Cupons'], app });
    fireEvent.click(screen.getByRole('button', { name: 'Conta' }));
    const guestMenu = await screen.findByRole('menu', { name: 'Conta' });
    expect(within(guestMenu).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Entrar']);
    fireEvent.click(within(guestMenu).getByRole('menuitem', { name: 'Entrar' }));
    expect(guest.memory.history.at(-1)).toBe('/entrar');
  });

  it("loads the quick panel through the app definition's call", async () => {
    const fetch = vi.fn(async () => ({ notes: [], events: [], settings: [] }));
    const app: AppDefinition = { ...APP, calls: { ...APP.calls, quickPanel: { call: 'POST /v2/painel' } } };
    renderLayout({ roles: ['Cupons'], provider: fakeProvider({ fetch }), app });
    fireEvent.click(screen.getByRole('button', { name: 'Painel rápido' }));
    const panel = await screen.findByRole('dialog', { name: 'Painel rápido' });
    await within(panel).findByText('Nenhum evento.');
    expect(fetch).toHaveBeenCalledWith({ endpoint: '/v2/painel', method: 'POST' }, expect.anything());
  });

  it("completes a user without data through the app definition's user call", async () => {
    const before = session.value;
    session.value = { ...before, user: { _id: 'u2', name: 'Bruno', email: 'bruno@exemplo.com.br' } };
    try {
      const fetch = vi.fn(async () => ({ _id: 'u2', data: { settings: { theme: 'dark' }, shortcuts: ['cupons'] } }));
      const app: AppDefinition = { ...APP, calls: { ...APP.calls, user: { call: 'GET /v2/eu' } } };
      const { actor } = renderLayout({ roles: ['Cupons'], provider: fakeProvider({ fetch }), app });
      await waitFor(() => expect(actor.getSnapshot().context.shortcuts).toEqual(['cupons']));
      expect(actor.getSnapshot().context.sessionKey).toMatch(/^u2:/);
      expect(fetch).toHaveBeenCalledWith({ method: 'GET', endpoint: '/v2/eu' }, {});
    } finally {
      session.value = before;
    }
  });
});
