/* generated — do not edit, run npm run gen:types */

/**
 * Conteúdo programático de um curso: as disciplinas do edital e os tópicos de cada uma. NomeCurso vem da API.
 */
export interface CourseSyllabus {
  /**
   * Curso: Curso dono do conteúdo programático.
   */
  CursoID: number;
  /**
   * Disciplinas: Disciplinas do edital, na ordem em que aparecem.
   *
   * @minItems 1
   *
   * Items: Disciplina
   */
  Disciplinas: {
    /**
     * Nome da disciplina: Disciplina como o edital a chama.
     */
    Disciplina: string;
    /**
     * Tópicos: Tópicos da disciplina cobrados no edital.
     *
     * Items: Tópico
     */
    Topicos?: string[];
  }[];
}
