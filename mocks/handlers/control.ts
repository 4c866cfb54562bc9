/**
 * Control routes for tests (always on; they only touch the in-memory mock):
 * POST /__mock/reset, /__mock/fail, /__mock/expire-tokens and /__mock/delay.
 */
import { badRequest } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import { asRecord, readText } from './input.ts';

function readRule(body: Record<string, unknown>) {
  const path = readText(body.path);
  if (!path || !path.startsWith('/')) throw badRequest('Informe o caminho (path) começando com "/".');
  const method = readText(body.method)?.toUpperCase();
  const times = body.times === undefined ? 1 : Number(body.times);
  if (!Number.isInteger(times) || times < 1) throw badRequest('O campo times deve ser um inteiro positivo.');
  return { method, path, times };
}

function fail(context: HandlerContext) {
  const body = asRecord(context.body);
  const rule = readRule(body);
  const status = Number(body.status);
  if (!Number.isInteger(status) || status < 400 || status > 599) throw badRequest('O status deve ser um código HTTP de erro (400 a 599).');
  const message = readText(body.message) ?? 'Falha simulada pelo servidor de demonstração.';
  context.store.controls.addFailure({ ...rule, status, message });
  return { message: `As próximas ${rule.times} chamadas a ${rule.path} vão falhar com ${status}.` };
}

function delay(context: HandlerContext) {
  const body = asRecord(context.body);
  const rule = readRule(body);
  const ms = Number(body.ms);
  if (!Number.isFinite(ms) || ms < 0 || ms > 60_000) throw badRequest('O atraso (ms) deve ficar entre 0 e 60000.');
  context.store.controls.addDelay({ ...rule, ms });
  return { message: `As próximas ${rule.times} chamadas a ${rule.path} vão demorar ${ms} ms.` };
}

/** Registers the control routes (public: tests call them without signing in). */
export function registerControlRoutes(router: Router): void {
  router.post('/__mock/reset', (context) => {
    context.reset();
    return { message: 'Dados de demonstração restaurados.' };
  }, { public: true });
  router.post('/__mock/fail', fail, { public: true });
  router.post('/__mock/delay', delay, { public: true });
  router.post('/__mock/expire-tokens', (context) => {
    context.store.tokens.expireAll();
    return { message: 'Todos os tokens expiraram.' };
  }, { public: true });
}
