/* generated — do not edit, run npm run gen:types */

/**
 * Redirecionamento de endereço da loja: de um caminho antigo para um novo.
 */
export interface Redirect {
  /**
   * De: Caminho antigo na loja, começando com / (ex.: /curso-antigo).
   */
  de: string;
  /**
   * Para: Novo caminho (/...) ou endereço completo (https://...).
   */
  para: string;
  /**
   * Tipo: Permanente (301) para endereços que não voltam; temporário (302) para campanhas.
   */
  tipo: 301 | 302;
  /**
   * Ativo: Desligado, o endereço antigo não é redirecionado.
   */
  ativo?: boolean;
}
