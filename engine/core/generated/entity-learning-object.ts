/* generated — do not edit, run npm run gen:types */

/**
 * Objeto de aprendizagem (seção 3 da especificação: ConteudoId, Nome, Descricao, Tipo, Professor, DataCriacao): os campos que o formulário edita. ConteudoId, TipoID e Professor ({Id, Nome}) vêm da API e voltam no corpo do salvar; o professor é escolhido por ProfessorId. DataCriacao vem da API e aparece somente leitura (readOnly). Link e Duracao só existem para vídeo e podcast.
 */
export interface LearningObject {
  /**
   * Nome: Nome do objeto, como aparece nos capítulos.
   */
  Nome: string;
  /**
   * Tipo: Tipo do objeto: excerto (texto), vídeo ou podcast.
   */
  Tipo: 'Excerto' | 'Video' | 'Podcast';
  /**
   * Professor: Professor autor do objeto.
   */
  ProfessorId: number;
  /**
   * Disciplina: Disciplina do objeto.
   */
  Disciplina?: string | null;
  /**
   * Assunto: Assunto da disciplina que o objeto trata.
   */
  Assunto?: string | null;
  /**
   * Data de publicação: Dia em que o objeto foi (ou será) publicado para os alunos; vazio enquanto não publicado.
   */
  DataPublicacao?: string | null;
  /**
   * Criado em: Dia em que o objeto foi cadastrado (vem da API).
   */
  DataCriacao?: string;
  /**
   * Descrição: Texto do excerto ou resumo do vídeo ou podcast (texto formatado).
   */
  Descricao?: string | null;
  /**
   * Link: Endereço https:// do player do vídeo ou do arquivo do podcast.
   */
  Link?: string;
  /**
   * Duração (minutos): Duração do vídeo ou podcast, em minutos.
   */
  Duracao?: number | null;
}
