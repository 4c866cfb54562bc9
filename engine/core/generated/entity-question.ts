/* generated — do not edit, run npm run gen:types */

/**
 * Questão de concurso (seção 3 da especificação). A tela de cadastro de questão é um formulário deste esquema; alternativas (com o gabarito derivado delas) e classificação na hierarquia usam os editores de campo `alternatives` e `hierarchyPicker`. Campos somente leitura (_id, statistics, review, createdAt, editedAt) vêm da API e voltam no corpo do salvar.
 */
export interface Question {
  /**
   * Enunciado: Texto da questão (HTML sanitizado), como aparece na prova.
   */
  title: string;
  /**
   * Tipo: Formato da questão: define as alternativas.
   */
  type: 'MULTIPLA_ESCOLHA' | 'CERTO_ERRADO' | 'DISCURSIVA';
  /**
   * Prova: A prova de onde a questão vem.
   */
  exam: {
    /**
     * Banca: Banca examinadora que aplicou a prova.
     */
    evaluatingInstitution:
      'CEBRASPE' | 'FCC' | 'FGV' | 'VUNESP' | 'CESGRANRIO' | 'IBFC' | 'Quadrix' | 'IDECAN' | 'AOCP' | 'FUNDATEC';
    /**
     * Ano: Ano de aplicação da prova (ex.: 2024).
     */
    year: number;
    /**
     * Concurso: Órgão e edição do concurso (ex.: Polícia Federal 2021).
     */
    publicTender?: string;
    /**
     * Cargos: Cargos que fizeram esta prova.
     *
     * Items: Cargo: Nome do cargo.
     */
    roles?: string[];
    /**
     * Escolaridade: Nível de escolaridade exigido pelo cargo.
     */
    schooling?: 'Fundamental' | 'Médio' | 'Superior';
    /**
     * Formação: Formação exigida (ex.: Direito, Qualquer área de formação).
     */
    graduation?: string;
  };
  /**
   * Código: Código único da questão; vazio, o sistema gera um (ex.: Q00037).
   */
  code?: string;
  /**
   * Número na prova: Posição da questão no caderno de prova.
   */
  number?: number;
  /**
   * Imagem do enunciado: Endereço (https://...) de uma imagem que acompanha o enunciado; vazio = sem imagem.
   */
  image?: string;
  /**
   * Anulada: A banca anulou a questão.
   */
  canceled?: boolean;
  /**
   * Não publicada: A questão ainda não aparece para os alunos.
   */
  unpublished?: boolean;
  /**
   * Comentário do professor: Explicação da resposta para os alunos.
   */
  comment?: {
    /**
     * Comentário: Texto do comentário (HTML sanitizado).
     */
    description?: string;
    /**
     * Vídeo ou mídia do comentário: Endereço (https://...) de um vídeo ou áudio com o comentário; vazio = sem mídia.
     */
    media?: string;
  };
  /**
   * Alternativas: Alternativas na ordem da prova; a letra segue a posição.
   *
   * Items: Alternativa: Uma alternativa da questão.
   */
  alternatives?: {
    /**
     * Letra: A, B, C... (C e E em certo ou errado).
     */
    letter?: string;
    /**
     * Texto: Texto da alternativa (HTML sanitizado).
     */
    answer: string;
    /**
     * Correta: É a alternativa do gabarito.
     */
    right?: boolean;
    /**
     * Mídia da alternativa: Endereço de uma imagem que acompanha a alternativa.
     */
    answerMedia?: string;
    /**
     * Comentário da alternativa: Por que a alternativa está certa ou errada.
     */
    comment?: string;
    /**
     * Mídia do comentário: Endereço de uma mídia do comentário da alternativa.
     */
    commentMedia?: string;
  }[];
  /**
   * Gabarito: Letra da alternativa correta (vazio em questões discursivas).
   */
  rightAlternative?: string;
  /**
   * Classificação: Itens da hierarquia (disciplina, assunto...) em que a questão está classificada.
   *
   * Items: Item da hierarquia: Um item da hierarquia de conteúdo.
   */
  hierarchies?: {
    /**
     * Identificador: Identificador do item.
     */
    _id: number | string;
    /**
     * Nome: Nome do item.
     */
    name?: string;
    /**
     * Nível: Nível do item (Disciplina, Assunto...).
     */
    levelName?: string;
    /**
     * Caminho: Nomes do primeiro nível até o item.
     *
     * Items: Nome de um nível.
     */
    path?: string[];
  }[];
}
