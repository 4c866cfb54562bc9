/**
 * Test controls, answered only when the server runs with MOCK_CONTROLS=1 (otherwise 404, see api.ts):
 * reset to the seed, injected failures and delays, expired tokens, and the e-mails the mock "sent".
 */
import { badRequest, rule, text, type Ctx } from '../core/router.ts';
import type { Services } from './services.ts';

function readRule(body: Record<string, unknown>) {
  const path = text(body.path);
  if (!path?.startsWith('/')) throw badRequest('Informe o caminho (path) começando com "/".');
  const times = body.times === undefined ? 1 : Number(body.times);
  if (!Number.isInteger(times) || times < 1) throw badRequest('O campo times deve ser um inteiro positivo.');
  return { method: text(body.method)?.toUpperCase(), path, times };
}

export function controlRules(services: Services) {
  return [
    rule('POST /__mock/reset', 'public', () => {
      services.reset();
      return { message: 'Dados de demonstração restaurados.' };
    }),
    rule('POST /__mock/fail', 'public', ({ body }: Ctx) => {
      const status = body.drop === true && body.status === undefined ? 0 : Number(body.status);
      // A 2xx only with a body of its own: the "200 of the wrong shape" fault.
      const custom = body.json !== undefined || typeof body.body === 'string';
      const valid = body.drop === true || (Number.isInteger(status) && status <= 599 && (status >= 400 || (custom && status >= 200)));
      if (!valid) throw badRequest('O status deve ser um código HTTP de erro (400 a 599), ou de 200 a 599 com json ou body.');
      const found = readRule(body);
      const headers = body.headers && typeof body.headers === 'object' && !Array.isArray(body.headers)
        ? Object.fromEntries(Object.entries(body.headers as Record<string, unknown>).map(([name, value]) => [name, String(value)]))
        : undefined;
      services.failures.push({
        ...found, status, message: text(body.message) ?? 'Falha simulada pelo servidor de demonstração.',
        json: body.json, body: typeof body.body === 'string' ? body.body : undefined, contentType: text(body.contentType), headers, drop: body.drop === true,
      });
      return { message: `As próximas ${found.times} chamadas a ${found.path} vão falhar${status ? ` com ${status}` : ' sem resposta'}.` };
    }),
    rule('POST /__mock/delay', 'public', ({ body }: Ctx) => {
      const ms = Number(body.ms);
      if (!Number.isFinite(ms) || ms < 0 || ms > 60_000) throw badRequest('O atraso (ms) deve ficar entre 0 e 60000.');
      const found = readRule(body);
      services.delays.push({ ...found, ms });
      return { message: `As próximas ${found.times} chamadas a ${found.path} vão demorar ${ms} ms.` };
    }),
    // How many armed failures and delays no call has met yet: a test knows its call reached the server (a browser
    // may hold a request back while its six connections are busy, and a call given up before it left never
    // meets the fault meant for it).
    rule('GET /__mock/armed', 'public', () => ({ failures: services.failures.length, delays: services.delays.length })),
    rule('POST /__mock/expire-tokens', 'public', ({ db }: Ctx) => {
      const sessions = db.table('session');
      for (const session of sessions.all()) sessions.put({ ...session, expiresAt: 0 });
      return { message: 'Todos os tokens expiraram.' };
    }),
    rule('POST /__mock/outbox', 'public', () => ({ emails: services.outbox })),
    rule('GET /__mock/outbox', 'public', () => ({ emails: services.outbox })),
  ];
}
