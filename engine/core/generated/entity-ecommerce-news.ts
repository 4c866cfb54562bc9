/* generated — do not edit, run npm run gen:types */

/**
 * Notícia da loja (seção 3 da especificação, "News": _id, title, concurso, link, capa) mais a data de publicação. _id vem da API.
 */
export interface EcommerceNews {
  /**
   * Título: Título da notícia.
   */
  title: string;
  /**
   * Concurso: Concurso de que a notícia trata.
   */
  concurso: string;
  /**
   * Link da notícia: Endereço da notícia completa (https://...).
   */
  link: string;
  /**
   * Capa (URL da imagem): Endereço da imagem de capa (https://...).
   */
  capa?: string;
  /**
   * Publicada em: Dia da publicação (vazio = hoje).
   */
  dataPublicacao?: string | null;
}
