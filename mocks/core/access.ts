/**
 * Who may call what. Each route declares the key it needs: resource routes derive it as the screens do (read:
 * the base key; create: `.new`; update: `.edit`; remove: `.delete`; a null base key: any signed-in user; a key
 * declared null: nobody), business rules declare theirs next to the rule. A key is granted by a role of the same
 * name or by the all-keys role (screens/app.json). From the routes comes the endpoint → key table
 * (mocks/CHAVES.md, `npm run mock:keys`).
 */
import { createAccess } from '../../engine/core/access.ts';
import type { MockResource } from './definitions.ts';
import { HttpError, type Ctx, type Need, type Route, type RouteNeed, type SignedUser } from './router.ts';

/** The needs of a resource's calls. */
export function resourceNeeds(resource: MockResource): { read: Need; create: Need; update: Need; remove: Need } {
  // As the engine resolves them: a key; null (a resource without a base key) = any signed-in user; false (`null` in
  // the resource's `keys`) = no one.
  const of = (key: string | null | false): Need => (typeof key === 'string' ? { any: [key] } : key === null ? 'user' : 'nobody');
  return { read: of(resource.permission), create: of(resource.keys.new), update: of(resource.keys.edit), remove: of(resource.keys.delete) };
}

/** A need that also accepts other keys (a read other screens make under their own key). */
export function widen(need: Need, extra: readonly string[] = []): Need {
  if (!extra.length || typeof need === 'string') return need;
  return { any: [...new Set([...need.any, ...extra])] };
}

/** The need of one request (a save: create or update). */
export function needOf(route: Route, ctx: Ctx): Need {
  const need = route.need;
  if (typeof need === 'object' && 'create' in need) return route.isUpdate?.(ctx) ? need.update : need.create;
  return need;
}

/** Whether a user meets a need. */
export function allows(need: Need, user: SignedUser | null, allKeysRole: string): boolean {
  if (need === 'public') return true;
  if (!user || need === 'nobody') return false;
  if (need === 'user') return true;
  const access = createAccess(user.roles, allKeysRole);
  return need.any.some((key) => access.can(key));
}

/** Throws the 403 of a refused request. */
export function refuse(need: Need): never {
  const keys = typeof need === 'object' ? need.any.join(' ou ') : '';
  throw new HttpError(403, keys ? `Acesso negado: esta ação precisa da chave ${keys}.` : 'Acesso negado: ninguém pode fazer esta ação pelo back-office.');
}

/** How a need reads in the key table. */
function describeNeed(need: RouteNeed): string {
  if (typeof need === 'object' && 'create' in need) return `criar: ${describeNeed(need.create)}; alterar: ${describeNeed(need.update)}`;
  if (need === 'public') return 'pública (sem token)';
  if (need === 'user') return 'qualquer usuário autenticado';
  if (need === 'nobody') return 'ninguém';
  return need.any.map((key) => `\`${key}\``).join(' ou ');
}

/** One line of the endpoint → key table. */
export interface KeyEntry {
  call: string;
  need: RouteNeed;
  source: string;
}

/** The endpoint → key table of a set of routes, sorted by path. */
export function keyTable(routes: readonly Route[]): KeyEntry[] {
  return routes
    .filter((route) => !route.path.startsWith('/__mock'))
    .map((route) => ({ call: `${route.method} ${route.path}`, need: route.need, source: route.source }))
    .sort((a, b) => a.call.split(' ')[1].localeCompare(b.call.split(' ')[1]) || a.call.localeCompare(b.call));
}

/** The key table as markdown (mocks/CHAVES.md). */
export function keyTableMarkdown(routes: readonly Route[]): string {
  const lines = keyTable(routes).map((entry) => `| \`${entry.call}\` | ${describeNeed(entry.need)} | ${entry.source} |`);
  return [
    '# Endpoint → chave',
    '',
    'Gerado por `npm run mock:keys` a partir das declarações da API simulada (recursos de `screens/resources/` e regras',
    'de `mocks/rules/`); `tests/unit/mocks/keys.test.ts` confere que está em dia e que nenhuma tela chama um endpoint',
    'que a sua própria chave recusaria. Sem token: 401; com token e sem a chave: 403. O papel `Administrador` tem todas',
    'as chaves; um papel com o nome de uma chave concede essa chave.',
    '',
    '| endpoint | chave exigida | declarada em |',
    '|---|---|---|',
    ...lines,
    '',
  ].join('\n');
}
