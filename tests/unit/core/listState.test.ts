// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterTypes, formatListState, parseListState, type ListUrlState } from '../../../engine/core/listState';

const TYPES = filterTypes({
  type: 'object',
  properties: { Nome: { type: 'string' }, Status: { type: 'boolean' }, Tipo: { type: ['integer', 'null'] }, Data: { type: 'string', format: 'date' } },
});
const OPTIONS = { types: TYPES, pageSizes: [10, 25, 50, 100] };

describe('list URL codec', () => {
  it('reads page, page size, sort and typed filters', () => {
    const state = parseListState('pagina=3&porPagina=25&ordem=-DataCriacao&f.Nome=ver%C3%A3o&f.Status=false&f.Tipo=2&x=1', OPTIONS);
    expect(state).toEqual({ page: 3, perPage: 25, sort: { field: 'DataCriacao', order: 'desc' }, filter: { Nome: 'verão', Status: false, Tipo: 2 } });
  });

  it('falls back to the defaults on anything invalid or unknown', () => {
    const state = parseListState('pagina=-1&porPagina=7&ordem=a%20b&f.Outro=1&f.Tipo=abc', { ...OPTIONS, defaultSort: { field: 'Nome', order: 'asc' } });
    expect(state.page).toBe(1);
    expect(state.perPage).toBe(10);
    expect(state.sort).toEqual({ field: 'Nome', order: 'asc' });
    // A filter parameter of the list was present (even if unreadable): the defaults do not come back.
    expect(state.filter).toEqual({});
  });

  it('uses the filter defaults only when the URL names no filter', () => {
    expect(parseListState('', { ...OPTIONS, defaults: { Status: true } }).filter).toEqual({ Status: true });
    expect(parseListState('f.Nome=a', { ...OPTIONS, defaults: { Status: true } }).filter).toEqual({ Nome: 'a' });
  });

  it('writes the state keeping unrelated parameters and dropping empty filters', () => {
    const query = formatListState({ page: 2, perPage: 50, sort: { field: 'Nome', order: 'asc' }, filter: { Nome: 'x', Status: '', Tipo: undefined } }, 'aba=2&f.Velho=1');
    expect(query).toBe('aba=2&pagina=2&porPagina=50&ordem=Nome&f.Nome=x');
  });

  it('reads back what it writes (any page, size, sort and filter)', () => {
    const state = fc.record({
      page: fc.integer({ min: 1, max: 10_000 }),
      perPage: fc.constantFrom(10, 25, 50, 100),
      sort: fc.option(fc.record({ field: fc.constantFrom('Nome', 'DataCriacao', 'Professor.Nome'), order: fc.constantFrom('asc' as const, 'desc' as const) }), { nil: undefined }),
      filter: fc.record(
        { Nome: fc.string({ minLength: 1 }), Status: fc.boolean(), Tipo: fc.integer({ min: -5, max: 5 }), Data: fc.constantFrom('2026-11-26', '2025-01-05') },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(state, (original) => {
        const read = parseListState(formatListState(original as ListUrlState), OPTIONS);
        expect(read).toEqual({ ...original, sort: original.sort, filter: original.filter });
      }),
    );
  });
});
