/* generated — do not edit, run npm run gen:types */

/**
 * Cupom de desconto (seção 3 da especificação): os campos que o formulário edita. O CupomID vem da API e volta no corpo do salvar sem aparecer no formulário; ProdutoCupomID, OperadorID, UsuarioID e NomeUsuario também vêm da API e aparecem somente leitura (readOnly). `title` e `description` de cada campo aparecem no formulário.
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
   * Produto do cupom: O módulo ou curso em que o cupom vale, quando ele vale para um só produto (vem da API).
   */
  ProdutoCupomID?: number | null;
  /**
   * Operador (ID): Id do operador de vendas ligado ao cupom; vazio nos cupons de campanha (vem da API).
   */
  OperadorID?: number | null;
  /**
   * Usuário (ID): Id do usuário do back-office que criou o cupom (vem da API).
   */
  UsuarioID?: number;
  /**
   * Criado por: Nome do usuário do back-office que criou o cupom (vem da API).
   */
  NomeUsuario?: string;
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
