/* generated — do not edit, run npm run gen:types */

/**
 * Link de vendas (seção 3 da especificação): o link de checkout que um vendedor manda a um cliente, para um curso ou um módulo, com desconto. `tipoProduto`, `cursoId` e `moduloId` são campos de apoio que a API envia junto (o registro guarda `curso` e `modulo` como {_id, name}). Link, situação, operador e data de criação são preenchidos pelo servidor.
 */
export interface SalesLink {
  /**
   * E-mail do cliente: Quem recebe o link e paga por ele.
   */
  Email: string;
  /**
   * Produto vendido: Um curso inteiro ou um módulo avulso.
   */
  tipoProduto: 'Curso' | 'Módulo';
  /**
   * Tipo de desconto: Desconto em porcentagem do preço ou em reais.
   */
  discountType: 'Porcentagem' | 'Dinheiro';
  /**
   * Válido até: Último dia em que o link aceita pagamento.
   */
  dataExpiracao: string;
  /**
   * Link gerado: Endereço de checkout para enviar ao cliente; é gerado ao salvar.
   */
  link?: string;
  /**
   * Situação do pagamento: Muda para pago quando o cliente conclui o pagamento.
   */
  status?: 'pago' | 'pagamento pendente';
  /**
   * Criado por: Quem fez o link.
   */
  operador?: string;
  /**
   * Criado em: Dia em que o link foi feito.
   */
  dataCriacao?: string;
  /**
   * Curso: Curso vendido pelo link.
   */
  cursoId?: number;
  /**
   * Módulo: Módulo vendido pelo link.
   */
  moduloId?: number;
  /**
   * Desconto: Porcentagem tirada do preço.
   */
  porcentagemDesconto?: number;
  /**
   * Desconto: Valor tirado do preço, em reais.
   */
  valorDesconto?: number;
}
