/* generated — do not edit, run npm run gen:types */

/**
 * Um nó do menu, escolhido por `type`.
 */
export type MenuNode = MenuGroup | MenuCollapse | MenuItem | MenuLink | MenuDivider;

/**
 * O menu lateral (menu.json): grupos, páginas e links, com ícones e chaves de permissão.
 */
export interface MenuFile {
  /**
   * Caminho até schemas/menu.schema.json (para o editor).
   */
  $schema?: string;
  /**
   * Nós do primeiro nível, na ordem.
   */
  items: MenuNode[];
}
/**
 * Um cabeçalho de área com as suas páginas.
 */
export interface MenuGroup {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'group';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission?: string | null;
  /**
   * Nós filhos, na ordem.
   */
  children: MenuNode[];
}
/**
 * Uma entrada que abre e fecha os seus filhos.
 */
export interface MenuCollapse {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'collapse';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission?: string | null;
  /**
   * Nós filhos, na ordem.
   */
  children: MenuNode[];
}
/**
 * Uma página do app.
 */
export interface MenuItem {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'item';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Rota do app que a página abre (deve casar com a rota de uma tela).
   */
  url: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission: string | null;
}
/**
 * Um endereço externo, aberto em outra aba.
 */
export interface MenuLink {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'link';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Endereço externo (https).
   */
  url: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission?: string | null;
}
/**
 * Uma linha separadora.
 */
export interface MenuDivider {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Tipo do nó.
   */
  type: 'divider';
}
