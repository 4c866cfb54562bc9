/* generated — do not edit, run npm run gen:types */

/**
 * Capítulo (a Unidade da seção 3 da especificação: id, Nome, Excerto, Video, Podcast, Descricao, Professor, DataAtualizacao, DataCriacao): os campos que o formulário edita. id e Professor ({Id, Nome}) vêm da API (o professor é escolhido por ProfessorId); as datas de criação e atualização também, e aparecem somente leitura (readOnly); cada objeto das listas volta da API com a sua DataPublicacao.
 */
export interface Unit {
  /**
   * Nome: Nome do capítulo.
   */
  Nome: string;
  /**
   * Disciplina: Disciplina do capítulo.
   */
  Disciplina?: string | null;
  /**
   * Professor: Professor responsável pelo capítulo.
   */
  ProfessorId: number;
  /**
   * Excertos: Excertos (textos) do capítulo.
   *
   * Items: Objeto
   */
  Excerto?: {
    /**
     * Objeto: Id do objeto de aprendizagem.
     */
    ConteudoId: number;
    /**
     * Nome: Nome do objeto.
     */
    Nome?: string;
    /**
     * Data de publicação: Dia em que o objeto foi publicado.
     */
    DataPublicacao?: string | null;
  }[];
  /**
   * Vídeos: Vídeos do capítulo.
   *
   * Items: Objeto
   */
  Video?: {
    /**
     * Objeto: Id do objeto de aprendizagem.
     */
    ConteudoId: number;
    /**
     * Nome: Nome do objeto.
     */
    Nome?: string;
    /**
     * Data de publicação: Dia em que o objeto foi publicado.
     */
    DataPublicacao?: string | null;
  }[];
  /**
   * Podcasts: Podcasts do capítulo.
   *
   * Items: Objeto
   */
  Podcast?: {
    /**
     * Objeto: Id do objeto de aprendizagem.
     */
    ConteudoId: number;
    /**
     * Nome: Nome do objeto.
     */
    Nome?: string;
    /**
     * Data de publicação: Dia em que o objeto foi publicado.
     */
    DataPublicacao?: string | null;
  }[];
  /**
   * Criado em: Dia em que o capítulo foi cadastrado (vem da API).
   */
  DataCriacao?: string;
  /**
   * Atualizado em: Dia da última alteração do capítulo (vem da API).
   */
  DataAtualizacao?: string;
  /**
   * Descrição: Apresentação do capítulo aos alunos (texto formatado).
   */
  Descricao?: string | null;
}
