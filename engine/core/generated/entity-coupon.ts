/* generated — do not edit, run npm run gen:types */

/**
 * Cupom de desconto (seção 3 da especificação): os campos que o formulário edita. Os ids somente leitura (CupomID, OperadorID, UsuarioID, NomeUsuario, ProdutoCupomID) vêm da API e voltam no corpo do salvar sem aparecer no formulário. `title` e `description` de cada campo aparecem no formulário.
 */
export interface Coupon {
  /**
   * Nome: Código do cupom que o aluno digita na compra.
   */
  Nome: string;
  /**
   * Modalidade: Cupom de vendas ou de campanha.
   */
  Modalidade?: 'Vendas' | 'Campanha';
  /**
   * Tipo de desconto: Como o desconto é aplicado.
   */
  TipoDescontoID?: 1 | 2;
  /**
   * Desconto: Percentual ou valor em reais, conforme o tipo de desconto.
   */
  Desconto: number;
  /**
   * Aplicável a: Produtos em que o cupom vale.
   */
  Aplicavel?: 1 | 2 | 3 | 4 | null;
  /**
   * Com valor limite: O cupom tem um valor limite de uso.
   */
  Limite?: boolean;
  /**
   * Data de criação: Dia em que o cupom foi criado.
   */
  DataCriacao?: string;
  /**
   * Data de expiração: Último dia em que o cupom vale.
   */
  DataExpiracao?: string;
  /**
   * Ativo: Cupom ativo (aceito nas compras).
   */
  Status?: boolean;
  /**
   * Uso único: Cada aluno usa o cupom uma vez só.
   */
  UsoUnico?: boolean;
  /**
   * Campanha: Campanha de marketing do cupom.
   */
  Campanha?: string;
  /**
   * Venda: Venda ou parceiro de origem do cupom.
   */
  Venda?: string;
  /**
   * Produtos do cupom: Produtos em que o cupom personalizado vale.
   *
   * Items: Produto
   */
  ProdutosDoCupom?: {
    /**
     * ID: Id do produto.
     */
    ID: number;
    /**
     * Nome: Nome do produto.
     */
    Nome: string;
  }[];
  /**
   * Valor limite: Valor limite de uso do cupom, em reais.
   */
  ValorLimite?: number;
}
