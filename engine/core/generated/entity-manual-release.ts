/* generated — do not edit, run npm run gen:types */

/**
 * Nova liberação manual (seção 3 da especificação, Liberacao manual): cursos e módulos abertos a um aluno sem pedido. O aluno é encontrado pelo e-mail; é preciso escolher ao menos um curso ou módulo (o servidor confere).
 */
export interface ManualRelease {
  /**
   * E-mail do aluno: E-mail com que o aluno está cadastrado.
   */
  EmailAluno: string;
  /**
   * Cursos a liberar: Cursos que o aluno passa a acessar.
   *
   * Items: Curso
   */
  Cursos?: {
    /**
     * Id: Id do curso no catálogo.
     */
    id: number;
    /**
     * Nome: Nome do curso.
     */
    name?: string;
  }[];
  /**
   * Módulos a liberar: Módulos que o aluno passa a acessar.
   *
   * Items: Módulo
   */
  Modulos?: {
    /**
     * Id: Id do módulo no catálogo.
     */
    id: number;
    /**
     * Nome: Nome do módulo.
     */
    name?: string;
  }[];
  /**
   * Observação: Motivo da liberação (cortesia, pagamento confirmado à mão...), guardado no histórico.
   */
  Observacao?: string;
}
