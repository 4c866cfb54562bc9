/**
 * Offers (simulated endpoints): `POST /api/ofertas` (titulo, ativo → ofertas, totalOfertas),
 * `GET /api/ofertas/oferta` (_id), `POST /api/ofertas/save`, `POST /api/ofertas/remove-oferta`. The product
 * options come from `GET /api/produtos` (coupons area).
 */
import { allOf, containsText, equalsBoolean } from '../paging/filters.ts';
import { productCatalog } from '../seed/catalog.ts';
import { offersTable, type OfferProduct, type OfferRecord } from '../seed/offers.ts';
import { badRequest } from '../server/errors.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';
import { has, readId } from './input.ts';
import { checkPeriod } from './recordFields.ts';

/** Messages of the offer endpoints. */
export const OFFER_MESSAGES = {
  notFound: 'Oferta não encontrada.',
  idRequired: 'Informe a oferta (_id).',
  productsRequired: 'Escolha pelo menos um produto para a oferta.',
  unknownProduct: (id: unknown) => `Produto ${String(id)} não encontrado.`,
  offerNotLower: 'O preço da oferta deve ser menor que o preço original.',
} as const;

function readProducts(value: unknown): OfferProduct[] {
  if (!Array.isArray(value)) return [];
  const catalog = productCatalog();
  const chosen = new Map<number, OfferProduct>();
  for (const item of value) {
    const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).ID : item;
    const id = readId(raw);
    const product = id === undefined ? undefined : catalog[id - 1];
    if (!product) throw badRequest(OFFER_MESSAGES.unknownProduct(raw));
    chosen.set(product.ID, { ID: product.ID, Nome: product.Nome });
  }
  return [...chosen.values()];
}

/** Registers the offer routes. */
export function registerOfferRoutes(router: Router): void {
  registerCrudRoutes<OfferRecord>(router, {
    table: offersTable,
    listPath: '/api/ofertas',
    listField: 'ofertas',
    totalField: 'totalOfertas',
    filter: (input) => allOf<OfferRecord>(
      containsText(['titulo', 'selo'], input.titulo),
      equalsBoolean('ativo', input.ativo),
    ),
    getPath: '/api/ofertas/oferta',
    savePath: '/api/ofertas/save',
    removePath: '/api/ofertas/remove-oferta',
    recordField: 'oferta',
    messages: OFFER_MESSAGES,
    build(fields, context, existing) {
      const input = context.body as Record<string, unknown>;
      const produtos = has(input, 'produtos') ? readProducts(input.produtos) : existing?.produtos ?? [];
      if (produtos.length === 0) throw badRequest(OFFER_MESSAGES.productsRequired);
      const precoOriginal = fields.number('precoOriginal', 'o preço original', { required: true, min: 0.01 })!;
      const precoOferta = fields.number('precoOferta', 'o preço da oferta', { required: true, min: 0.01 })!;
      if (precoOferta >= precoOriginal) throw badRequest(OFFER_MESSAGES.offerNotLower);
      const dataInicio = fields.date('dataInicio', 'a data de início', { required: true })!;
      const dataFim = fields.date('dataFim', 'a data de fim', { required: true })!;
      checkPeriod(dataInicio, dataFim);
      return {
        titulo: fields.text('titulo', 'o título da oferta', { required: true, max: 120 }),
        produtos,
        precoOriginal,
        precoOferta,
        dataInicio,
        dataFim,
        ativo: fields.bool('ativo', true),
        selo: fields.text('selo', 'o texto do selo', { max: 30 }),
      };
    },
  });
}
