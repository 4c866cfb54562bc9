/* generated — do not edit, run npm run gen:types */

/**
 * Aluno (seção 3 da especificação): dados pessoais e endereço. O AlunoID vem da API e volta no corpo do salvar sem aparecer no formulário. CPF, telefone e CEP ficam só com os dígitos.
 */
export interface Student {
  /**
   * Nome completo: Nome do aluno como no documento.
   */
  NomeCompleto: string;
  /**
   * CPF: CPF do aluno (com dígitos verificadores válidos).
   */
  CPF: string;
  /**
   * E-mail: E-mail com que o aluno entra na área do aluno.
   */
  Email: string;
  /**
   * Telefone: Celular ou fixo com DDD.
   */
  Telefone?: string;
  /**
   * CEP: CEP do endereço.
   */
  CEP?: string;
  /**
   * Logradouro: Rua, avenida ou travessa.
   */
  Logradouro?: string;
  /**
   * Número: Número do endereço, só com dígitos (sem número: deixe vazio).
   */
  Numero?: string;
  /**
   * Complemento: Apartamento, bloco, casa.
   */
  Complemento?: string;
  /**
   * Bairro: Bairro do endereço.
   */
  Bairro?: string;
  /**
   * Cidade: Cidade do endereço.
   */
  Cidade?: string;
  /**
   * Estado: Unidade da federação do endereço.
   */
  Estado?:
    | 'AC'
    | 'AL'
    | 'AP'
    | 'AM'
    | 'BA'
    | 'CE'
    | 'DF'
    | 'ES'
    | 'GO'
    | 'MA'
    | 'MT'
    | 'MS'
    | 'MG'
    | 'PA'
    | 'PB'
    | 'PR'
    | 'PE'
    | 'PI'
    | 'RJ'
    | 'RN'
    | 'RS'
    | 'RO'
    | 'RR'
    | 'SC'
    | 'SP'
    | 'SE'
    | 'TO';
}
