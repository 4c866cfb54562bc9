import { describe, expect, it } from 'vitest';
import { createAccess } from '../../../engine/core/access';
import {
  MENU_SEARCH_LIMIT, activePageId, ancestorIds, filterMenu, flattenPages, navIndent, normalizeText, searchPages,
} from '../../../engine/shell/menu/menuTree';
import type { MenuNode } from '../../../engine/shell/menu/types';
import { APP } from '../auth/appDefinition';

const item = (id: string, title: string, url: string, permission: string | null = null): MenuNode =>
  ({ id, title, type: 'item', icon: 'document', url, permission });
const divider = (id: string): MenuNode => ({ id, type: 'divider' });

/** A menu with the spec's shape: groups, a collapse, a link and dividers. */
const MENU: MenuNode[] = [
  { id: 'home-group', title: 'Home', type: 'group', children: [item('home', 'Home', '/home')] },
  {
    id: 'produtos', title: 'Produtos', type: 'group', children: [
      item('concursos', 'Concursos', '/produto-new/concurso', 'Concurso'),
      item('cursos', 'Cursos', '/produto-new/curso', 'Curso'),
    ],
  },
  {
    id: 'cx', title: 'CX', type: 'group', children: [
      item('gestao-alunos', 'Gestão de Alunos', '/cx/gestao-aluno', 'GestaoAluno'),
      item('recados', 'Recados', '/cx/recados', 'Recados'),
    ],
  },
  {
    id: 'marketing', title: 'Marketing', type: 'group', children: [
      divider('d0'),
      item('conteudo-gratuito', 'Conteúdo Gratuito', '/marketing/conteudo-gratuito', 'FreeContent'),
      divider('d1'),
      divider('d2'),
      item('cupons', 'Cupons', '/marketing/cupom', 'Cupons'),
      divider('d3'),
      {
        id: 'banners', title: 'Banners', type: 'collapse', icon: 'media', children: [
          item('banners-ecommerce', 'Banners do ecommerce', '/marketing/banners-ecommerce', 'BannersEcommerce'),
          item('banners-logada', 'Banners área logada', '/marketing/banners-area-logada', 'BannersAreaLogada'),
        ],
      },
      { id: 'site', title: 'Site', type: 'link', url: 'https://exemplo.com.br', permission: 'Navigation' },
    ],
  },
];

const titles = (nodes: MenuNode[]): unknown[] =>
  nodes.map((node) => (node.children ? [node.title ?? node.type, titles(node.children)] : node.title ?? node.type));

