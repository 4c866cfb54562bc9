/* generated — do not edit, run npm run gen:types */

/**
 * Aula (seção 3 da especificação: AulaID/AulaId, Nome, Disciplina, Assunto, Professor (Id, Nome), DataProva, UnidadesAprendizagem (id, Nome), DataCriacao, DataAtualizacao): os campos que o formulário edita. AulaID, Professor e as datas de criação e atualização vêm da API; o professor é escolhido por ProfessorId.
 */
export interface Lesson {
  /**
   * Nome: Nome da aula.
   */
  Nome: string;
  /**
   * Disciplina: Disciplina da aula.
   */
  Disciplina: string;
  /**
   * Assunto: Assunto da disciplina que a aula trata.
   */
  Assunto?: string | null;
  /**
   * Professor: Professor que grava a aula.
   */
  ProfessorId: number;
  /**
   * Data da prova: Data da prova do concurso para o qual a aula prepara.
   */
  DataProva?: string | null;
  /**
   * Unidades de aprendizagem: Capítulos (unidades de aprendizagem) que compõem a aula, na ordem.
   *
   * Items: Unidade
   */
  UnidadesAprendizagem?: {
    /**
     * Unidade: Id da unidade.
     */
    id: number;
    /**
     * Nome: Nome da unidade.
     */
    Nome?: string;
  }[];
}
