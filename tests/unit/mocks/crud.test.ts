// @vitest-environment node
/**
 * The generic CRUD, once for every resource of screens/resources: paging, the declared sorts and filters, reading
 * one record, saving (update, create, 404 for an unknown id, 400 naming the field the schema refuses) and removing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeResource } from '../../../engine/core/definition/runtime';
import { BINDINGS } from '../../../mocks/bindings';
import { loadDefinitions as serverDefinitions } from '../../../mocks/core/definitions';
import { Db } from '../../../mocks/core/db';
import { keyOf, query, queryTable, type ListFilter } from '../../../mocks/core/query';
import { withMockApi } from './mockServer';
import { getPath, loadDefinitions, requestOf } from './probes';
import type { Row } from '../../../mocks/core/db';

const api = withMockApi({ user: 'admin' });
const resources = [...loadDefinitions().resources.values()];
const served = serverDefinitions(process.cwd()).resources;
const send = (request: { method: string; path: string; body?: Record<string, unknown> }) => api.server.call(request.method, request.path, { token: api.token, body: request.body });
const generic = (call: { method: string; endpoint: string } | undefined) =>
  call && api.server.api.router.routes.find((route) => route.method === call.method && route.path === call.endpoint)?.source.startsWith('recurso');

async function rowsOf(resource: RuntimeResource, body: Record<string, unknown> = {}) {
  const answer = await send(requestOf(resource.list!, {}, { QTDPorPagina: 50, ...body }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { answer, rows: answer.body[resource.list!.rows] as Row[] };
}

describe.each(resources.filter((resource) => resource.list).map((resource) => [resource.id, resource] as const))('lista de %s', (id, resource) => {
  const declared = served.get(id)!;

  it('pagina: QTDPorPagina, NumeroDaPagina, total e rowsPerPage', async () => {
    const first = await send(requestOf(resource.list!, {}, { QTDPorPagina: 3, NumeroDaPagina: 1 }));
    const rows = first.body[resource.list!.rows];
    if (resource.list!.paging === false) return void expect(rows.length).toBe(first.body[resource.list!.total!]);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(first.body.rowsPerPage).toBe(3);
    const total = first.body[resource.list!.total!];
    expect(total).toBeGreaterThanOrEqual(rows.length);
    if (total > 3) {
      const second = await send(requestOf(resource.list!, {}, { QTDPorPagina: 3, NumeroDaPagina: 2 }));
      expect(second.body[resource.list!.rows][0]).not.toEqual(rows[0]);
    }
  });

  it.each((declared.sortable ?? []).map((field) => [field]))('ordena por %s nos dois sentidos; outro campo é recusado', async (field) => {
    for (const order of ['asc', 'desc'] as const) {
      const { rows } = await rowsOf(resource, { OrdenarPor: field, Ordem: order });
      const keys = rows.map((row) => keyOf(getPath(row, field))).filter((key) => key !== null);
      const sorted = [...keys].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'pt-BR')));
      expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
    const refused = await send(requestOf(resource.list!, {}, { OrdenarPor: 'campoQueNaoExiste' }));
    expect(refused.status).toBe(400);
  });

  it.each(Object.entries(declared.filters).map(([name, filter]) => [name, filter] as const))('filtra por %s', async (name, filter) => {
    const { rows: all } = await rowsOf(resource);
    const field = filter.fields?.[0] ?? name;
    const sample = all.map((row) => getPath(row, field)).find((value) => value !== null && value !== undefined && value !== '' && !Array.isArray(value));
    if (sample === undefined || ['gte', 'lte'].includes(filter.match)) return;
    const value = filter.match === 'contains' ? String(sample).slice(0, 4).trim() : filter.match === 'digits' ? String(sample).replace(/\D/g, '').slice(0, 5) : sample;
    const { rows } = await rowsOf(resource, { [name]: value });
    expect(rows.length).toBeGreaterThan(0);
    const norm = (text: unknown) => String(text).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    for (const row of rows) {
      const values = (filter.fields ?? [name]).map((path) => getPath(row, path));
      if (filter.match === 'contains') expect(values.some((actual) => norm(actual).includes(norm(value)))).toBe(true);
      if (filter.match === 'equals') expect(values.some((actual) => String(actual) === String(value))).toBe(true);
    }
  });
});

describe.each(resources.filter((resource) => resource.get && resource.list).map((resource) => [resource.id, resource] as const))('registro de %s', (id, resource) => {
  let row: Row;
  beforeAll(async () => {
    row = (await rowsOf(resource)).rows[0];
  });

  it('lê um registro; um id desconhecido é 404', async () => {
    const answer = await send(requestOf(resource.get!, row));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body[resource.get!.record!]).toBeTypeOf('object');
    const missing = await send(requestOf(resource.get!, { ...row, [resource.idField]: 999_999 }));
    expect(missing.status).toBe(404);
  });

  it('salva uma alteração, cria sem id, recusa o que o esquema recusa e remove (quando a gravação é a genérica)', async () => {
    if (!generic(resource.save)) return;
    const record = (await send(requestOf(resource.get!, row))).body[resource.get!.record!];
    const field = resource.save!.record ?? resource.get!.record!;
    const updated = await send(requestOf(resource.save!, row, record));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body[field]).toBeTypeOf('object');

    const table = api.server.api.db.table(BINDINGS[id]?.table ?? id);
    const unknown = await send(requestOf(resource.save!, row, { ...record, [table.idField]: 999_999 }));
    expect(unknown.status).toBe(404);

    const copy: Row = { ...record };
    delete copy[table.idField];
    delete copy[resource.idField];
    // Unique fields get a new value of the same kind (a path, an e-mail, a text); a key with a method, a free method.
    for (const [fields] of BINDINGS[id]?.unique ?? []) {
      if (Array.isArray(fields)) continue;
      const value = String(copy[fields] ?? '');
      copy[fields] = value.startsWith('/') ? `${value}-copia` : value.includes('@') ? `copia.${value}` : `${value} cópia`;
    }
    if (id === 'admin-user') delete copy.CPF;
    if (id === 'access-permission') {
      const taken = (await rowsOf(resource, { QTDPorPagina: 1000 })).rows.filter((other) => other.Nome === copy.Nome).map((other) => other.Metodo);
      copy.Metodo = ['GET', 'PUT', 'POST', 'DELETE'].find((method) => !taken.includes(method));
      if (!copy.Metodo) return;
    }
    const created = await send(requestOf(resource.save!, {}, copy));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const createdId = created.body[field][table.idField];
    expect(createdId).toBe(table.nextId() - 1);

    const required = (served.get(id)?.schema?.required as string[] | undefined)?.find((name) => typeof copy[name] === 'string');
    if (required) {
      const refused = await send(requestOf(resource.save!, {}, { ...copy, [required]: '' }));
      expect(refused).toMatchObject({ status: 400, body: { message: `${(served.get(id)!.schema!.properties as Row)[required].title}: Preencha um valor.` } });
    }

    if (generic(resource.remove)) {
      const context = { ...created.body[field], [resource.idField]: createdId };
      expect((await send(requestOf(resource.remove!, context))).status).toBe(200);
      expect((await send(requestOf(resource.remove!, context))).status).toBe(404);
    }
  });
});

describe.each(resources.filter((resource) => resource.options && resource.options.endpoint !== resource.list?.endpoint).map((resource) => [resource.id, resource] as const))('opções de %s', (_, resource) => {
  it('respondem todas as opções', async () => {
    const answer = await send(requestOf(resource.options!, {}));
    expect(answer.status).toBe(200);
    const rows = answer.body[resource.options!.rows];
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]).length).toBeGreaterThanOrEqual(1);
  });
});

describe('índices das tabelas grandes', () => {
  it('filtrar pelo índice dá o mesmo que ler cada registro, também depois de gravações, remoções e transações desfeitas', () => {
    const names = ['José Silva', 'Maria', 'ana souza', 'João'];
    const seed = Array.from({ length: 2000 }, (_, i) => ({
      id: i + 1, nome: `${names[i % 4]} ${i}`, cpf: `${i}.${i % 7}-1`, situacao: ['Pago', 'Cancelado', 'Estornado'][i % 3], ativo: i % 2 === 0,
      tags: i % 50 === 0 ? ['a'] : null,
    }));
    const db = new Db((name) => (name === 't' ? { idField: 'id', rows: seed } : undefined));
    const table = db.table('t');
    const filters: Record<string, ListFilter> = {
      nome: { match: 'contains' }, inicio: { match: 'prefix', fields: ['nome'] }, cpf: { match: 'digits' }, situacao: { match: 'equals' },
      ativo: { match: 'equals' }, tags: { match: 'equals' },
    };
    const inputs: Row[] = [
      { nome: 'silva' }, { nome: 'JOSE' }, { inicio: 'maria' }, { inicio: 'ana s' }, { cpf: '12' }, { situacao: 'Pago' }, { situacao: ['Pago', 'Estornado'] },
      { ativo: 'sim' }, { ativo: false }, { tags: 'a' }, { nome: 'a', situacao: 'Cancelado' }, { nome: '17' },
    ];
    const sorts = [undefined, { field: 'nome', order: 'desc' as const }, { field: 'situacao', order: 'asc' as const }];
    let seedValue = 7;
    const random = () => (seedValue = (seedValue * 16807) % 2147483647) / 2147483647;
    const mismatches: string[] = [];
    for (let round = 0; round < 25; round += 1) {
      for (const input of inputs) {
        for (const sort of sorts) {
          // A fresh array has no index: the reference reads every record.
          const indexed = queryTable(table, input, filters, sort).map((row) => row.id);
          const read = query([...table.all()], input, filters, sort).map((row) => row.id);
          if (JSON.stringify(indexed) !== JSON.stringify(read)) mismatches.push(`rodada ${round} ${JSON.stringify(input)} ${sort?.field ?? ''}`);
        }
      }
      db.begin();
      for (let k = 0; k < 4; k += 1) {
        const chosen = random();
        const id = 1 + Math.floor(random() * table.nextId());
        if (chosen < 0.4) table.insert({ nome: `Zé Silva ${round}`, cpf: `${round}-${k}`, situacao: 'Pago', ativo: true, tags: null });
        else if (chosen < 0.7 && table.get(id)) table.put({ ...table.get(id), nome: `Silva ${round}`, situacao: 'Estornado', ativo: !table.get(id)!.ativo });
        else table.remove(id);
      }
      if (random() < 0.2) db.rollback();
      else db.commit();
    }
    expect(mismatches).toEqual([]);
  });
});
