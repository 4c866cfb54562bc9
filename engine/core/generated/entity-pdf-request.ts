/* generated — do not edit, run npm run gen:types */

/**
 * Pedido de (re)processamento do PDF de uma aula: a API cria um trabalho Pendente com o arquivo, o módulo e quem pediu.
 */
export interface PdfRequest {
  /**
   * Aula: Aula cujo PDF será gerado de novo.
   */
  AulaID: number;
  /**
   * Observação: Motivo do pedido (ex.: correção na página 4).
   */
  Observacao?: string | null;
}
