/* generated — do not edit, run npm run gen:types */

/**
 * Oferta: preço reduzido de um ou mais produtos do catálogo por um período, com um selo no card do produto.
 */
export interface Offer {
  /**
   * Título: Nome da oferta na loja.
   */
  titulo: string;
  /**
   * Produtos: Cursos e módulos vendidos pelo preço da oferta.
   *
   * @minItems 1
   *
   * Items: Produto
   */
  produtos: {
    /**
     * ID: Id do produto.
     */
    ID: number;
    /**
     * Nome: Nome do produto.
     */
    Nome: string;
  }[];
  /**
   * Preço original: Preço sem a oferta, em reais.
   */
  precoOriginal: number;
  /**
   * Preço da oferta: Preço durante a oferta, menor que o original.
   */
  precoOferta: number;
  /**
   * Início: Primeiro dia da oferta.
   */
  dataInicio: string;
  /**
   * Fim: Último dia da oferta.
   */
  dataFim: string;
  /**
   * Texto do selo: Ex.: Oferta relâmpago. Vazio = sem selo.
   */
  selo?: string;
  /**
   * Ativa: Desligada, a oferta não vale mesmo dentro do período.
   */
  ativo?: boolean;
}
