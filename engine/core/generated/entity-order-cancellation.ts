/* generated — do not edit, run npm run gen:types */

/**
 * Cancelamento de um pedido (seção 3 da especificação): o formulário do diálogo "Cancelar pedido". `title` e `description` de cada campo aparecem no formulário. Integral ou parcial é uma escolha só (`Parcial`; o servidor grava `Integral` como o contrário), e o valor do reembolso só aparece, obrigatório, no parcial.
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
   * Reembolso: Integral devolve o valor inteiro do pedido; parcial, o valor informado.
   */
  Parcial: false | true;
  /**
   * Valor do reembolso: Valor devolvido ao aluno, em reais.
   */
  ValorReembolso?: number;
}
