/* generated — do not edit, run npm run gen:types */

/**
 * Cancelamento de um pedido (seção 3 da especificação): o formulário do diálogo "Cancelar pedido". `title` e `description` de cada campo aparecem no formulário.
 */
export interface OrderCancellation {
  /**
   * Tipo de cancelamento: Cancelamento no cartão ou conversão em crédito.
   */
  TipoCancelamento: string;
  /**
   * Motivo do cancelamento: Por que o pedido foi cancelado.
   */
  MotivoCancelamento: string;
  /**
   * Cancelamento integral: Devolve o valor inteiro.
   */
  Integral?: boolean;
  /**
   * Cancelamento parcial: Devolve parte do valor.
   */
  Parcial?: boolean;
  /**
   * Valor do reembolso: Valor devolvido ao aluno, em reais.
   */
  ValorReembolso?: number;
}
