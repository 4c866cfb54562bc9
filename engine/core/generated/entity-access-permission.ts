/* generated — do not edit, run npm run gen:types */

/**
 * Permissão (seção 3 da especificação): uma chave de acesso do catálogo com o método HTTP que ela autoriza. O PermissaoID vem da API e volta no corpo do salvar sem aparecer no formulário.
 */
export interface AccessPermission {
  /**
   * Chave de acesso: Chave do catálogo que a permissão autoriza.
   */
  Nome: string;
  /**
   * Método: Método HTTP autorizado: GET consulta, POST cria, PUT altera, DELETE remove.
   */
  Metodo: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /**
   * Descrição: O que a permissão deixa fazer, em palavras simples.
   */
  Desc?: string;
}
