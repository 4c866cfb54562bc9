/** The "Visões" menu of a list, driven with a fake DataProvider: loading, empty, error with retry, save, apply. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallSpec, DataProvider } from '../../../engine/core/dataProvider';
import type { RuntimeListScreen } from '../../../engine/core/definition/runtime';
import type { AppDefinition, ListScreen as ListDefinition, ResourceDefinition } from '../../../engine/core/generated';
import ListScreen from '../../../engine/kinds/list/ListScreen';
import { rememberListPlace } from '../../../engine/data/listMemory';
import { createUserPrefs, UserPrefsContext } from '../../../engine/data/userPrefs';
import { AppDefinitionContext } from '../../../engine/ui/AppDefinitionContext';
import { engineWiring, resolveForTest, testDataProvider } from '../harness';

const COUPON: ResourceDefinition = {
  id: 'coupon',
  title: 'cupom',
  schema: { type: 'object', properties: { Nome: { type: 'string' }, Status: { type: 'boolean' } } },
  idField: 'CupomID',
  labelField: 'Nome',
  permission: 'Cupons',
  list: { call: 'POST /api/cupons', rows: 'cupons', total: 'totalCupons' },
};

const COUPONS: ListDefinition = {
  id: 'marketing.cupons',
  kind: 'list',
  route: '/marketing/cupom',
  title: 'Cupons',
  resource: 'coupon',
  filters: { schema: { type: 'object', properties: { Nome: { type: 'string', title: 'Nome' }, Status: { type: 'boolean', title: 'Situação' } } } },
  columns: [
    { field: 'Nome', title: 'Nome', sortable: true },
    { field: 'Modalidade', title: 'Modalidade' },
    { field: 'Status', title: 'Situação' },
  ],
};
const RESOLVED = resolveForTest<RuntimeListScreen>(COUPONS, { resources: [COUPON] });

/** Only the calls the list uses; the rest of app.json is not read here. */
const APP = {
  calls: { listViews: { call: 'POST /api/visoes' }, saveView: { call: 'POST /api/visoes/save' }, removeView: { call: 'POST /api/visoes/remove' } },
} as unknown as AppDefinition;

const SHARED = {
  VisaoID: 5, Nome: 'Da equipe', Compartilhada: true, Propria: false, AutorNome: 'Marcos',
  Estado: { filter: { Status: true }, sort: { field: 'Nome', order: 'desc' }, hidden: ['Modalidade'] },
};

let wiring: ReturnType<typeof engineWiring>;

function setup(fetch: DataProvider['fetch'], path = '/marketing/cupom') {
  const list = vi.fn().mockResolvedValue({ rows: [{ CupomID: 1, Nome: 'BLACK10', Modalidade: 'Venda', Status: true }], total: 1 });
  wiring = engineWiring({ path, dataProvider: testDataProvider({ list, fetch }), resources: RESOLVED.resources });
  // Each render starts with the list's own columns (the fallback store would carry them from test to test).
  const prefs = createUserPrefs({ save: () => Promise.resolve(), onError: () => undefined, debounceMs: 0 });
  render(
    <AppDefinitionContext.Provider value={APP}>
      <UserPrefsContext.Provider value={prefs}>
        <wiring.Wrapper><ListScreen definition={RESOLVED} params={{}} /></wiring.Wrapper>
      </UserPrefsContext.Provider>
    </AppDefinitionContext.Provider>,
  );
  return list;
}

const search = () => new URLSearchParams(wiring.memory.history!.at(-1)!.split('?')[1] ?? '');

async function openMenu(name: RegExp = /^Visões/) {
  // The button shows inert until the menu's code is in (after the list's rows).
  const button = await waitFor(() => {
    const found = screen.getByRole('button', { name });
    expect(found).toHaveProperty('disabled', false);
    return found;
  });
  fireEvent.click(button);
  return screen.findByRole('menu', { name: 'Visões salvas' });
}

afterEach(cleanup);

