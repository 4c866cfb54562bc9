/* generated — do not edit, run npm run gen:types */

/**
 * Configurações de marketing: descontos por forma de pagamento e regras de parcelamento da loja. Um registro único.
 */
export interface MarketingSettings {
  /**
   * Desconto no PIX: Porcentagem tirada do total pago no PIX.
   */
  descontoPix: number;
  /**
   * Desconto no boleto: Porcentagem tirada do total pago no boleto.
   */
  descontoBoleto: number;
  /**
   * Desconto à vista no cartão: Porcentagem tirada do total pago no cartão em uma parcela.
   */
  descontoAVista: number;
  /**
   * Máximo de parcelas: Mais parcelas oferecidas no cartão (1 a 12).
   */
  parcelasMaximas: number;
  /**
   * Valor mínimo da parcela: Abaixo dele, a loja oferece menos parcelas (em reais).
   */
  valorMinimoParcela: number;
  /**
   * Pedido mínimo para os descontos: Pedidos abaixo deste valor não têm os descontos de PIX, boleto e à vista.
   */
  valorMinimoDesconto?: number;
  /**
   * Última alteração por: Quem salvou as configurações pela última vez.
   */
  atualizadoPor?: string;
}
