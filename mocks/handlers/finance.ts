/** Daily revenue (POST /api/faturamento-diario): one row per day of the range, oldest first, plus totals. */
import { parseDay, todayDay } from '../seed/dates.ts';
import { revenueOfDay, revenueTotals } from '../seed/revenue.ts';
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

/** Registers the finance routes. */
export function registerFinanceRoutes(router: Router): void {
  router.post('/api/faturamento-diario', dailyRevenue);
}
