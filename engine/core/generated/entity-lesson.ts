/* generated — do not edit, run npm run gen:types */

/**
 * Aula (seção 3 da especificação: AulaID/AulaId, Nome, Disciplina, Assunto, Professor (Id, Nome), DataProva, UnidadesAprendizagem (id, Nome), DataCriacao, DataAtualizacao): os campos que o formulário edita. AulaID e Professor vêm da API (o professor é escolhido por ProfessorId); as datas de criação e atualização também, e aparecem somente leitura (readOnly).
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
   * Criada em: Dia em que a aula foi cadastrada (vem da API).
   */
  DataCriacao?: string;
  /**
   * Atualizada em: Dia da última alteração da aula (vem da API).
   */
  DataAtualizacao?: string;
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
