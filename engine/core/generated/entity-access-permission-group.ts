/* generated — do not edit, run npm run gen:types */

/**
 * Grupo de permissões (seção 3 da especificação): um conjunto de chaves de acesso dado aos usuários como papel. O GrupoPermissaoID vem da API e volta no corpo do salvar sem aparecer no formulário.
 */
export interface AccessPermissionGroup {
  /**
   * Nome: Nome do grupo (único), como aparece nos papéis dos usuários.
   */
  Nome: string;
  /**
   * Descrição: Para quem é o grupo e o que ele deixa fazer.
   */
  Desc?: string;
  /**
   * Chaves de acesso: Telas e botões que os usuários do grupo podem usar.
   *
   * @minItems 1
   *
   * Items: Chave: Chave de acesso do catálogo.
   */
  ChavesDeAcesso: string[];
}
