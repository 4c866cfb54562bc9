/** Saved views, the pure part: a view's state from the list and back, "changed", the view's address, its name. */
import { describe, expect, it } from 'vitest';
import { filterTypes, parseListState } from '../../../engine/core/listState';
import {
  normalizeViewState, sameViewState, viewIdOf, viewNameProblem, viewSearch, viewStateOf, type SavedView,
} from '../../../engine/core/savedViews';

const FILTER_SCHEMA = { type: 'object', properties: { Nome: { type: 'string' }, Status: { type: 'boolean' }, Desconto: { type: 'number' } } };
const TYPES = filterTypes(FILTER_SCHEMA);
const SHAPE = { filters: Object.keys(TYPES), columns: ['Nome', 'Desconto', 'Modalidade', 'Status'] };

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: '1', name: 'Cupons ativos', shared: false, own: true, author: 'Ana', state: { filter: {} }, ...overrides,
});

describe('estado de uma visão', () => {
  it('vem da lista: filtros sem valores vazios, ordem, colunas escondidas e larguras', () => {
    const state = viewStateOf(
      { filter: { Status: true, Nome: '', Desconto: undefined }, sort: { field: 'Desconto', order: 'asc' } },
      { hidden: ['Modalidade'], widths: { Nome: 240 } },
    );
    expect(state).toEqual({ filter: { Status: true }, sort: { field: 'Desconto', order: 'asc' }, hidden: ['Modalidade'], widths: { Nome: 240 } });
    expect(viewStateOf({ filter: {} }, { hidden: [], widths: null })).toEqual({ filter: {} });
  });

  it('do servidor, só o que a lista conhece; nada malformado lança', () => {
    const raw = {
      filter: { Status: true, Removido: 'x', Nome: { $gt: 1 }, Desconto: 10 },
      sort: { field: 'Desconto', order: 'desc' },
      hidden: ['Modalidade', 'Antiga', 7],
      widths: { Nome: 200, Antiga: 90, Status: -4 },
    };
    expect(normalizeViewState(raw, SHAPE)).toEqual({
      filter: { Status: true, Desconto: 10 }, sort: { field: 'Desconto', order: 'desc' }, hidden: ['Modalidade'], widths: { Nome: 200 },
    });
    expect(normalizeViewState({ sort: { field: 'a;b', order: 'asc' } }, SHAPE)).toEqual({ filter: {} });
    expect(normalizeViewState(null, SHAPE)).toEqual({ filter: {} });
    expect(normalizeViewState('x', SHAPE)).toEqual({ filter: {} });
    // Every column hidden is no choice at all: the list would show them all.
    expect(normalizeViewState({ hidden: SHAPE.columns }, SHAPE)).toEqual({ filter: {} });
  });

  it('"alterada" compara o que a lista mostra: valores como a URL os traz, ordem das colunas indiferente', () => {
    const saved = { filter: { Status: true, Desconto: 10 }, sort: { field: 'Nome', order: 'asc' as const }, hidden: ['Modalidade', 'Status'] };
    expect(sameViewState(saved, { filter: { Desconto: 10, Status: true, Nome: '' }, sort: { field: 'Nome', order: 'asc' }, hidden: ['Status', 'Modalidade'] })).toBe(true);
    expect(sameViewState(saved, { ...saved, filter: { Status: false, Desconto: 10 } })).toBe(false);
    expect(sameViewState(saved, { ...saved, sort: { field: 'Nome', order: 'desc' } })).toBe(false);
    expect(sameViewState(saved, { ...saved, hidden: ['Modalidade'] })).toBe(false);
    expect(sameViewState(saved, { ...saved, widths: { Nome: 300 } })).toBe(false);
  });
});

describe('endereço de uma visão', () => {
  it('leva filtros e ordem da visão à primeira página, guarda o tamanho da página e o id, e a lista lê de volta o mesmo estado', () => {
    const state = { filter: { Status: true, Nome: 'black' }, sort: { field: 'Desconto', order: 'asc' as const }, hidden: ['Modalidade'] };
    const search = viewSearch(state, '12', { perPage: 25 }, 'pagina=3&porPagina=25&f.Nome=antigo&outro=1');
    const query = new URLSearchParams(search);
    expect(Object.fromEntries(query)).toEqual({ visao: '12', pagina: '1', porPagina: '25', ordem: 'Desconto', 'f.Status': 'true', 'f.Nome': 'black', outro: '1' });
    expect(viewIdOf(search)).toBe('12');
    const back = parseListState(search, { types: TYPES, pageSizes: [10, 25] });
    expect(sameViewState(state, viewStateOf(back, { hidden: ['Modalidade'] }))).toBe(true);
  });

  it('sair da visão tira só o id; um id estranho na URL não é visão nenhuma', () => {
    expect(viewSearch(null, null, { perPage: 10 }, 'visao=3&f.Status=true&ordem=Nome')).toBe('f.Status=true&ordem=Nome');
    expect(viewIdOf('visao=3')).toBe('3');
    expect(viewIdOf('visao=%3Cscript%3E')).toBeNull();
    expect(viewIdOf('f.Status=true')).toBeNull();
  });
});

describe('nome de uma visão', () => {
  const views = [view({ id: '1', name: 'Cupons ativos' }), view({ id: '2', name: 'Da equipe', own: false })];

  it('é obrigatório, tem limite e não repete outra visão do próprio usuário (sem diferença de maiúsculas e acentos)', () => {
    expect(viewNameProblem('   ', views)).toBe('Informe o nome da visão.');
    expect(viewNameProblem('x'.repeat(81), views)).toBe('Use no máximo 80 caracteres.');
    expect(viewNameProblem(' cupons ÁTIVOS ', views)).toBe('Você já tem uma visão chamada "Cupons ativos" nesta lista.');
    expect(viewNameProblem('Novos', views)).toBeNull();
  });

  it('pode repetir o nome de uma visão de colega, e ao renomear, o da própria visão', () => {
    expect(viewNameProblem('Da equipe', views)).toBeNull();
    expect(viewNameProblem('Cupons ativos', views, '1')).toBeNull();
  });
});
