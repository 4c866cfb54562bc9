/**
 * Marketing settings (Configurações): the store's discounts per payment method and its installment rules.
 * One record (id 1) that always exists: the settings screen edits it.
 */
import { defineTable } from '../store/table.ts';

/** The marketing settings. */
export interface MarketingSettingsRecord {
  _id: number;
  /** Percent off a card payment in one instalment ("à vista"). */
  descontoAVista: number;
  /** Percent off a PIX payment. */
  descontoPix: number;
  /** Percent off a boleto payment. */
  descontoBoleto: number;
  /** Most card instalments offered (1–12). */
  parcelasMaximas: number;
  /** Smallest instalment, in reais (fewer instalments are offered below it). */
  valorMinimoParcela: number;
  /** Smallest order, in reais, that gets the cash discounts. */
  valorMinimoDesconto: number;
  /** ISO date-time of the last change. */
  atualizadoEm: string;
  /** Who made the last change. */
  atualizadoPor: string;
}

/** Id of the one settings record. */
export const SETTINGS_ID = 1;

/** The settings table (one record). */
export const marketingSettingsTable = defineTable<MarketingSettingsRecord>({
  name: 'configuracaoMarketing',
  idField: '_id',
  seed: () => [{
    _id: SETTINGS_ID,
    descontoAVista: 5,
    descontoPix: 10,
    descontoBoleto: 5,
    parcelasMaximas: 12,
    valorMinimoParcela: 30,
    valorMinimoDesconto: 50,
    atualizadoEm: '2026-10-05T14:32:00-03:00',
    atualizadoPor: 'Ana Paula Ribeiro',
  }],
});
