/* generated — do not edit, run npm run gen:types */

/**
 * Caderno de questões: as questões de uma disciplina para um concurso, escolhidas por filtros (assunto, anos, dificuldade, quantidade) ou à mão (números das questões). CadernoID e as datas vêm da API; na seleção manual a API conta as questões.
 */
export interface QuestionNotebook {
  /**
   * Nome: Nome do caderno, como o aluno o vê.
   */
  Nome: string;
  /**
   * Disciplina: Disciplina das questões.
   */
  Disciplina: string;
  /**
   * Concurso: Concurso para o qual o caderno prepara.
   */
  Concurso?: string | null;
  /**
   * Banca: Banca das questões.
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
   * Publicado: O caderno aparece para os alunos.
   */
  Publicado?: boolean;
  /**
   * Seleção das questões: Como as questões são escolhidas.
   */
  Selecao: 'Filtros' | 'Manual';
  /**
   * Assunto: Assunto das questões; vazio = todos os assuntos da disciplina.
   */
  Assunto?: string | null;
  /**
   * Ano inicial: Ano mais antigo das provas das questões.
   */
  AnoInicial?: number | null;
  /**
   * Ano final: Ano mais recente das provas das questões.
   */
  AnoFinal?: number | null;
  /**
   * Dificuldade: Dificuldade das questões.
   */
  Dificuldade?: 'Todas' | 'Fácil' | 'Média' | 'Difícil';
  /**
   * Quantidade de questões: Quantas questões o caderno sorteia entre as que atendem aos filtros.
   */
  QuantidadeQuestoes?: number;
  /**
   * Números das questões: Números das questões separados por vírgula (ex.: 1203, 1207, 1311).
   */
  Questoes?: string;
}
