/* generated — do not edit, run npm run gen:types */

/**
 * Campanha de marketing: período, canal, cupons ligados, orçamento e situação.
 */
export interface Campaign {
  /**
   * Nome: Nome único da campanha (ex.: Black Friday 2026).
   */
  nome: string;
  /**
   * Canal: Onde a campanha é divulgada.
   */
  canal: 'E-mail' | 'Redes sociais' | 'Google Ads' | 'WhatsApp' | 'Site' | 'Parcerias' | 'YouTube';
  /**
   * Situação: Em que pé está a campanha.
   */
  status: 'Planejada' | 'Em andamento' | 'Pausada' | 'Encerrada';
  /**
   * Início: Primeiro dia da campanha.
   */
  dataInicio: string;
  /**
   * Fim: Último dia da campanha.
   */
  dataFim: string;
  /**
   * Orçamento: Verba da campanha, em reais.
   */
  orcamento?: number;
  /**
   * Cupons da campanha: Cupons de desconto criados para a campanha.
   *
   * Items: Cupom
   */
  cupons?: {
    /**
     * ID: Id do cupom.
     */
    CupomID: number;
    /**
     * Nome: Código do cupom.
     */
    Nome: string;
  }[];
  /**
   * Descrição: Objetivo e público da campanha.
   */
  descricao?: string;
}
