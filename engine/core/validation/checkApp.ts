import type { AppDefinition } from '../generated';
import { routeOpens } from '../routes.ts';
import { childPointer, type Problem } from './problems.ts';

/** What app.json is checked against. */
export interface AppCheckContext {
  /** Blueprint icon names. */
  icons: ReadonlySet<string>;
  /** Route patterns of the defined screens. */
  routes: readonly string[];
}

/**
 * Problems of app.json beyond its schema: every route it names opens a screen, every icon exists, and a
 * registration route comes with its call.
 */
export function checkApp(app: AppDefinition, file: string, context: AppCheckContext): Problem[] {
  const problems: Problem[] = [];
  const route = (pointer: string, path: string) => {
    if (!context.routes.some((pattern) => routeOpens(pattern, path))) {
      problems.push({ file, pointer, message: `"${path}" não abre nenhuma tela definida` });
    }
  };
  route('/routes/login', app.routes.login);
  if (app.routes.register !== undefined) {
    route('/routes/register', app.routes.register);
    // The page would draw a form whose submit has nowhere to go.
    if (!app.calls.register) problems.push({ file, pointer: '/routes/register', message: 'a página de cadastro exige a chamada "register" em "calls"' });
  }
  route('/landing/default', app.landing.default);
  app.landing.byProfile?.forEach((entry, index) => route(childPointer('/landing/byProfile', index, 'route'), entry.route));
  for (const menu of ['userMenu', 'guestMenu'] as const) {
    app[menu].forEach((entry, index) => {
      route(childPointer(`/${menu}`, index, 'route'), entry.route);
      if (entry.icon !== undefined && !context.icons.has(entry.icon)) {
        problems.push({ file, pointer: childPointer(`/${menu}`, index, 'icon'), message: `ícone do Blueprint desconhecido "${entry.icon}"` });
      }
    });
  }
  return problems;
}
