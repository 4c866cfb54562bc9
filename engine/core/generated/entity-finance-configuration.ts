/* generated — do not edit, run npm run gen:types */

/**
 * Configuração financeira: os dados da empresa que emite as notas fiscais e as regras de emissão. ConfiguracaoID vem da API.
 */
export interface FinanceConfiguration {
  /**
   * Razão social: Nome empresarial de quem emite as notas.
   */
  RazaoSocial: string;
  /**
   * Nome fantasia: Nome comercial da empresa.
   */
  NomeFantasia?: string;
  /**
   * CNPJ: CNPJ do emissor (14 dígitos).
   */
  CNPJ: string;
  /**
   * Inscrição municipal: Inscrição do emissor no cadastro de contribuintes do município.
   */
  InscricaoMunicipal: string;
  /**
   * Município: Município onde as notas de serviço são emitidas.
   */
  Municipio: string;
  /**
   * UF: Estado do município.
   */
  UF:
    | 'AC'
    | 'AL'
    | 'AM'
    | 'AP'
    | 'BA'
    | 'CE'
    | 'DF'
    | 'ES'
    | 'GO'
    | 'MA'
    | 'MG'
    | 'MS'
    | 'MT'
    | 'PA'
    | 'PB'
    | 'PE'
    | 'PI'
    | 'PR'
    | 'RJ'
    | 'RN'
    | 'RO'
    | 'RR'
    | 'RS'
    | 'SC'
    | 'SE'
    | 'SP'
    | 'TO';
  /**
   * Regime tributário: Regime de tributação da empresa.
   */
  RegimeTributario: 'Simples Nacional' | 'Lucro Presumido' | 'Lucro Real';
  /**
   * Alíquota do ISS: Alíquota do ISS sobre o serviço, em % (de 2% a 5%).
   */
  AliquotaISS: number;
  /**
   * Código do serviço: Item da lista de serviços (LC 116/2003) no formato 00.00, ex.: 08.02 para ensino a distância.
   */
  CodigoServicoMunicipal: string;
  /**
   * Descrição do serviço na nota: Texto impresso em toda nota fiscal.
   */
  DescricaoServico?: string;
  /**
   * Série da nota: Série das notas emitidas.
   */
  SerieNota?: string;
  /**
   * Ambiente: Homologação emite notas de teste, sem valor fiscal.
   */
  Ambiente?: 'Produção' | 'Homologação';
  /**
   * Emissão automática: A nota é emitida assim que o pedido é pago.
   */
  EmissaoAutomatica?: boolean;
  /**
   * Enviar a nota ao aluno: O aluno recebe a nota fiscal por e-mail.
   */
  EnviarEmailAluno?: boolean;
  /**
   * E-mail do financeiro: Recebe uma cópia de cada nota e os avisos de falha na emissão.
   */
  EmailFinanceiro?: string;
}
