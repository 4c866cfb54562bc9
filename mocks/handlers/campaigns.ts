/**
 * Campaigns (simulated endpoints): `POST /api/campanhas` (nome, canal, status → campanhas, totalCampanhas),
 * `GET /api/campanhas/campanha` (_id), `POST /api/campanhas/save`, `POST /api/campanhas/remove-campanha`.
 */
import { allOf, containsText, equalsValue } from '../paging/filters.ts';
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, campaignsTable, type CampaignCoupon, type CampaignRecord } from '../seed/campaigns.ts';
import { couponsTable } from '../seed/coupons.ts';
import { badRequest } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';
import { has, readId } from './input.ts';
import { checkPeriod } from './recordFields.ts';

/** Messages of the campaign endpoints. */
export const CAMPAIGN_MESSAGES = {
  notFound: 'Campanha não encontrada.',
  idRequired: 'Informe a campanha (_id).',
  nameTaken: (name: string) => `Já existe uma campanha chamada ${name}.`,
  couponsList: 'cupons deve ser uma lista de cupons.',
  unknownCoupon: (id: unknown) => `Cupom ${String(id)} não encontrado.`,
} as const;

function readCoupons(value: unknown, context: HandlerContext): CampaignCoupon[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(CAMPAIGN_MESSAGES.couponsList);
  const table = context.store.table(couponsTable);
  const chosen = new Map<number, CampaignCoupon>();
  for (const item of value) {
    const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).CupomID : item;
    const coupon = readId(raw) === undefined ? undefined : table.get(readId(raw)!);
    if (!coupon) throw badRequest(CAMPAIGN_MESSAGES.unknownCoupon(raw));
    chosen.set(coupon.CupomID, { CupomID: coupon.CupomID, Nome: coupon.Nome });
  }
  return [...chosen.values()];
}

/** Registers the campaign routes. */
export function registerCampaignRoutes(router: Router): void {
  registerCrudRoutes<CampaignRecord>(router, {
    table: campaignsTable,
    listPath: '/api/campanhas',
    listField: 'campanhas',
    totalField: 'totalCampanhas',
    filter: (input) => allOf<CampaignRecord>(
      containsText('nome', input.nome),
      equalsValue('canal', input.canal),
      equalsValue('status', input.status),
    ),
    getPath: '/api/campanhas/campanha',
    savePath: '/api/campanhas/save',
    removePath: '/api/campanhas/remove-campanha',
    recordField: 'campanha',
    messages: CAMPAIGN_MESSAGES,
    build(fields, context, existing, others) {
      const nome = fields.text('nome', 'o nome da campanha', { required: true, max: 120 });
      const key = nome.toLocaleLowerCase('pt-BR');
      if (others.some((other) => other.nome.toLocaleLowerCase('pt-BR') === key)) throw badRequest(CAMPAIGN_MESSAGES.nameTaken(nome));
      const dataInicio = fields.date('dataInicio', 'a data de início', { required: true })!;
      const dataFim = fields.date('dataFim', 'a data de fim', { required: true })!;
      checkPeriod(dataInicio, dataFim);
      const input = context.body as Record<string, unknown>;
      return {
        nome,
        canal: fields.choice('canal', 'o canal', CAMPAIGN_CHANNELS, { required: true }),
        dataInicio,
        dataFim,
        cupons: has(input, 'cupons') ? readCoupons(input.cupons, context) : existing?.cupons ?? [],
        orcamento: fields.number('orcamento', 'o orçamento', { min: 0, fallback: 0 })!,
        status: fields.choice('status', 'a situação', CAMPAIGN_STATUSES, { fallback: 'Planejada' }),
        descricao: fields.text('descricao', 'a descrição', { max: 1000 }),
      };
    },
  });
}
