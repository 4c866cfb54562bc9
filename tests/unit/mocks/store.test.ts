// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Router } from '../../../mocks/server/router';
import { memoOn, peekMemo } from '../../../mocks/store/memo';
import { MockStore, SeedCache } from '../../../mocks/store/store';
import { defineTable, Table, tableBase } from '../../../mocks/store/table';
import { deepMerge } from '../../../mocks/store/users';

interface Thing {
  id: number;
  nome: string;
}

const things = defineTable<Thing>({ name: 'coisas', idField: 'id', seed: ({ scale }) => Array.from({ length: 3 * scale }, (_, i) => ({ id: i + 1, nome: `Coisa ${i + 1}` })) });

describe('Table', () => {
  it('inserts with the next id, replaces, puts, removes, and hands out a new array only after a write', () => {
    const table = new Table(things, tableBase(things, things.seed({ scale: 1, base: () => [] })));
    const before = table.all();
    expect(table.all()).toBe(before);
    expect(Object.isFrozen(before[0])).toBe(true);
    expect(table.insert({ nome: 'Nova' })).toEqual({ id: 4, nome: 'Nova' });
    expect(table.all()).not.toBe(before);
    expect(before).toHaveLength(3);
    expect(table.replace({ id: 2, nome: 'Dois' }).nome).toBe('Dois');
    expect(() => table.replace({ id: 99, nome: 'x' })).toThrow('[mocks] coisas: id 99 não existe');
    expect(table.remove(1)?.nome).toBe('Coisa 1');
    expect(table.remove(1)).toBeUndefined();
    expect(table.nextId()).toBe(5);
    table.put({ id: 1, nome: 'De volta' });
    expect(table.all().map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(table.get(0)).toBeUndefined();
    expect(table.get(1.5)).toBeUndefined();
  });

  it('refuses seeds with repeated or invalid ids', () => {
    expect(() => tableBase(things, [{ id: 1, nome: 'a' }, { id: 1, nome: 'b' }])).toThrow('id repetido 1');
    expect(() => tableBase(things, [{ id: 0, nome: 'a' }])).toThrow('id inválido 0');
  });

  it('stores share the fresh rows of a scale; writes stay in their own store', () => {
    const seeds = new SeedCache(2);
    const counter = { value: 0, next() { return (this.value += 1); } };
    const a = new MockStore(seeds, counter);
    const b = new MockStore(seeds, counter);
    expect(a.table(things).all()).toBe(b.table(things).all());
    expect(a.table(things).all()).toHaveLength(6);
    a.table(things).remove(2);
    expect(a.table(things).all()).toHaveLength(5);
    expect(b.table(things).all()).toHaveLength(6);
    expect(new MockStore(seeds, counter).table(things).all()).toHaveLength(6);
  });
});

describe('memoOn', () => {
  it('caches per source object and key, and recomputes when a dependency changes', () => {
    const source = [1, 2, 3];
    let runs = 0;
    const compute = () => {
      runs += 1;
      return source.length;
    };
    expect(memoOn(source, 'n', compute)).toBe(3);
    expect(memoOn(source, 'n', compute)).toBe(3);
    expect(runs).toBe(1);
    expect(memoOn([1, 2, 3], 'n', compute)).toBe(3);
    expect(runs).toBe(2);
    const depA = {};
    memoOn(source, 'd', compute, [depA]);
    memoOn(source, 'd', compute, [depA]);
    memoOn(source, 'd', compute, [{}]);
    expect(runs).toBe(4);
    expect(peekMemo(source, 'n')).toBe(3);
    expect(peekMemo(source, 'nada')).toBeUndefined();
  });
});

describe('Router', () => {
  const noop = () => ({});

  it('matches exact paths and :name segments, tells a wrong method apart, and refuses duplicates', () => {
    const router = new Router().get('/api/a', noop).post('/api/itens/:id/nota', noop, { public: true });
    expect(router.match('GET', '/api/a')).toMatchObject({ public: false, params: {} });
    expect(router.match('GET', '/api/a/')).toMatchObject({ public: false });
    expect(router.match('POST', '/api/a')).toBe('method');
    expect(router.match('POST', '/api/itens/Jos%C3%A9/nota')).toMatchObject({ public: true, params: { id: 'José' } });
    expect(router.match('GET', '/api/itens/1/nota')).toBe('method');
    expect(router.match('GET', '/api/b')).toBeUndefined();
    expect(() => router.get('/api/a', noop)).toThrow('[mocks] rota repetida: GET /api/a');
    expect(() => router.post('/api/itens/:outro/nota', noop)).not.toThrow();
  });
});

describe('deepMerge', () => {
  it('merges nested objects, replaces arrays and ignores prototype keys', () => {
    const merged = deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, JSON.parse('{"a":{"c":[3],"e":2},"__proto__":{"x":1}}'));
    expect(merged).toEqual({ a: { b: 1, c: [3], e: 2 }, d: 1 });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
