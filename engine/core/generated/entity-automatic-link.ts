/* generated — do not edit, run npm run gen:types */

/**
 * Conexão automática: uma palavra-chave que vira link nos textos da loja.
 */
export interface AutomaticLink {
  /**
   * Palavra-chave: Palavra ou expressão que vira link (maiúsculas e acentos não importam).
   */
  palavraChave: string;
  /**
   * Endereço: Para onde o link leva (/... ou https://...).
   */
  url: string;
  /**
   * Máximo por página: Quantas vezes, no máximo, a palavra vira link numa mesma página.
   */
  maxOcorrencias?: number;
  /**
   * Abrir em nova aba: O link abre em outra aba do navegador.
   */
  novaAba?: boolean;
  /**
   * Ativa: Desligada, a palavra não vira link.
   */
  ativo?: boolean;
}
