/* generated — do not edit, run npm run gen:types */

/**
 * Item do menu de navegação da loja.
 */
export interface NavigationItem {
  /**
   * Texto do item: O que aparece no menu.
   */
  label: string;
  /**
   * Endereço: Página da loja (/...) ou endereço completo (https://...).
   */
  url: string;
  /**
   * Dentro de: Item do menu sob o qual este aparece; vazio = no primeiro nível.
   */
  paiId?: number | null;
  /**
   * Posição: Ordem entre os itens do mesmo nível (1 = primeiro).
   */
  ordem?: number;
  /**
   * Visível: Aparece no menu da loja.
   */
  visivel?: boolean;
}
