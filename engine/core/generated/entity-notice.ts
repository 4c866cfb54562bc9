/* generated — do not edit, run npm run gen:types */

/**
 * Recado (seção 3 da especificação): aviso de um professor aos alunos de um módulo, em texto rico. O _id e as datas de criação e de atualização vêm da API (o servidor as preenche ao salvar) e voltam no corpo do salvar sem aparecer no formulário.
 */
export interface Notice {
  /**
   * Módulo: Módulo cujos alunos recebem o recado.
   */
  modulo: string;
  /**
   * Professor: Professor que assina o recado.
   */
  professor: string;
  /**
   * Assunto: Linha de assunto que o aluno vê na lista de recados.
   */
  assunto: string;
  /**
   * Recado: Texto do recado, com formatação (negrito, listas, links).
   */
  recado: string;
}
