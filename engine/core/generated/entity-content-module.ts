/* generated — do not edit, run npm run gen:types */

/**
 * Módulo de conteúdo (o plano de módulo da seção 3 da especificação: ModuloID, Disciplina, Concurso, Professor, Publicado, NomeModulo, NomeCurso, Andamento, Banca, DataProva, planoAula): os campos que o formulário edita. ModuloID e Professor ({Id, Nome}) vêm da API; o professor é escolhido por ProfessorId; o Professor de cada aula do plano é o da aula, preenchido pela API.
 */
export interface ContentModule {
  /**
   * Nome do módulo: Nome do módulo.
   */
  NomeModulo: string;
  /**
   * Curso: Curso do qual o módulo faz parte.
   */
  NomeCurso?: string | null;
  /**
   * Disciplina: Disciplina do módulo.
   */
  Disciplina?: string | null;
  /**
   * Concurso: Concurso para o qual o módulo prepara.
   */
  Concurso?: string | null;
  /**
   * Banca: Banca organizadora do concurso.
   */
  Banca?:
    | 'Cebraspe'
    | 'FGV'
    | 'FCC'
    | 'Vunesp'
    | 'Cesgranrio'
    | 'IBFC'
    | 'Instituto AOCP'
    | 'Quadrix'
    | 'Fundatec'
    | 'IDECAN'
    | null;
  /**
   * Data da prova: Data da prova do concurso.
   */
  DataProva?: string | null;
  /**
   * Professor: Professor responsável pelo módulo.
   */
  ProfessorId: number;
  /**
   * Andamento: Andamento da produção do módulo.
   */
  Andamento: 'em dia' | 'em atraso' | 'concluído';
  /**
   * Publicado: O módulo aparece para os alunos.
   */
  Publicado?: boolean;
  /**
   * Plano de aulas: Aulas do módulo, na ordem, cada uma com o seu prazo de produção.
   *
   * Items: Aula do plano
   */
  planoAula?: {
    /**
     * Aula: Aula do plano.
     */
    AulaID: number;
    /**
     * Apelido: Nome da aula dentro deste módulo (ex.: Aula 03 - Crase); vazio = gerado pela API.
     */
    Apelido?: string | null;
    /**
     * Professor da aula: Professor da aula (preenchido pela API).
     */
    Professor?: string | null;
    /**
     * Data final: Prazo de produção da aula.
     */
    DataFinal: string;
  }[];
}
