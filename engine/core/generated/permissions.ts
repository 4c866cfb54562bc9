/* generated — do not edit, run npm run gen:types */

/**
 * O catálogo de chaves de permissão (permissions.json). Uma chave é concedida a quem tem um papel (role) de mesmo nome, ou o papel Administrador.
 */
export interface PermissionsFile {
  /**
   * Caminho até schemas/permissions.schema.json (para o editor).
   */
  $schema?: string;
  /**
   * As chaves, únicas, agrupadas por área.
   *
   * @minItems 1
   */
  permissions: Permission[];
}
/**
 * Uma chave de permissão.
 */
export interface Permission {
  /**
   * A chave: de tela (`Cupons`) ou de botão (`<Tela>.new`, `<Tela>.edit`, `<Tela>.delete`, ...); a chave de botão exige a chave de tela antes do ponto.
   */
  key: string;
  /**
   * Nome em pt-BR mostrado a quem administra permissões.
   */
  label: string;
  /**
   * Área do back-office.
   */
  area: 'Dashboard' | 'Produtos' | 'Conteúdo' | 'CX' | 'Marketing' | 'E-commerce' | 'Financeiro' | 'Controle de acesso';
  /**
   * `screen` abre uma tela ou item de menu; `button` libera um botão (novo, editar, remover...).
   */
  kind: 'screen' | 'button';
}