describe('filterMenu', () => {
  it("takes the all-keys role from the app definition: a role named Administrador grants nothing when allKeysRole is another name", () => {
    const asGuest = titles(filterMenu(MENU, createAccess([], 'Superusuário').can));
    expect(titles(filterMenu(MENU, createAccess(['Administrador'], 'Superusuário').can))).toEqual(asGuest);
    expect(titles(filterMenu(MENU, createAccess(['Superusuário'], 'Superusuário').can))).toEqual(
      titles(filterMenu(MENU, createAccess(['Administrador'], APP.allKeysRole).can)),
    );
    expect(asGuest).not.toEqual(titles(filterMenu(MENU, createAccess(['Administrador'], APP.allKeysRole).can)));
  });

  it('shows everything to Administrador, with dividers collapsed', () => {
    expect(titles(filterMenu(MENU, createAccess(['Administrador'], APP.allKeysRole).can))).toEqual([
      ['Home', ['Home']],
      ['Produtos', ['Concursos', 'Cursos']],
      ['CX', ['Gestão de Alunos', 'Recados']],
      ['Marketing', ['Conteúdo Gratuito', 'divider', 'Cupons', 'divider',
        ['Banners', ['Banners do ecommerce', 'Banners área logada']], 'Site']],
    ]);
  });

  it('a user with only Cupons sees Home and Marketing > Cupons, with no stray dividers', () => {
    expect(titles(filterMenu(MENU, createAccess(['Cupons'], APP.allKeysRole).can))).toEqual([
      ['Home', ['Home']],
      ['Marketing', ['Cupons']],
    ]);
  });

  it('hides a group or collapse with no visible item, and keeps a collapse with one', () => {
    const menu = filterMenu(MENU, createAccess(['Recados', 'BannersAreaLogada'], APP.allKeysRole).can);
    expect(titles(menu)).toEqual([
      ['Home', ['Home']],
      ['CX', ['Recados']],
      ['Marketing', [['Banners', ['Banners área logada']]]],
    ]);
  });

  it('hides a container whose own key is not held, and one holding only dividers', () => {
    const menu: MenuNode[] = [
      { id: 'g', title: 'G', type: 'group', permission: 'Secreto', children: [item('a', 'A', '/a')] },
      { id: 'h', title: 'H', type: 'group', children: [divider('x'), divider('y')] },
      item('b', 'B', '/b'),
    ];
    expect(titles(filterMenu(menu, createAccess(['Cupons'], APP.allKeysRole).can))).toEqual(['B']);
  });

  it('does not change the menu it was given', () => {
    const before = JSON.stringify(MENU);
    filterMenu(MENU, createAccess([], APP.allKeysRole).can);
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

describe('flattenPages and search', () => {
  const pages = flattenPages(MENU);

  it('lists app pages only (no links, groups or dividers), with their trail', () => {
    expect(pages.map((page) => page.id)).toEqual([
      'home', 'concursos', 'cursos', 'gestao-alunos', 'recados', 'conteudo-gratuito', 'cupons', 'banners-ecommerce', 'banners-logada',
    ]);
    expect(pages.find((page) => page.id === 'banners-logada')?.trail).toEqual(['Marketing', 'Banners']);
  });

  it('normalises accents and case', () => {
    expect(normalizeText('  Gestão de ALUNOS ')).toBe('gestao de alunos');
    expect(normalizeText('Conteúdo Área Ç')).toBe('conteudo area c');
  });

  it('finds titles ignoring accents and case, prefix matches first', () => {
    expect(searchPages(pages, 'gestao').map((page) => page.title)).toEqual(['Gestão de Alunos']);
    expect(searchPages(pages, 'GESTÃO').map((page) => page.title)).toEqual(['Gestão de Alunos']);
    expect(searchPages(pages, 'area').map((page) => page.title)).toEqual(['Banners área logada']);
    expect(searchPages(pages, 'c').map((page) => page.title)).toEqual([
      'Concursos', 'Cursos', 'Conteúdo Gratuito', 'Cupons', 'Recados', 'Banners do ecommerce',
    ]);
  });

  it('finds nothing for an empty query or an unknown title', () => {
    expect(searchPages(pages, '   ')).toEqual([]);
    expect(searchPages(pages, 'xyz')).toEqual([]);
  });

  it(`returns at most ${MENU_SEARCH_LIMIT} suggestions`, () => {
    const many = flattenPages(Array.from({ length: 25 }, (_, i) => item(`p${i}`, `Página ${i}`, `/p/${i}`)));
    expect(searchPages(many, 'pagina')).toHaveLength(MENU_SEARCH_LIMIT);
    expect(searchPages(many, 'pagina', 3)).toHaveLength(3);
  });
});

describe('active page, ancestors and indent', () => {
  const pages = flattenPages(MENU);

  it('finds the page of a location, including its sub-routes, preferring the longest url', () => {
    expect(activePageId(pages, '/marketing/cupom')).toBe('cupons');
    expect(activePageId(pages, '/cx/gestao-aluno/12')).toBe('gestao-alunos');
    expect(activePageId(pages, '/marketing/cupom-de-desconto-novo')).toBeNull();
    expect(activePageId([...pages, ...flattenPages([item('x', 'X', '/cx')])], '/cx/gestao-aluno')).toBe('gestao-alunos');
  });

  it('lists the containers above a node', () => {
    expect(ancestorIds(MENU, 'banners-logada')).toEqual(['marketing', 'banners']);
    expect(ancestorIds(MENU, 'cupons')).toEqual(['marketing']);
    expect(ancestorIds(MENU, 'marketing')).toEqual([]);
    expect(ancestorIds(MENU, 'nada')).toEqual([]);
  });

  it('indents 28 + 16 per nesting level, at most 80', () => {
    expect(navIndent(0)).toBe(12);
    expect(navIndent(1)).toBe(44);
    expect(navIndent(2)).toBe(60);
    expect(navIndent(3)).toBe(76);
    expect(navIndent(4)).toBe(80);
    expect(navIndent(9)).toBe(80);
  });
});
