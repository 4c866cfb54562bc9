/**
 * Banners (simulated endpoints), one set of routes per kind:
 * e-commerce `POST /api/banners-ecommerce` (titulo, ativo → bannersEcommerce, totalBannersEcommerce),
 * `GET /api/banners-ecommerce/banner` (_id), `POST /api/banners-ecommerce/save`, `POST /api/banners-ecommerce/remove-banner`;
 * logged-in area the same under `/api/banners-area-logada` (bannersAreaLogada, totalBannersAreaLogada).
 */
import { allOf, containsText, equalsBoolean } from '../paging/filters.ts';
import { ecommerceBannersTable, loggedAreaBannersTable, type BannerRecord } from '../seed/banners.ts';
import type { Router } from '../server/router.ts';
import type { TableDefinition } from '../store/table.ts';
import { registerCrudRoutes } from './crudRoutes.ts';
import { checkPeriod } from './recordFields.ts';

/** Messages of the banner endpoints. */
export const BANNER_MESSAGES = {
  notFound: 'Banner não encontrado.',
  idRequired: 'Informe o banner (_id).',
} as const;

function registerBannerKind(router: Router, base: string, table: TableDefinition<BannerRecord>, listField: string, totalField: string): void {
  registerCrudRoutes<BannerRecord>(router, {
    table,
    listPath: base,
    listField,
    totalField,
    filter: (input) => allOf<BannerRecord>(containsText('titulo', input.titulo), equalsBoolean('ativo', input.ativo)),
    getPath: `${base}/banner`,
    savePath: `${base}/save`,
    removePath: `${base}/remove-banner`,
    recordField: 'banner',
    messages: BANNER_MESSAGES,
    build(fields) {
      const dataInicio = fields.date('dataInicio', 'a data de início', { required: true })!;
      const dataFim = fields.date('dataFim', 'a data de fim');
      checkPeriod(dataInicio, dataFim);
      return {
        titulo: fields.text('titulo', 'o título do banner', { required: true, max: 120 }),
        imagemDesktop: fields.url('imagemDesktop', 'a imagem para computador', { required: true }),
        imagemMobile: fields.url('imagemMobile', 'a imagem para celular'),
        link: fields.url('link', 'o link do banner'),
        ordem: fields.number('ordem', 'a ordem', { min: 1, max: 99, integer: true, fallback: 1 })!,
        dataInicio,
        dataFim,
        ativo: fields.bool('ativo', true),
      };
    },
  });
}

/** Registers the routes of both banner kinds. */
export function registerBannerRoutes(router: Router): void {
  registerBannerKind(router, '/api/banners-ecommerce', ecommerceBannersTable, 'bannersEcommerce', 'totalBannersEcommerce');
  registerBannerKind(router, '/api/banners-area-logada', loggedAreaBannersTable, 'bannersAreaLogada', 'totalBannersAreaLogada');
}
