/** GET /api/quick-panel/data: notes, upcoming events and quick settings of the right-hand panel. */
import { dayToIso, todayDay } from '../seed/dates.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';

function quickPanelData(context: HandlerContext) {
  const today = todayDay(context.now());
  return {
    notes: [
      { id: 1, title: 'Revisar cupons da Black Friday', detail: 'Conferir validade e limite de uso antes da campanha.', createdAt: dayToIso(today - 1) },
      { id: 2, title: 'Edital do INSS publicado', detail: 'Atualizar a página do curso e avisar a equipe de vendas.', createdAt: dayToIso(today - 3) },
      { id: 3, title: 'Reembolsos pendentes', detail: 'Três pedidos aguardam análise de cancelamento parcial.', createdAt: dayToIso(today - 6) },
    ],
    events: [
      { id: 1, title: 'Reunião de planejamento comercial', date: dayToIso(today + 1) },
      { id: 2, title: 'Aulão gratuito: Polícia Federal - Agente', date: dayToIso(today + 4) },
      { id: 3, title: 'Fechamento do faturamento mensal', date: dayToIso(today + 9) },
    ],
    settings: [
      { id: 'notificacoes', title: 'Notificações por e-mail', value: true },
      { id: 'resumo-diario', title: 'Resumo diário de vendas', value: true },
      { id: 'modo-foco', title: 'Não perturbe', value: false },
    ],
  };
}

/** Registers the quick-panel route. */
export function registerQuickPanelRoutes(router: Router): void {
  router.get('/api/quick-panel/data', quickPanelData);
}
