/**
 * Advertisements (simulated endpoints): `POST /api/publicidades` (titulo, posicao, ativo → publicidades,
 * totalPublicidades), `GET /api/publicidades/publicidade` (_id), `POST /api/publicidades/save`,
 * `POST /api/publicidades/remove-publicidade`.
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { AD_PLACEMENTS, advertisementsTable, type AdvertisementRecord } from '../seed/advertisements.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';
import { checkPeriod } from './recordFields.ts';

/** Messages of the advertisement endpoints. */
export const ADVERTISEMENT_MESSAGES = {
  notFound: 'Publicidade não encontrada.',
  idRequired: 'Informe a publicidade (_id).',
} as const;

/** Registers the advertisement routes. */
export function registerAdvertisementRoutes(router: Router): void {
  registerCrudRoutes<AdvertisementRecord>(router, {
    table: advertisementsTable,
    listPath: '/api/publicidades',
    listField: 'publicidades',
    totalField: 'totalPublicidades',
    filter: (input) => allOf<AdvertisementRecord>(
      containsText('titulo', input.titulo),
      equalsValue('posicao', input.posicao),
      equalsBoolean('ativo', input.ativo),
    ),
    getPath: '/api/publicidades/publicidade',
    savePath: '/api/publicidades/save',
    removePath: '/api/publicidades/remove-publicidade',
    recordField: 'publicidade',
    messages: ADVERTISEMENT_MESSAGES,
    build(fields) {
      const dataInicio = fields.date('dataInicio', 'a data de início', { required: true })!;
      const dataFim = fields.date('dataFim', 'a data de fim', { required: true })!;
      checkPeriod(dataInicio, dataFim);
      return {
        titulo: fields.text('titulo', 'o título da publicidade', { required: true, max: 120 }),
        imagem: fields.url('imagem', 'a imagem', { required: true }),
        link: fields.url('link', 'o link'),
        posicao: fields.choice('posicao', 'a posição', AD_PLACEMENTS, { required: true }),
        dataInicio,
        dataFim,
        ativo: fields.bool('ativo', true),
      };
    },
  });
}
