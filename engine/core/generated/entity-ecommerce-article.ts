/* generated — do not edit, run npm run gen:types */

/**
 * Artigo de professor da loja (seção 3 da especificação, "Teacher article": _id, title, autor, dataArtigo, resumo, link, capa). _id vem da API.
 */
export interface EcommerceArticle {
  /**
   * Título: Título do artigo.
   */
  title: string;
  /**
   * Autor: Professor que escreveu o artigo.
   */
  autor: string;
  /**
   * Data do artigo: Dia da publicação (vazio = hoje).
   */
  dataArtigo?: string | null;
  /**
   * Resumo: Resumo mostrado na lista de artigos da loja.
   */
  resumo?: string;
  /**
   * Link do artigo: Endereço do artigo completo (https://...).
   */
  link: string;
  /**
   * Capa (URL da imagem): Endereço da imagem de capa (https://...).
   */
  capa?: string;
}
