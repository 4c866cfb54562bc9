/* generated — do not edit, run npm run gen:types */

/**
 * Barra fixa: a faixa de aviso no topo da loja, com texto, link, cores e período.
 */
export interface FixedBar {
  /**
   * Texto: Mensagem da barra (até 140 caracteres).
   */
  texto: string;
  /**
   * Texto do botão: Ex.: Aproveitar. Vazio = sem botão.
   */
  textoBotao?: string;
  /**
   * Link: Para onde o botão leva (https://... ou /...).
   */
  link?: string;
  /**
   * Cor de fundo: No formato #RRGGBB.
   */
  corFundo?: string;
  /**
   * Cor do texto: No formato #RRGGBB.
   */
  corTexto?: string;
  /**
   * Início: Primeiro dia em que a barra aparece.
   */
  dataInicio: string;
  /**
   * Fim: Último dia em que a barra aparece.
   */
  dataFim: string;
  /**
   * Ativa: Desligada, a barra não aparece mesmo dentro do período.
   */
  ativo?: boolean;
}
