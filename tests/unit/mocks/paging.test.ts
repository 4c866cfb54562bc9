// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compareValues, primaryKey, sortRows } from '../../../mocks/paging/compare';
import { allOf, containsDigits, containsText, equalsBoolean, equalsValue, normalizeText } from '../../../mocks/paging/filters';
import { pagedResponse, queryPage, readPageRequest } from '../../../mocks/paging/paging';
import { startMockServer, type MockServer } from './mockServer';

const collator = new Intl.Collator('pt-BR');

describe('paging convention (unit)', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, Nome: `Item ${String(i + 1).padStart(2, '0')}` }));

  it('defaults to page 1 of 10 and reads numbers sent as text', () => {
    expect(readPageRequest({})).toEqual({ page: 1, perPage: 10, sort: undefined });
    expect(readPageRequest({ NumeroDaPagina: '3', QTDPorPagina: '25', OrdenarPor: 'Nome', Ordem: 'DESC' }))
      .toEqual({ page: 3, perPage: 25, sort: { field: 'Nome', order: 'desc' } });
    expect(readPageRequest({ NumeroDaPagina: 0, QTDPorPagina: -1, Ordem: 'qualquer', OrdenarPor: 'Nome' }))
      .toEqual({ page: 1, perPage: 10, sort: { field: 'Nome', order: 'asc' } });
  });

  it('pages: first, second, last and past the end, with the total every time', () => {
    expect(queryPage({}, rows).rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(queryPage({ NumeroDaPagina: 2 }, rows).rows.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(queryPage({ NumeroDaPagina: 3 }, rows)).toMatchObject({ total: 23, page: 3, perPage: 10 });
    expect(queryPage({ NumeroDaPagina: 3 }, rows).rows.map((row) => row.id)).toEqual([21, 22, 23]);
    expect(queryPage({ NumeroDaPagina: 4 }, rows)).toEqual({ rows: [], total: 23, page: 4, perPage: 10 });
  });

  it('answers the list field, the total field and rowsPerPage', () => {
    const answer = pagedResponse({ QTDPorPagina: 5 }, rows, { list: 'itens', total: 'totalItens', project: (row) => row.id });
    expect(answer).toEqual({ itens: [1, 2, 3, 4, 5], totalItens: 23, rowsPerPage: 5 });
  });
});