describe('menu "Visões"', () => {
  it('sem visões diz "Nenhuma visão salva"; com erro mostra a mensagem e "Tentar novamente"', async () => {
    let fail = true;
    const fetch = vi.fn(async (call: CallSpec) => {
      if (call.endpoint !== '/api/visoes') throw new Error(`unexpected ${call.endpoint}`);
      if (fail) throw new Error('Servidor fora do ar.');
      return { visoes: [] };
    });
    setup(fetch);
    const menu = await openMenu();
    await waitFor(() => expect(menu.textContent).toContain('Não foi possível carregar as visões: Servidor fora do ar.'));
    fail = false;
    fireEvent.click(screen.getByRole('menuitem', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('menu', { name: 'Visões salvas' }).textContent).toContain('Nenhuma visão salva'));
    expect(fetch).toHaveBeenLastCalledWith({ method: 'POST', endpoint: '/api/visoes' }, expect.objectContaining({ extra: { ListaID: 'marketing.cupons' } }));
  });

  it('salva o que a lista mostra com nome obrigatório e passa a mostrar a visão pelo nome', async () => {
    const stored: Array<Record<string, unknown>> = [];
    const fetch = vi.fn(async (call: CallSpec, params: { extra?: Record<string, unknown> }) => {
      if (call.endpoint === '/api/visoes') return { visoes: stored };
      if (call.endpoint === '/api/visoes/save') {
        stored.push({ ...params.extra, VisaoID: 9, Propria: true, AutorNome: 'Ana' });
        return { visao: stored[0] };
      }
      throw new Error(`unexpected ${call.endpoint}`);
    });
    setup(fetch, '/marketing/cupom?f.Status=true&ordem=-Nome');
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Salvar visão atual…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(dialog.textContent).toContain('Informe o nome da visão.');
    fireEvent.change(screen.getByLabelText('Nome da visão', { exact: false }), { target: { value: ' Ativos ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compartilhar com a equipe' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(fetch).toHaveBeenCalledWith({ method: 'POST', endpoint: '/api/visoes/save' }, {
      extra: { ListaID: 'marketing.cupons', Nome: 'Ativos', Compartilhada: true, Estado: { filter: { Status: true }, sort: { field: 'Nome', order: 'desc' } } },
      write: true,
    });
    expect(wiring.toasts()).toContain('success: Visão "Ativos" salva.');
    await screen.findByRole('button', { name: /^Visão: Ativos$/ });
    expect(search().get('visao')).toBe('9');
    expect(search().get('f.Status')).toBe('true');
  });

  it('aplica uma visão compartilhada: filtros e ordem na URL, colunas na hora; sem Renomear nem Remover', async () => {
    const fetch = vi.fn(async (call: CallSpec) => {
      if (call.endpoint === '/api/visoes') return { visoes: [SHARED] };
      throw new Error(`unexpected ${call.endpoint}`);
    });
    const list = setup(fetch);
    const menu = await openMenu();
    await waitFor(() => expect(menu.textContent).toContain('Compartilhadas'));
    fireEvent.click(screen.getByRole('menuitem', { name: /^Da equipe/ }));
    await screen.findByRole('button', { name: /^Visão: Da equipe$/ });
    expect(Object.fromEntries(search())).toMatchObject({ visao: '5', 'f.Status': 'true', ordem: '-Nome', pagina: '1' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ filter: { Status: true }, sort: { field: 'Nome', order: 'desc' } })));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Modalidade/ })).toBeNull());

    await openMenu(/^Visão: Da equipe/);
    expect(screen.getByRole('menuitem', { name: 'Copiar link' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Remover…' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Renomear…' })).toBeNull();
  });

  it('um link com visao e sem estado aplica a visão inteira quando as visões chegam', async () => {
    const fetch = vi.fn(async () => ({ visoes: [SHARED] }));
    setup(fetch, '/marketing/cupom?visao=5');
    await screen.findByRole('button', { name: /^Visão: Da equipe$/ });
    await waitFor(() => expect(search().get('f.Status')).toBe('true'));
    expect(search().get('ordem')).toBe('-Nome');
  });

  it('um link com visao e estado aplica as colunas da visão; voltar à lista como foi deixada mantém as do usuário', async () => {
    const fetch = vi.fn(async () => ({ visoes: [SHARED] }));
    setup(fetch, '/marketing/cupom?visao=5&f.Status=true&ordem=-Nome');
    await screen.findByRole('button', { name: /^Visão: Da equipe$/ });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Modalidade/ })).toBeNull());
    cleanup();

    // Back from a form to the list as it was left (the user's columns, all shown, are not the view's).
    rememberListPlace('/marketing/cupom', 'visao=5&f.Status=true&ordem=-Nome');
    setup(fetch, '/marketing/cupom?visao=5&f.Status=true&ordem=-Nome');
    await screen.findByRole('button', { name: /^Visão: Da equipe/ });
    expect(screen.getByRole('columnheader', { name: /Modalidade/ })).toBeTruthy();
  });

  it('a própria visão alterada pode ser atualizada, renomeada (sem repetir nome) e removida depois de confirmar', async () => {
    const own = { VisaoID: 3, Nome: 'Ativos', Compartilhada: false, Propria: true, AutorNome: 'Ana', Estado: { filter: { Status: true } } };
    const other = { ...own, VisaoID: 4, Nome: 'Inativos', Estado: { filter: { Status: false } } };
    let stored = [own, other];
    const fetch = vi.fn(async (call: CallSpec, params: { extra?: Record<string, unknown> }) => {
      const extra = params.extra ?? {};
      if (call.endpoint === '/api/visoes') return { visoes: stored };
      if (call.endpoint === '/api/visoes/save') {
        const saved = { ...stored.find((view) => view.VisaoID === Number(extra.VisaoID))!, ...extra, VisaoID: Number(extra.VisaoID) };
        stored = stored.map((view) => (view.VisaoID === saved.VisaoID ? saved : view));
        return { visao: saved };
      }
      if (call.endpoint === '/api/visoes/remove') {
        stored = stored.filter((view) => view.VisaoID !== Number(extra.VisaoID));
        return {};
      }
      throw new Error(`unexpected ${call.endpoint}`);
    });
    setup(fetch, '/marketing/cupom?visao=3&f.Status=true&f.Nome=black');
    await screen.findByRole('button', { name: /^Visão: Ativos \(alterada\)$/ });

    await openMenu(/^Visão: Ativos/);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Atualizar visão' }));
    });
    expect(fetch).toHaveBeenCalledWith({ method: 'POST', endpoint: '/api/visoes/save' }, {
      extra: { VisaoID: '3', ListaID: 'marketing.cupons', Nome: 'Ativos', Compartilhada: false, Estado: { filter: { Status: true, Nome: 'black' } } },
      write: true,
    });
    await screen.findByRole('button', { name: /^Visão: Ativos$/ });

    await openMenu(/^Visão: Ativos/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Renomear…' }));
    await screen.findByRole('dialog', { name: 'Renomear visão' });
    const name = screen.getByLabelText('Nome da visão', { exact: false }) as HTMLInputElement;
    expect(name.value).toBe('Ativos');
    fireEvent.change(name, { target: { value: 'inativos' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(screen.getByRole('dialog', { name: 'Renomear visão' }).textContent).toContain('Você já tem uma visão chamada "Inativos" nesta lista.');
    fireEvent.change(name, { target: { value: 'Ativos com black' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    await screen.findByRole('button', { name: /^Visão: Ativos com black$/ });

    await openMenu(/^Visão: Ativos com black/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remover…' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remover visão' });
    expect(question.textContent).toContain('Remover a visão "Ativos com black"?');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    });
    expect(fetch).toHaveBeenCalledWith({ method: 'POST', endpoint: '/api/visoes/remove' }, { extra: { VisaoID: '3' }, write: true });
    await screen.findByRole('button', { name: /^Visões$/ });
    expect(search().get('visao')).toBeNull();
    expect(search().get('f.Nome')).toBe('black');
  });

  it('uma lista sem as chamadas de visões no app.json não mostra o menu', async () => {
    const list = vi.fn().mockResolvedValue({ rows: [], total: 0 });
    wiring = engineWiring({ path: '/marketing/cupom', dataProvider: testDataProvider({ list }), resources: RESOLVED.resources });
    render(<wiring.Wrapper><ListScreen definition={RESOLVED} params={{}} /></wiring.Wrapper>);
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Visões/ })).toBeNull();
  });
});
