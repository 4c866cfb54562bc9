/**
 * Daily revenue (faturamento diário). Each day's figures come from that date alone, so the same date always
 * shows the same numbers, whatever range it is asked in.
 */
import { dayOf, dayToBr, monthDayOf, weekdayOf } from './dates.ts';
import { rngFor } from './random.ts';

/** The amount fields of a revenue row, in reais. */
export interface RevenueAmounts {
  FatTotal: number;
  FatDirecaoPG: number;
  FatLiquidoDirecao: number;
  FatQCPG: number;
  FatParticipacaoQC: number;
  Convertido: number;
  Pendente: number;
  Recusado: number;
  Cancelado: number;
}

/** One row of POST /api/faturamento-diario. */
export interface RevenueRow extends RevenueAmounts {
  /** yyyymmdd of the day, as a number. */
  FaturamentoId: number;
  /** `dd/mm/yyyy`. */
  DataFaturamento: string;
}

/** The amount fields, in the order the spec lists them. */
export const REVENUE_FIELDS: ReadonlyArray<keyof RevenueAmounts> = [
  'FatTotal', 'FatDirecaoPG', 'FatLiquidoDirecao', 'FatQCPG', 'FatParticipacaoQC', 'Convertido', 'Pendente',
  'Recusado', 'Cancelado',
];

// Sales follow the exam calendar: strong in January and around Black Friday, weak on Sundays.
function seasonFactor(day: number): number {
  const { month, date } = monthDayOf(day);
  if (month === 11 && date >= 20) return 2.6;
  if (month === 12 && date <= 2) return 1.8;
  if (month === 1) return 1.35;
  if (month === 12 && date >= 20) return 0.7;
  if (month === 7) return 1.15;
  return 1;
}

const WEEKDAY_FACTOR = [0.45, 1.1, 1.05, 1, 1, 0.9, 0.6];

/** The revenue figures of one day (whole days since 1970-01-01). Amounts are computed in cents, so sums are exact. */
export function revenueOfDay(day: number): RevenueRow {
  const rng = rngFor('faturamento', day);
  const total = Math.round(rng.int(2_400_000, 7_200_000) * seasonFactor(day) * WEEKDAY_FACTOR[weekdayOf(day)]);
  const direcao = Math.round(total * rng.int(680, 790) / 1000);
  const qc = total - direcao;
  const d = new Date(day * 86_400_000);
  const inCents: Record<keyof RevenueAmounts, number> = {
    FatTotal: total,
    FatDirecaoPG: direcao,
    FatLiquidoDirecao: Math.round(direcao * rng.int(880, 935) / 1000),
    FatQCPG: qc,
    FatParticipacaoQC: Math.round(qc * rng.int(250, 350) / 1000),
    Convertido: Math.round(total * rng.int(5, 35) / 1000),
    Pendente: Math.round(total * rng.int(40, 120) / 1000),
    Recusado: Math.round(total * rng.int(15, 60) / 1000),
    Cancelado: Math.round(total * rng.int(8, 45) / 1000),
  };
  const row = {
    FaturamentoId: d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate(),
    DataFaturamento: dayToBr(day),
  } as RevenueRow;
  for (const field of REVENUE_FIELDS) row[field] = inCents[field] / 100;
  return row;
}

/** The sum of each amount field over the rows, exact to the cent. */
export function revenueTotals(rows: readonly RevenueAmounts[]): RevenueAmounts {
  const totals = {} as RevenueAmounts;
  for (const field of REVENUE_FIELDS) {
    let sum = 0;
    for (const row of rows) sum += Math.round(row[field] * 100);
    totals[field] = sum / 100;
  }
  return totals;
}

/** Short pt-BR month names, January first. */
export const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

/** One row of POST /api/faturamento-mensal: the daily figures of one month added up. */
export interface MonthlyRevenueRow extends RevenueAmounts {
  /** yyyymm of the month, as a number. */
  FaturamentoId: number;
  Ano: number;
  /** 1–12. */
  Mes: number;
  /** `jan/2026`. */
  MesFaturamento: string;
  /** Days of the month added up (fewer than the month's days for the current month). */
  Dias: number;
}

/**
 * The revenue of one month (month 1–12): the sum of its days, up to `lastDay` (whole days since 1970) when the
 * month is not over yet. The same days always give the same figures as the daily revenue.
 */
export function revenueOfMonth(year: number, month: number, lastDay?: number): MonthlyRevenueRow {
  const first = dayOf(year, month, 1);
  const end = Math.min(dayOf(year, month + 1, 1) - 1, lastDay ?? Number.POSITIVE_INFINITY);
  const days: RevenueRow[] = [];
  for (let day = first; day <= end; day += 1) days.push(revenueOfDay(day));
  return {
    FaturamentoId: year * 100 + month,
    Ano: year,
    Mes: month,
    MesFaturamento: `${MONTH_NAMES[month - 1]}/${year}`,
    Dias: days.length,
    ...revenueTotals(days),
  };
}
