/**
 * Revenue: daily (POST /api/faturamento-diario: one row per day of the range, oldest first, plus totals) and
 * monthly (POST /api/faturamento-mensal: one row per month of a year, up to today, plus totals).
 */
import { monthDayOf, parseDay, todayDay } from '../seed/dates.ts';
import { revenueOfDay, revenueOfMonth, revenueTotals } from '../seed/revenue.ts';
import { badRequest } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';

/** Longest range of one request, in days. */
export const MAX_REVENUE_DAYS = 366;

/** Messages of the revenue endpoint. */
export const REVENUE_MESSAGES = {
  invalidStart: 'A data inicial não é uma data válida.',
  invalidEnd: 'A data final não é uma data válida.',
  startAfterEnd: 'A data inicial não pode ser posterior à data final.',
  tooLong: `O período não pode passar de ${MAX_REVENUE_DAYS} dias.`,
} as const;

function readDay(value: unknown, message: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const day = parseDay(value);
  if (day === undefined) throw badRequest(message);
  return day;
}

function dailyRevenue(context: HandlerContext) {
  const input = context.input;
  const today = todayDay(context.now());
  const end = readDay(input.DataFinal, REVENUE_MESSAGES.invalidEnd) ?? today;
  const start = readDay(input.DataInicio, REVENUE_MESSAGES.invalidStart) ?? end - 29;
  if (start > end) throw badRequest(REVENUE_MESSAGES.startAfterEnd);
  if (end - start + 1 > MAX_REVENUE_DAYS) throw badRequest(REVENUE_MESSAGES.tooLong);
  const faturamentos = [];
  for (let day = start; day <= end; day += 1) faturamentos.push(revenueOfDay(day));
  return { faturamentos, faturamentoTotal: revenueTotals(faturamentos), totalFaturamentos: faturamentos.length };
}

/** First year the monthly revenue answers for. */
export const FIRST_REVENUE_YEAR = 2015;

/** Messages of the monthly revenue endpoint. */
export const MONTHLY_REVENUE_MESSAGES = {
  invalidYear: (current: number) => `Informe um ano entre ${FIRST_REVENUE_YEAR} e ${current}.`,
} as const;

function monthlyRevenue(context: HandlerContext) {
  const today = todayDay(context.now());
  const currentYear = new Date(today * 86_400_000).getUTCFullYear();
  const raw = context.input.Ano;
  const year = raw === undefined || raw === null || raw === '' ? currentYear : Number(raw);
  if (!Number.isInteger(year) || year < FIRST_REVENUE_YEAR || year > currentYear) {
    throw badRequest(MONTHLY_REVENUE_MESSAGES.invalidYear(currentYear));
  }
  // The current year stops at today's month, counting its days up to today.
  const lastMonth = year === currentYear ? monthDayOf(today).month : 12;
  const faturamentos = [];
  for (let month = 1; month <= lastMonth; month += 1) faturamentos.push(revenueOfMonth(year, month, today));
  return { Ano: year, faturamentos, faturamentoTotal: revenueTotals(faturamentos), totalFaturamentos: faturamentos.length };
}

/** Registers the finance routes. */
export function registerFinanceRoutes(router: Router): void {
  router.post('/api/faturamento-diario', dailyRevenue);
  router.post('/api/faturamento-mensal', monthlyRevenue);
}