describe('sorting (unit)', () => {
  it('sorts text by the pt-BR collation, exactly as localeCompare does', () => {
    const names = ['Érica', 'eduardo', 'Ana', 'Álvaro', 'Zélia', 'zeca', 'Ítalo', 'Isabela', 'Çeda', 'Caio', 'ana', 'Ána'];
    const sorted = sortRows(names.map((Nome) => ({ Nome })), { field: 'Nome', order: 'asc' }).map((row) => row.Nome);
    expect(sorted).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('agrees with the collator on any text (property)', () => {
    const alphabet = [...'aAbBcCçÇeEéÉêÊoOõÕôzZ09 -_.@\'/&()+,;:!?#$%*=<>[]{}|~^`"\\áÁàãÃüÜñíÍúÚ', 'e\u0301', 'ß', 'æ', 'ø', '\u00a0', '\t'];
    const word = fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
    fc.assert(fc.property(fc.array(word, { minLength: 2, maxLength: 40 }), (words) => {
      // Texts only: values that read as numbers or dates sort by value (checked below).
      const texts = words.filter((w) => w.trim() && !/^\d+$/.test(w.trim()));
      const sorted = sortRows(texts.map((w) => ({ w })), { field: 'w', order: 'asc' }).map((row) => row.w.trim());
      for (let i = 1; i < sorted.length; i += 1) expect(collator.compare(sorted[i - 1], sorted[i])).toBeLessThanOrEqual(0);
      const reversed = sortRows(texts.map((w) => ({ w })), { field: 'w', order: 'desc' }).map((row) => row.w.trim());
      for (let i = 1; i < reversed.length; i += 1) expect(collator.compare(reversed[i - 1], reversed[i])).toBeGreaterThanOrEqual(0);
    }), { numRuns: 400 });
  });

  it('gives texts differing only in case or accents the same primary key, and orders the others', () => {
    expect(primaryKey('José')).toBe(primaryKey('jose'));
    expect(primaryKey('Conceição')).toBe(primaryKey('CONCEICAO'));
    expect(primaryKey('ana')! < primaryKey('Bruno')!).toBe(true);
    expect(primaryKey('Straße')).toBeNull();
  });

  it('sorts numbers by value, dd/mm/yyyy and ISO dates by date, digit codes by value, empty values last', () => {
    const rows = [
      { n: 10, d: '05/01/2026', iso: '2026-01-05', code: '100010', t: null },
      { n: 9, d: '31/12/2025', iso: '2025-12-31', code: '100009', t: 'b' },
      { n: 100, d: '01/02/2025', iso: '2025-02-01', code: '99', t: '' },
      { n: null, d: null, iso: null, code: null, t: 'a' },
    ];
    const ids = (field: string, order: 'asc' | 'desc') => sortRows(rows, { field, order }).map((row) => rows.indexOf(row));
    expect(ids('n', 'asc')).toEqual([1, 0, 2, 3]);
    expect(ids('n', 'desc')).toEqual([2, 0, 1, 3]);
    expect(ids('d', 'asc')).toEqual([2, 1, 0, 3]);
    expect(ids('d', 'desc')).toEqual([0, 1, 2, 3]);
    expect(ids('iso', 'asc')).toEqual([2, 1, 0, 3]);
    expect(ids('code', 'asc')).toEqual([2, 1, 0, 3]);
    expect(ids('t', 'asc')).toEqual([3, 1, 0, 2]);
    expect(compareValues('05/01/2026', '31/12/2025')).toBeGreaterThan(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });

  it('sorts by a dotted field and keeps equal values in their original order', () => {
    const rows = [{ id: 1, P: { Nome: 'b' } }, { id: 2, P: { Nome: 'a' } }, { id: 3, P: { Nome: 'b' } }, { id: 4, P: { Nome: 'a' } }];
    expect(sortRows(rows, { field: 'P.Nome', order: 'asc' }).map((row) => row.id)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, { field: 'P.Nome', order: 'desc' }).map((row) => row.id)).toEqual([1, 3, 2, 4]);
  });
});

describe('filters (unit)', () => {
  const rows = [
    { id: 1, Nome: 'José da Conceição', Ativo: true, CPF: '12345678909', Tipo: 1 },
    { id: 2, Nome: 'JOSEFINA Souza', Ativo: false, CPF: '98765432100', Tipo: 2 },
    { id: 3, Nome: 'Maria Antônia', Ativo: true, CPF: '11144477735', Tipo: 1 },
  ];
  const ids = (filter: ReturnType<typeof containsText<(typeof rows)[number]>>) => queryPage({}, rows, filter).rows.map((row) => row.id);

  it('matches substrings ignoring case, accents and extra spaces', () => {
    expect(normalizeText('  José   da  CONCEIÇÃO ')).toBe('jose da conceicao');
    expect(ids(containsText('Nome', 'jose'))).toEqual([1, 2]);
    expect(ids(containsText('Nome', 'CONCEICAO'))).toEqual([1]);
    expect(ids(containsText('Nome', 'antônia'))).toEqual([3]);
    expect(containsText('Nome', '   ')).toBeUndefined();
  });

  it('combines boolean, equality and digit filters', () => {
    expect(ids(allOf(containsText('Nome', 'jos'), equalsBoolean('Ativo', 'true')))).toEqual([1]);
    expect(ids(equalsBoolean('Ativo', false))).toEqual([2]);
    expect(equalsBoolean('Ativo', '')).toBeUndefined();
    expect(ids(equalsValue('Tipo', '1'))).toEqual([1, 3]);
    expect(equalsValue('Tipo', 'Todos')).toBeUndefined();
    expect(ids(containsDigits('CPF', '111.444'))).toEqual([3]);
  });
});

describe('paging convention over HTTP (coupons and students)', () => {
  let server: MockServer;
  let token: string;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.call('POST', '/__mock/reset');
    token = await server.login('admin');
  });
  const post = (path: string, body: Record<string, unknown>) => server.call('POST', path, { token, body });

  it('defaults, page 2, last page and total', async () => {
    const first = await post('/api/cupons', {});
    expect(first.status).toBe(200);
    expect(first.body.rowsPerPage).toBe(10);
    expect(first.body.totalCupons).toBe(60);
    expect(first.body.cupons.map((c: { CupomID: number }) => c.CupomID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const second = await post('/api/cupons', { NumeroDaPagina: 2 });
    expect(second.body.cupons[0].CupomID).toBe(11);
    const last = await post('/api/cupons', { NumeroDaPagina: 7, QTDPorPagina: 9 });
    expect(last.body).toMatchObject({ totalCupons: 60, rowsPerPage: 9 });
    expect(last.body.cupons.map((c: { CupomID: number }) => c.CupomID)).toEqual([55, 56, 57, 58, 59, 60]);
  });

  it('filters students by name ignoring accents and case', async () => {
    const all = (await post('/api/gestaoaluno', { QTDPorPagina: 1000 })).body.alunos as Array<{ NomeAluno: string }>;
    const accented = all.find((row) => /[áéíóúâêôãõç]/i.test(row.NomeAluno))!;
    const word = accented.NomeAluno.split(' ').find((part) => /[áéíóúâêôãõç]/i.test(part))!;
    const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const answer = await post('/api/gestaoaluno', { Nome: plain, QTDPorPagina: 1000 });
    const expected = all.filter((row) => normalizeText(row.NomeAluno).includes(normalizeText(plain)));
    expect(answer.body.totalAlunos).toBe(expected.length);
    expect(answer.body.alunos.map((row: { NomeAluno: string }) => row.NomeAluno)).toEqual(expected.map((row) => row.NomeAluno));
    expect(answer.body.alunos.map((row: { NomeAluno: string }) => row.NomeAluno)).toContain(accented.NomeAluno);
  });

  it('sorts asc/desc on text (Nome), number (Desconto) and dd/mm/yyyy dates (DataCompra)', async () => {
    const names = (await post('/api/cupons', { OrdenarPor: 'Nome', Ordem: 'asc', QTDPorPagina: 100 })).body.cupons.map((c: { Nome: string }) => c.Nome);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    const namesDesc = (await post('/api/cupons', { OrdenarPor: 'Nome', Ordem: 'desc', QTDPorPagina: 100 })).body.cupons.map((c: { Nome: string }) => c.Nome);
    expect(namesDesc).toEqual([...names].reverse());

    const discounts = (await post('/api/cupons', { OrdenarPor: 'Desconto', Ordem: 'desc', QTDPorPagina: 100 })).body.cupons.map((c: { Desconto: number }) => c.Desconto);
    expect(discounts).toEqual([...discounts].sort((a: number, b: number) => b - a));
    expect(new Set(discounts).size).toBeGreaterThan(3);

    const toTime = (text: string) => {
      const [d, m, y] = text.split('/').map(Number);
      return Date.UTC(y, m - 1, d);
    };
    const dates = (await post('/api/pedidos', { OrdenarPor: 'DataCompra', Ordem: 'asc', QTDPorPagina: 1000 })).body.pedidos.map((p: { DataCompra: string }) => p.DataCompra);
    expect(dates.length).toBeGreaterThan(100);
    expect(dates.map(toTime)).toEqual(dates.map(toTime).sort((a: number, b: number) => a - b));
    const datesDesc = (await post('/api/pedidos', { OrdenarPor: 'DataCompra', Ordem: 'desc', QTDPorPagina: 1000 })).body.pedidos.map((p: { DataCompra: string }) => p.DataCompra);
    expect(datesDesc.map(toTime)).toEqual(dates.map(toTime).sort((a: number, b: number) => b - a));
  });

  it('filters and sorts together, and pages through the filtered rows', async () => {
    const active = await post('/api/cupons', { Status: true, OrdenarPor: 'Nome', Ordem: 'desc', QTDPorPagina: 5, NumeroDaPagina: 2 });
    const all = (await post('/api/cupons', { QTDPorPagina: 100 })).body.cupons as Array<{ Nome: string; Status: boolean }>;
    const expected = all.filter((c) => c.Status).map((c) => c.Nome).sort((a, b) => b.localeCompare(a, 'pt-BR'));
    expect(active.body.totalCupons).toBe(expected.length);
    expect(active.body.cupons.map((c: { Nome: string }) => c.Nome)).toEqual(expected.slice(5, 10));
    const inactive = await post('/api/cupons', { Status: 'false', QTDPorPagina: 100 });
    expect(inactive.body.totalCupons).toBe(60 - expected.length);
    expect(inactive.body.cupons.every((c: { Status: boolean }) => c.Status === false)).toBe(true);
  });
});
