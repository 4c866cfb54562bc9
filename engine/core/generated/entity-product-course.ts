/* generated — do not edit, run npm run gen:types */

/**
 * Curso (seção 3 da especificação, "Course (detail)") mais o concurso principal: os campos que o formulário de cursos edita. CursoID e Removido vêm da API e voltam no corpo do salvar sem aparecer no formulário.
 */
export interface ProductCourse {
  /**
   * Nome do curso: Nome do curso na loja, ex.: Polícia Federal - Agente.
   */
  NomeCurso: string;
  /**
   * Concurso principal: Concurso para o qual o curso prepara.
   */
  ConcursoPrincipalID?: number | null;
  /**
   * Situação do edital: Situação do edital do concurso do curso.
   */
  Situacao: 'EditalPublicado' | 'EditalEmBreve';
  /**
   * Instituição: Órgão que faz o concurso.
   */
  Instituicao?: string;
  /**
   * Banca: Banca organizadora do concurso.
   */
  Banca?: string | null;
  /**
   * Edital: Número do edital ou quando ele é esperado.
   */
  Edital?: string;
  /**
   * Cargo: Cargo para o qual o curso prepara.
   */
  Cargo?: string;
  /**
   * Preço: Preço do curso, em reais.
   */
  Preco: number;
  /**
   * Remuneração inicial: Remuneração inicial do cargo, em reais.
   */
  RemuneracaoInicial?: number | null;
  /**
   * Condições de pagamento: Parcelamento e formas de pagamento mostrados na loja.
   */
  CondicoesPagamento?: string;
  /**
   * Desconto: Percentual de desconto no período de desconto (0 = sem desconto).
   */
  Desconto?: number;
  /**
   * Início do desconto: Primeiro dia do desconto.
   */
  DataInicialDesconto?: string | null;
  /**
   * Fim do desconto: Último dia do desconto.
   */
  DataFinalDesconto?: string | null;
  /**
   * Venda até: Último dia em que o curso pode ser comprado (vazio = sem prazo).
   */
  DataFinalVenda?: string | null;
  /**
   * Publicado: O curso aparece na loja.
   */
  Publicado?: boolean;
  /**
   * Na página inicial: O curso aparece na página inicial da loja.
   */
  PaginaInicial?: boolean;
  /**
   * Em destaque: O curso está entre os cursos em destaque da loja.
   */
  Destaque?: boolean;
  /**
   * Incluído na assinatura: Quem tem uma assinatura pode fazer o curso.
   */
  Assinatura?: boolean;
  /**
   * Aceita cupom: Cupons de desconto valem na compra do curso.
   */
  UsoCupom?: boolean;
  /**
   * Aceita pontuação: O aluno pode pagar parte do curso com pontos do programa de fidelidade.
   */
  UsoPontuacao?: boolean;
  /**
   * Personalizado: Curso feito sob medida para um cliente (turma fechada); não aparece na loja.
   */
  Personalizado?: boolean;
  /**
   * Capa (URL da imagem): Endereço da imagem de capa do curso (https://...).
   */
  Capa?: string;
  /**
   * Tags: Tags que ajudam a achar o curso na loja.
   *
   * Items: Tag
   */
  Tags?: {
    /**
     * ID: Id da tag.
     */
    TagID: number;
    /**
     * Nome: Nome da tag.
     */
    Nome?: string;
  }[];
  /**
   * Descrição: Apresentação do curso na loja (texto formatado).
   */
  Descricao?: string;
  /**
   * Link do curso: Endereço permanente na loja; vazio = gerado a partir do nome.
   */
  LinkCurso?: string;
  /**
   * Título para buscadores: Título da página do curso nos buscadores (até 70 caracteres).
   */
  TituloSEO?: string;
  /**
   * Descrição para buscadores: Resumo da página do curso nos buscadores (até 160 caracteres).
   */
  DescricaoSEO?: string;
  /**
   * Observações: Anotações internas da equipe de produto.
   */
  Observacoes?: string;
}
