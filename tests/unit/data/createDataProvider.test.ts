// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../engine/data/ApiError';
import { createDataProvider } from '../../../engine/data/createDataProvider';
import type { HttpClient, HttpRequest } from '../../../engine/data/httpClient';

function http(answer: unknown) {
  const requests: HttpRequest[] = [];
  const client: HttpClient = {
    request: vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      return answer as never;
    }),
  };
  return { client, requests };
}

const LIST = { method: 'POST' as const, endpoint: '/api/cupons', rows: 'cupons', total: 'totalCupons', body: { fixo: 1 } };

describe('DataProvider', () => {
  it('lists with the paging convention, the sort and the filters in the body', async () => {
    const { client, requests } = http({ cupons: [{ CupomID: 1 }], totalCupons: 31 });
    const result = await createDataProvider(client).list(LIST, { page: 2, perPage: 10, sort: { field: 'Nome', order: 'desc' }, filter: { Nome: 'ver', vazio: '' } });
    expect(result).toEqual({ rows: [{ CupomID: 1 }], total: 31 });
    expect(requests[0]).toMatchObject({
      method: 'POST', url: '/api/cupons',
      body: { fixo: 1, Nome: 'ver', NumeroDaPagina: 2, QTDPorPagina: 10, OrdenarPor: 'Nome', Ordem: 'desc' },
    });
  });

  it('pages on the client when the endpoint returns everything', async () => {
    const rows = Array.from({ length: 23 }, (_, index) => ({ id: index + 1 }));
    const { client, requests } = http({ itens: rows });
    const result = await createDataProvider(client).list({ method: 'GET', endpoint: '/api/x', rows: 'itens', paging: false }, { page: 3, perPage: 10 });
    expect(result).toEqual({ rows: rows.slice(20), total: 23 });
    expect(requests[0].query).toEqual({});
  });

  it('refuses answers of the wrong shape with pt-BR messages', async () => {
    await expect(createDataProvider(http({ outra: [] }).client).list(LIST, { page: 1, perPage: 10 })).rejects.toThrow('O servidor não enviou a lista no formato esperado.');
    await expect(createDataProvider(http({ cupons: [], totalCupons: 'muitos' }).client).list(LIST, { page: 1, perPage: 10 })).rejects.toThrow('O servidor não enviou o total de registros.');
    await expect(createDataProvider(http([1, 2]).client).get({ method: 'GET', endpoint: '/x', record: 'cupom' }, { context: {} })).rejects.toBeInstanceOf(ApiError);
  });

  it('gets a record with the query filled from the context; a path placeholder is filled too', async () => {
    const { client, requests } = http({ cupom: { CupomID: 7 } });
    const record = await createDataProvider(client).get({ method: 'GET', endpoint: '/api/cursos/{CursoID}/aulas', query: { CupomID: '{CupomID}' }, record: 'cupom' }, { context: { CupomID: 7, CursoID: 'a b' } });
    expect(record).toEqual({ CupomID: 7 });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/cursos/a%20b/aulas', query: { CupomID: 7 } });
  });

  it('saves the record over the body template and keeps it when the answer has no record', async () => {
    const { client, requests } = http({ ok: true });
    const saved = await createDataProvider(client).save({ method: 'POST', endpoint: '/api/cupons/save', body: { origem: 'painel' }, record: 'cupom' }, { record: { Nome: 'X' } });
    expect(requests[0].body).toEqual({ origem: 'painel', Nome: 'X' });
    expect(saved).toEqual({ Nome: 'X' });
  });

  it('removes with the body filled from the row', async () => {
    const { client, requests } = http(null);
    await createDataProvider(client).remove({ method: 'POST', endpoint: '/api/cupons/remove-cupom', body: { CupomID: '{CupomID}' } }, { context: { CupomID: 7, Nome: 'x' } });
    expect(requests[0].body).toEqual({ CupomID: 7 });
  });
});
