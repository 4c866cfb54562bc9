/* generated — do not edit, run npm run gen:types */

/**
 * Combo: um produto que junta cursos e módulos por um preço só. ComboID, ValorItens e QuantidadeItens vêm da API (o servidor calcula os dois últimos) e voltam no corpo do salvar sem aparecer no formulário.
 */
export interface ProductCombo {
  /**
   * Nome do combo: Nome do combo na loja.
   */
  Nome: string;
  /**
   * Cursos: Cursos que o combo inclui.
   *
   * Items: Curso
   */
  Cursos?: {
    /**
     * ID: Id do curso.
     */
    CursoID: number;
    /**
     * Nome: Nome do curso.
     */
    NomeCurso?: string;
  }[];
  /**
   * Módulos: Módulos avulsos que o combo inclui.
   *
   * Items: Módulo
   */
  Modulos?: {
    /**
     * ID: Id do módulo.
     */
    ModuloID: number;
    /**
     * Nome: Nome do módulo.
     */
    NomeModulo?: string;
  }[];
  /**
   * Preço do combo: Preço do combo, em reais; não pode passar da soma dos produtos comprados separadamente.
   */
  Preco: number;
  /**
   * Desconto promocional: Percentual de desconto no período de desconto (0 = sem desconto).
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
   * Venda até: Último dia em que o combo pode ser comprado (vazio = sem prazo).
   */
  DataFinalVenda?: string | null;
  /**
   * Publicado: O combo aparece na loja.
   */
  Publicado?: boolean;
  /**
   * Aceita cupom: Cupons de desconto valem na compra do combo.
   */
  UsoCupom?: boolean;
  /**
   * Descrição: Apresentação do combo na loja (texto formatado).
   */
  Descricao?: string;
  /**
   * Link permanente: Endereço permanente na loja; vazio = gerado a partir do nome.
   */
  LinkPermanente?: string;
  /**
   * Observações: Anotações internas da equipe de produto.
   */
  Observacoes?: string;
}
