/* generated — do not edit, run npm run gen:types */

/**
 * Depoimento de aluno aprovado mostrado na loja.
 */
export interface Testimony {
  /**
   * Nome do aluno: Como o nome aparece no site.
   */
  nomeAluno: string;
  /**
   * Concurso em que foi aprovado: Ex.: Polícia Federal 2025.
   */
  concurso: string;
  /**
   * Cargo: Ex.: Agente.
   */
  cargo?: string;
  /**
   * Depoimento: O que o aluno conta, com pelo menos 20 caracteres.
   */
  depoimento: string;
  /**
   * Foto: Endereço da foto quadrada do aluno (https://... ou /...).
   */
  foto?: string;
  /**
   * Vídeo: Endereço do vídeo no YouTube, se houver.
   */
  video?: string;
  /**
   * Posição: Ordem na página (1 = primeiro).
   */
  ordem?: number;
  /**
   * Publicado: Aparece no site.
   */
  publicado?: boolean;
}
