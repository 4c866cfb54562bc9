/**
 * Store navigation (simulated endpoints): `POST /api/navegacao` (label, visivel, paiId → itensNavegacao,
 * totalItensNavegacao; each row adds `nomePai`), `GET /api/navegacao/item` (_id), `GET /api/navegacao/opcoes`
 * (every entry as `{ _id, label }`, for the parent select), `POST /api/navegacao/save`,
 * `POST /api/navegacao/remove-item` (refused while the entry has entries under it).
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { navigationTable, type NavigationRecord } from '../seed/navigation.ts';
import { badRequest } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';

/** Messages of the navigation endpoints. */
export const NAVIGATION_MESSAGES = {
  notFound: 'Item de navegação não encontrado.',
  idRequired: 'Informe o item de navegação (_id).',
  parentNotFound: 'O item pai escolhido não existe.',
  parentCycle: 'Um item não pode ficar dentro dele mesmo nem de um item que está abaixo dele.',
  hasChildren: (label: string) => `O item ${label} tem itens abaixo dele: mova-os ou remova-os antes.`,
} as const;

function parentName(record: NavigationRecord, context: HandlerContext): Record<string, unknown> {
  const parent = record.paiId === null ? undefined : context.store.table(navigationTable).get(record.paiId);
  return { nomePai: parent?.label ?? '' };
}

/** Registers the navigation routes. */
export function registerNavigationRoutes(router: Router): void {
  registerCrudRoutes<NavigationRecord>(router, {
    table: navigationTable,
    listPath: '/api/navegacao',
    listField: 'itensNavegacao',
    totalField: 'totalItensNavegacao',
    filter: (input) => allOf<NavigationRecord>(
      containsText(['label', 'url'], input.label),
      equalsBoolean('visivel', input.visivel),
      equalsValue('paiId', input.paiId),
    ),
    project: parentName,
    getPath: '/api/navegacao/item',
    savePath: '/api/navegacao/save',
    removePath: '/api/navegacao/remove-item',
    beforeRemove(record, context) {
      if (context.store.table(navigationTable).all().some((other) => other.paiId === record._id)) {
        throw badRequest(NAVIGATION_MESSAGES.hasChildren(record.label));
      }
    },
    recordField: 'itemNavegacao',
    messages: NAVIGATION_MESSAGES,
    build(fields, context, existing, others) {
      const paiId = fields.id('paiId');
      if (paiId !== null) {
        const table = context.store.table(navigationTable);
        if (!table.get(paiId)) throw badRequest(NAVIGATION_MESSAGES.parentNotFound);
        // Walk up from the chosen parent: meeting the entry itself means a cycle.
        for (let step: number | null = paiId; step !== null; step = table.get(step)?.paiId ?? null) {
          if (existing && step === existing._id) throw badRequest(NAVIGATION_MESSAGES.parentCycle);
        }
      }
      const siblings = others.filter((other) => other.paiId === paiId).length;
      return {
        label: fields.text('label', 'o texto do item', { required: true, max: 60 }),
        url: fields.url('url', 'o endereço do item', { required: true }),
        paiId,
        ordem: fields.number('ordem', 'a ordem', { min: 1, max: 99, integer: true, fallback: siblings + 1 })!,
        visivel: fields.bool('visivel', true),
      };
    },
  });

  router.get('/api/navegacao/opcoes', (context) => ({
    itens: context.store.table(navigationTable).all().map((record) => ({ _id: record._id, label: record.label })),
  }));
}
