import { ApiError } from './ApiError';
import type { HttpClient } from './httpClient';
import { fillRoute, fillTemplate, getPath } from '../core/template';
import type { CallSpec, DataProvider, Row } from '../core/dataProvider';

/** Default body fields of the simulated API's paging convention (first page 1). */
const DEFAULT_PAGING = { page: 'NumeroDaPagina', perPage: 'QTDPorPagina' } as const;
/** Default body fields that carry a list's sort. */
const DEFAULT_SORT = { field: 'OrdenarPor', order: 'Ordem' } as const;

function send(
  http: HttpClient, call: CallSpec, payload: Record<string, unknown>, context: Record<string, unknown>,
  options: { signal?: AbortSignal; write?: boolean; keepalive?: boolean } = {},
) {
  const url = call.endpoint.includes('{') ? fillRoute(call.endpoint, context) : call.endpoint;
  if (call.method === 'GET') return http.request({ method: call.method, url, query: payload, ...options });
  return http.request({ method: call.method, url, body: payload, ...options });
}

function templateOf(call: CallSpec, context: Record<string, unknown>): Record<string, unknown> {
  return { ...fillTemplate(call.query, context), ...fillTemplate(call.body, context) };
}

function expectObject(value: unknown, what: string): Row {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(`O servidor não enviou ${what} no formato esperado.`, { reason: 'shape', data: value });
  }
  return value as Row;
}

/** A DataProvider over one http client, driven by each definition's source mapping. */
export function createDataProvider(http: HttpClient): DataProvider {
  return {
    async list(source, params) {
      const context = params.context ?? {};
      const payload: Record<string, unknown> = { ...templateOf(source, context) };
      for (const [key, value] of Object.entries(params.filter ?? {})) {
        if (value !== undefined && value !== null && value !== '') payload[key] = value;
      }
      const paged = source.paging !== false;
      if (paged) {
        const paging = { ...DEFAULT_PAGING, ...(source.paging || {}) };
        payload[paging.page] = params.page;
        payload[paging.perPage] = params.perPage;
      }
      if (params.sort) {
        const sort = { ...DEFAULT_SORT, ...source.sort };
        payload[sort.field] = params.sort.field;
        payload[sort.order] = params.sort.order;
      }
      const response = expectObject(await send(http, source, payload, context, { signal: params.signal }), 'a lista');
      const rows = getPath(response, source.rows);
      if (!Array.isArray(rows)) {
        throw new ApiError('O servidor não enviou a lista no formato esperado.', { reason: 'shape', data: response });
      }
      const totalRaw = source.total ? getPath(response, source.total) : rows.length;
      const total = Number(totalRaw);
      if (!Number.isFinite(total)) {
        throw new ApiError('O servidor não enviou o total de registros.', { reason: 'shape', data: response });
      }
      if (!paged) {
        const start = (params.page - 1) * params.perPage;
        return { rows: (rows as Row[]).slice(start, start + params.perPage), total: rows.length };
      }
      return { rows: rows as Row[], total };
    },

    async get(call, params) {
      const response = await send(http, call, templateOf(call, params.context), params.context, { signal: params.signal });
      return expectObject(getPath(response, call.record), 'o registro');
    },

    async save(call, params) {
      const context = params.context ?? {};
      const payload = { ...templateOf(call, context), ...params.record };
      const response = await send(http, call, payload, { ...context, ...params.record }, { write: true });
      // An empty answer or one without the record keeps what was sent; a list or a bare value is not a save's answer.
      if (response !== null && response !== undefined && response !== '' && (typeof response !== 'object' || Array.isArray(response))) {
        throw new ApiError('O servidor não confirmou a gravação no formato esperado. Confira o registro antes de salvar de novo.', { reason: 'shape', data: response });
      }
      const saved = getPath(response, call.record);
      return saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Row) : params.record;
    },

    async remove(call, params) {
      await send(http, call, templateOf(call, params.context), params.context, { write: true });
    },

    async fetch(call, params) {
      const context = params.context ?? {};
      const payload = { ...templateOf(call, context), ...params.extra };
      return send(http, call, payload, context, { signal: params.signal, write: params.write, keepalive: params.keepalive });
    },
  };
}
