// @vitest-environment node
/** The menu tree editor's moves: inside a group, across groups, and changing one entry. */
import { describe, expect, it } from 'vitest';
import { sources } from 'virtual:screens/studio';
import { moveEntry, placeOf, updateEntry, type MenuValue } from '../../../engine/studio/menu/menuMoves';

const menu = JSON.parse(sources['menu.json']) as MenuValue;
const ids = (value: MenuValue, group: string) => value.items.find((item) => item.id === group)!.children!.map((child) => child.id);

describe('movimentos da árvore do menu', () => {
  it('sobe e desce dentro do grupo e para nas pontas', () => {
    const place = placeOf(menu, 'configuracoes-financeiro')!;
    const up = moveEntry(menu, place, 'up');
    expect(ids(up, 'financeiro')).toEqual(['configuracoes-financeiro', 'nota-fiscal']);
    expect(ids(moveEntry(up, placeOf(up, 'configuracoes-financeiro')!, 'up'), 'financeiro')).toEqual(['configuracoes-financeiro', 'nota-fiscal']);
    expect(ids(menu, 'financeiro')).toEqual(['nota-fiscal', 'configuracoes-financeiro']);
  });

  it('leva ao fim do grupo anterior ou do próximo; no primeiro grupo não há anterior', () => {
    const moved = moveEntry(menu, placeOf(menu, 'nota-fiscal')!, 'next');
    expect(ids(moved, 'controle-acesso').at(-1)).toBe('nota-fiscal');
    expect(ids(moved, 'financeiro')).toEqual(['configuracoes-financeiro']);
    expect(moveEntry(menu, placeOf(menu, 'home')!, 'previous')).toBe(menu);
  });

  it('troca a rota e a chave de um item (null: sem chave)', () => {
    const changed = updateEntry(menu, 'home', { url: '/marketing/cupom', permission: 'Cupons' });
    const home = changed.items[0].children![0];
    expect([home.url, home.permission]).toEqual(['/marketing/cupom', 'Cupons']);
    expect(updateEntry(changed, 'home', { permission: null }).items[0].children![0].permission).toBeNull();
  });
});
