/* generated — do not edit, run npm run gen:types */

/**
 * Plano de assinatura da loja. AssinaturaID e DataCriacao vêm da API.
 */
export interface SubscriptionPlan {
  /**
   * Nome do plano: Nome do plano na loja.
   */
  Nome: string;
  /**
   * Carreira: Carreira cujos cursos o plano libera (Todas as carreiras = plano ilimitado).
   */
  Carreira?: string;
  /**
   * Periodicidade: De quanto em quanto tempo a assinatura é cobrada.
   */
  Periodicidade: 'Mensal' | 'Trimestral' | 'Semestral' | 'Anual';
  /**
   * Preço por cobrança: Valor de cada cobrança, em reais.
   */
  Preco: number;
  /**
   * Ativo: O plano pode ser contratado na loja.
   */
  Ativo?: boolean;
  /**
   * Em destaque: O plano aparece primeiro na página de planos.
   */
  Destaque?: boolean;
  /**
   * Benefícios: O que o assinante recebe, um item por linha na loja.
   *
   * @minItems 1
   *
   * Items: Benefício
   */
  Beneficios: string[];
  /**
   * Descrição: Texto curto que apresenta o plano.
   */
  Descricao?: string;
}
