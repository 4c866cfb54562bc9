/**
 * Marketing settings (simulated endpoints): `GET /api/marketing/configuracao` answers `{ configuracao }` (an
 * `_id` in the query must be 1, the only record); `POST /api/marketing/configuracao` validates and saves it.
 */
import { marketingSettingsTable, SETTINGS_ID, type MarketingSettingsRecord } from '../seed/marketingSettings.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { asRecord, readId } from './input.ts';
import { RecordFields } from './recordFields.ts';

/** Messages of the settings endpoints. */
export const SETTINGS_MESSAGES = {
  notFound: 'Configuração não encontrada.',
  installmentTooSmall: 'O valor mínimo da parcela deve ser de pelo menos R$ 5,00.',
} as const;

function current(context: HandlerContext): MarketingSettingsRecord {
  const record = context.store.table(marketingSettingsTable).get(SETTINGS_ID);
  if (!record) throw notFound(SETTINGS_MESSAGES.notFound);
  return record;
}

function checkId(value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (readId(value) !== SETTINGS_ID) throw notFound(SETTINGS_MESSAGES.notFound);
}

/** Registers the settings routes. */
export function registerMarketingSettingsRoutes(router: Router): void {
  router.get('/api/marketing/configuracao', (context) => {
    checkId(context.input._id);
    return { configuracao: current(context) };
  });

  router.post('/api/marketing/configuracao', authed((context) => {
    const input = asRecord(context.body);
    checkId(input._id);
    const existing = current(context);
    const fields = new RecordFields<MarketingSettingsRecord>(input, existing);
    const percent = (field: 'descontoAVista' | 'descontoPix' | 'descontoBoleto', label: string) =>
      fields.number(field, label, { required: true, min: 0, max: 100 })!;
    const valorMinimoParcela = fields.number('valorMinimoParcela', 'o valor mínimo da parcela', { required: true, min: 0 })!;
    if (valorMinimoParcela < 5) throw badRequest(SETTINGS_MESSAGES.installmentTooSmall);
    const saved = context.store.table(marketingSettingsTable).replace({
      _id: SETTINGS_ID,
      descontoAVista: percent('descontoAVista', 'o desconto à vista no cartão'),
      descontoPix: percent('descontoPix', 'o desconto no PIX'),
      descontoBoleto: percent('descontoBoleto', 'o desconto no boleto'),
      parcelasMaximas: fields.number('parcelasMaximas', 'o número máximo de parcelas', { required: true, min: 1, max: 12, integer: true })!,
      valorMinimoParcela,
      valorMinimoDesconto: fields.number('valorMinimoDesconto', 'o valor mínimo do pedido com desconto', { min: 0, fallback: 0 })!,
      atualizadoEm: context.now().toISOString(),
      atualizadoPor: context.user.name,
    });
    return { configuracao: saved };
  }));
}
