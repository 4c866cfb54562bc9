/**
 * Redirects (simulated endpoints): `POST /api/redirecionamentos` (de: text in either address, tipo, ativo →
 * redirecionamentos, totalRedirecionamentos), `GET /api/redirecionamentos/redirecionamento` (_id),
 * `POST /api/redirecionamentos/save`, `POST /api/redirecionamentos/remove-redirecionamento`.
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { REDIRECT_TYPES, redirectsTable, type RedirectRecord } from '../seed/redirects.ts';
import { dayToIso, todayDay } from '../seed/dates.ts';
import { badRequest } from '../server/errors.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';

/** Messages of the redirect endpoints. */
export const REDIRECT_MESSAGES = {
  notFound: 'Redirecionamento não encontrado.',
  idRequired: 'Informe o redirecionamento (_id).',
  fromMustBePath: 'O endereço de origem deve ser um caminho da loja que comece com /.',
  sameAddress: 'O endereço de destino deve ser diferente do de origem.',
  fromTaken: (from: string) => `Já existe um redirecionamento a partir de ${from}.`,
} as const;

/** Registers the redirect routes. */
export function registerRedirectRoutes(router: Router): void {
  registerCrudRoutes<RedirectRecord>(router, {
    table: redirectsTable,
    listPath: '/api/redirecionamentos',
    listField: 'redirecionamentos',
    totalField: 'totalRedirecionamentos',
    filter: (input) => allOf<RedirectRecord>(
      containsText(['de', 'para'], input.de),
      equalsValue('tipo', input.tipo),
      equalsBoolean('ativo', input.ativo),
    ),
    getPath: '/api/redirecionamentos/redirecionamento',
    savePath: '/api/redirecionamentos/save',
    removePath: '/api/redirecionamentos/remove-redirecionamento',
    recordField: 'redirecionamento',
    messages: REDIRECT_MESSAGES,
    build(fields, context, existing, others) {
      const de = fields.text('de', 'o endereço de origem', { required: true, max: 300 });
      if (!/^\/\S*$/.test(de)) throw badRequest(REDIRECT_MESSAGES.fromMustBePath);
      if (others.some((other) => other.de === de)) throw badRequest(REDIRECT_MESSAGES.fromTaken(de));
      const para = fields.url('para', 'o endereço de destino', { required: true });
      if (para === de) throw badRequest(REDIRECT_MESSAGES.sameAddress);
      return {
        de,
        para,
        tipo: fields.choice('tipo', 'o tipo', REDIRECT_TYPES, { fallback: 301 }),
        ativo: fields.bool('ativo', true),
        acessos: existing?.acessos ?? 0,
        criadoEm: existing?.criadoEm ?? dayToIso(todayDay(context.now())),
      };
    },
  });
}
