/* generated — do not edit, run npm run gen:types */

/**
 * Concurso (seção 3 da especificação, primeira leitura): os campos que o formulário de concursos edita. A banca e a carreira são escolhidas por BancaID e CarreiraID; a API devolve também Banca (BancaID, Nome) e Carreira (CarreiraID, Nome). ConcursoID, DataCriacao e DataEdicao vêm da API.
 */
export interface ProductConcurso {
  /**
   * Nome do concurso: Nome curto do concurso, ex.: Polícia Federal.
   */
  NomeConcurso: string;
  /**
   * Instituição: Órgão que faz o concurso.
   */
  Instituicao: string;
  /**
   * Situação do edital: Se o edital já foi publicado ou ainda é esperado.
   */
  Situacao: 'EditalPublicado' | 'EditalEmBreve';
  /**
   * Banca: Banca organizadora.
   */
  BancaID: number;
  /**
   * Carreira: Carreira (área) do concurso.
   */
  CarreiraID: number;
  /**
   * Região: Região das vagas.
   */
  Regiao?: 'Nacional' | 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul';
  /**
   * UF: Estado da sede do concurso.
   */
  Estado?:
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
   * Formação exigida: Escolaridade pedida nos cargos.
   */
  Formacao?: 'Nível fundamental' | 'Nível médio' | 'Nível superior';
  /**
   * Edital: Número do edital ou quando ele é esperado.
   */
  Edital?: string;
  /**
   * Cargos: Cargos oferecidos, separados por vírgula.
   */
  Cargos?: string;
  /**
   * Remuneração inicial: Maior remuneração inicial entre os cargos, em reais.
   */
  Remuneracao?: number | null;
  /**
   * Publicado: O concurso aparece na loja.
   */
  Publicado?: boolean;
  /**
   * Tags: Tags que ajudam a achar o concurso na loja.
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
   * Descrição: Apresentação do concurso na loja (texto formatado).
   */
  Descricao?: string;
  /**
   * Link permanente: Endereço permanente na loja; vazio = gerado a partir do nome.
   */
  URL?: string;
  /**
   * Título para buscadores: Título da página do concurso nos buscadores (até 70 caracteres).
   */
  TituloSEO?: string;
  /**
   * Descrição para buscadores: Resumo da página do concurso nos buscadores (até 160 caracteres).
   */
  DescricaoSEO?: string;
}
