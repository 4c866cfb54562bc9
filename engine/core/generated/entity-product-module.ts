/* generated — do not edit, run npm run gen:types */

/**
 * Módulo (seção 3 da especificação, "Module") mais o percentual de desconto: os campos que o formulário de módulos edita. ModuloID vem da API e volta no corpo do salvar sem aparecer no formulário. Concurso e Professor guardam os nomes.
 */
export interface ProductModule {
  /**
   * Nome do módulo: Nome do módulo na loja, ex.: Língua Portuguesa para INSS.
   */
  NomeModulo: string;
  /**
   * Disciplina: Disciplina que o módulo ensina.
   */
  Disciplina: string;
  /**
   * Concurso: Concurso para o qual o módulo prepara.
   */
  Concurso?: string | null;
  /**
   * Professor: Professor responsável pelo módulo.
   */
  Professor?: string | null;
  /**
   * Tipo de conteúdo: O que o módulo entrega ao aluno.
   */
  TipoConteudo?: 'Videoaulas e PDF' | 'Somente PDF' | 'Somente videoaulas' | 'Questões comentadas' | 'Audioaulas e PDF';
  /**
   * Preço: Preço do módulo, em reais.
   */
  Preco: number;
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
   * Venda até: Último dia em que o módulo pode ser comprado (vazio = sem prazo).
   */
  DataFinalVenda?: string | null;
  /**
   * Publicado: O módulo aparece na loja.
   */
  Publicado?: boolean;
  /**
   * Aceita cupom: Cupons de desconto valem na compra do módulo.
   */
  UsoCupom?: boolean;
  /**
   * Aceita pontuação: O aluno pode pagar parte do módulo com pontos do programa de fidelidade.
   */
  UsoPontuacao?: boolean;
  /**
   * Personalizado: Módulo feito sob medida para um cliente; não aparece na loja.
   */
  Personalizado?: boolean;
  /**
   * Cadastrado pelo professor: O módulo foi cadastrado pelo próprio professor, não pela equipe de produto.
   */
  CadastroProfessor?: boolean;
  /**
   * Link permanente: Endereço permanente na loja; vazio = gerado a partir do nome.
   */
  LinkPermanente?: string;
  /**
   * Observações: Anotações internas da equipe de produto.
   */
  Observacoes?: string;
}
