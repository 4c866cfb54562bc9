import type { MenuFile, MenuNode } from '../generated';
import { childPointer, type Problem } from './problems.ts';
import { routeOpens } from '../routes.ts';

/** What the menu is checked against. */
export interface MenuCheckContext {
  /** Tells whether a permission key exists, or returns the problem's message. */
  unknownKey(key: string): string | undefined;
  /** Blueprint icon names. */
  icons: ReadonlySet<string>;
  /** Route patterns of the defined screens. */
  routes: readonly string[];
}

/**
 * Problems of a menu that passed its schema: repeated ids, unknown permission keys and icons (errors), and
 * items whose URL opens no defined screen (warnings: screens are added over time).
 */
export function checkMenu(menu: MenuFile, file: string, context: MenuCheckContext): { errors: Problem[]; warnings: Problem[] } {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const ids = new Map<string, string>();
  const walk = (nodes: readonly MenuNode[], pointer: string) =>
    nodes.forEach((node, index) => {
      const at = childPointer(pointer, index);
      const first = ids.get(node.id);
      if (first) errors.push({ file, pointer: childPointer(at, 'id'), message: `id "${node.id}" repetido: já usado em ${first}` });
      else ids.set(node.id, at);
      if (node.type === 'divider') return;
      const unknown = typeof node.permission === 'string' ? context.unknownKey(node.permission) : undefined;
      if (unknown) errors.push({ file, pointer: childPointer(at, 'permission'), message: unknown });
      if (node.icon !== undefined && !context.icons.has(node.icon)) {
        errors.push({ file, pointer: childPointer(at, 'icon'), message: `ícone do Blueprint desconhecido "${node.icon}"` });
      }
      if (node.type === 'item' && !context.routes.some((route) => routeOpens(route, node.url))) {
        warnings.push({ file, pointer: childPointer(at, 'url'), message: `"${node.url}" não abre nenhuma tela definida` });
      }
      if (node.type === 'group' || node.type === 'collapse') walk(node.children, childPointer(at, 'children'));
    });
  walk(menu.items, '/items');
  return { errors, warnings };
}
