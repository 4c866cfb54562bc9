import { describe, expect, it } from 'vitest';
import { commandsOf } from '../../../engine/core/definition/commands';
import type { RuntimeScreen } from '../../../engine/core/definition/runtime';
import { searchPages } from '../../../engine/shell/menu/menuTree';
import { paletteEntries, readRecent, recentEntries, rememberRecent } from '../../../engine/shell/menu/palette';
import type { MenuPage } from '../../../engine/shell/menu/types';

const MENU: MenuPage[] = [{ id: 'cupons', title: 'Cupons', url: '/marketing/cupom', icon: 'tag', trail: ['Marketing'] }];
const ROUTES = [
  { route: '/marketing/cupom', title: 'Cupons (tela)', permission: 'Cupons' },
  { route: '/dashboard/cupom', title: 'Vendas com cupom', permission: 'Cupom' },
  { route: '/dashboard/royalties', title: 'Royalties', permission: 'Royalties' },
  { route: '/marketing/cupom-de-desconto-novo/:_id?', title: 'Cupom de desconto', permission: 'Cupons' },
  { route: '/login', title: 'Entrar', permission: null, guestOnly: true },
  { route: '/perfil/alterar-senha', title: 'Alterar senha', permission: null },
];
const COMMANDS = [
  { label: 'Novo cupom', route: '/marketing/cupom-de-desconto-novo', icon: 'add', permission: 'Cupons.new', screenPermission: 'Cupons' },
  { label: 'Nova campanha', route: '/marketing/campanha-nova', icon: 'add', permission: 'Campanhas.new', screenPermission: 'Campanhas' },
];
const holds = (...keys: string[]) => (key: string | null | undefined) => key == null || keys.includes(key);

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('page search suggestions', () => {
  it('offers the menu pages, the other pages without parameters the user may open, and the page buttons whose keys they hold', () => {
    const entries = paletteEntries(MENU, ROUTES, COMMANDS, holds('Cupons', 'Cupons.new', 'Cupom'));
    expect(entries.map((entry) => [entry.kind, entry.title, entry.url])).toEqual([
      ['page', 'Cupons', '/marketing/cupom'],
      ['page', 'Vendas com cupom', '/dashboard/cupom'],
      ['page', 'Alterar senha', '/perfil/alterar-senha'],
      ['action', 'Novo cupom', '/marketing/cupom-de-desconto-novo'],
    ]);
    expect(searchPages(entries, 'cupo').map((entry) => entry.title)).toEqual(['Cupons', 'Vendas com cupom', 'Novo cupom']);
  });

  it('takes the page buttons of the lists from their resolved actions: a route without placeholders only', () => {
    const list = {
      kind: 'list', id: 'marketing.cupons', permission: 'Cupons',
      actions: [
        { kind: 'link', label: 'Novo cupom', icon: 'add', route: '/marketing/cupom-de-desconto-novo', permission: 'Cupons.new' },
        { kind: 'link', label: 'Ver', route: '/marketing/cupom/{CupomID}', permission: null },
        { kind: 'call', label: 'Exportar', call: {}, permission: null },
      ],
    } as unknown as RuntimeScreen;
    expect(commandsOf([list, { ...list, id: 'again' } as RuntimeScreen])).toEqual([
      { label: 'Novo cupom', route: '/marketing/cupom-de-desconto-novo', icon: 'add', permission: 'Cupons.new', screenPermission: 'Cupons' },
    ]);
  });

  it('keeps recent pages per user, newest first, without repeats, and offers only those still open to the user', () => {
    const storage = memoryStorage();
    rememberRecent(storage, 'ana', '/marketing/cupom');
    rememberRecent(storage, 'ana', '/dashboard/royalties');
    rememberRecent(storage, 'ana', '/marketing/cupom');
    rememberRecent(storage, 'bia', '/perfil/alterar-senha');
    expect(readRecent(storage, 'ana')).toEqual(['/marketing/cupom', '/dashboard/royalties']);
    const entries = paletteEntries(MENU, ROUTES, COMMANDS, holds('Cupons'));
    expect(recentEntries(entries, readRecent(storage, 'ana')).map((entry) => entry.url)).toEqual(['/marketing/cupom']);
    storage.setItem('engine.recentes.ana', '{not json');
    expect(readRecent(storage, 'ana')).toEqual([]);
  });
});
