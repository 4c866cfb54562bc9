/* generated — do not edit, run npm run gen:types */

/**
 * Definição de uma tela (um arquivo screens/<área>/<nome>.json por rota), escolhida por `kind`. Veja schemas/README.md.
 */
export type ScreenDefinition = ListScreen | FormScreen | DetailScreen | DashboardScreen | CustomScreen;
/**
 * Botão "novo" no cabeçalho: abre a rota do formulário de criação ou, com `"kind": "form"`, um diálogo com formulário (ação de formulário; a lista recarrega depois do sucesso).
 */
export type CreateControl = CreateButton | FormAction;
/**
 * Uma ação (botão) sobre uma linha, um registro ou a página, escolhida por `kind`.
 */
export type Action = LinkAction | CallAction | FormAction;
/**
 * Uma seção da página de detalhe, escolhida por `kind`.
 */
export type DetailSection = DetailFieldsSection | DetailTableSection | DetailHtmlSection;
/**
 * Um widget do painel, escolhido por `kind`.
 */
export type DashboardWidget = DashboardStatWidget | DashboardChartWidget | DashboardTableWidget;

/**
 * Tela de lista: tabela paginada com filtros, ordenação, ações por linha, botão de novo e exportação CSV.
 */
export interface ListScreen {
  /**
   * Caminho relativo até schemas/screen.schema.json; só serve ao editor, que completa e confere os campos.
   */
  $schema?: string;
  /**
   * Identificador único da tela, em minúsculas e separado por pontos (ex.: `marketing.cupons`).
   */
  id: string;
  /**
   * Tipo da tela.
   */
  kind: 'list';
  /**
   * Padrão de rota do wouter: segmentos fixos em minúsculas com hífens e parâmetros `:nome` (opcionais com `?`), ex.: `/marketing/cupom-de-desconto-novo/:_id?`. Único entre as telas.
   */
  route: string;
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado.
   */
  permission: string | null;
  /**
   * Rota pública só para visitantes (login, redefinição de senha): sem a moldura do app; um usuário autenticado vai para a sua página inicial.
   */
  guestOnly?: boolean;
  /**
   * Rota aberta sem autenticação (usada com `guestOnly`).
   */
  public?: boolean;
  sampleParams?: SampleParams;
  source: Source;
  /**
   * Colunas da tabela, na ordem.
   *
   * @minItems 1
   */
  columns: Column[];
  filters?: FilterForm;
  create?: CreateControl;
  /**
   * Ações de cada linha.
   */
  rowActions?: Action[];
  export?: ExportOptions;
  /**
   * Tamanhos de página oferecidos (padrão `[10, 25, 50, 100]`).
   *
   * @minItems 1
   */
  pageSizes?: number[];
  defaultSort?: DefaultSort;
  /**
   * Texto em pt-BR quando não há linhas.
   */
  emptyText?: string;
}
/**
 * Parâmetros de rota de exemplo (nome → valor) com que os testes gerados e o benchmark abrem a tela; obrigatório para cada parâmetro obrigatório da rota.
 */
export interface SampleParams {
  /**
   * Valor de exemplo do parâmetro (os ids da API simulada começam em 1).
   */
  [k: string]: string;
}
/**
 * Uma chamada de lista paginada e o mapeamento da sua resposta. Os filtros vão como campos do corpo, com os nomes das propriedades do formulário de filtros.
 */
export interface Source {
  /**
   * Caminho da chamada, começando com `/` (relativo a API_URL).
   */
  endpoint: string;
  /**
   * Método HTTP (padrão POST). GET envia `query` (e `body` junto na query string); os outros enviam `body` como JSON.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Caminho com pontos do array de linhas na resposta.
   */
  rows: string;
  /**
   * Caminho com pontos do total de linhas; ausente = o tamanho de `rows`.
   */
  total?: string;
  /**
   * Campo que identifica uma linha.
   */
  id?: string;
  /**
   * Campos da paginação no corpo; `false` = o endpoint devolve tudo e o cliente pagina.
   */
  paging?: false | Paging;
  sort?: SortFields;
}
/**
 * Modelo do corpo JSON: um valor que seja exatamente `":nome"` é trocado pelo valor `nome` do contexto (parâmetros da rota, depois o registro), mantendo o tipo; um valor ausente remove a chave.
 */
export interface BodyTemplate {
  [k: string]: unknown;
}
/**
 * Modelo da query string, com os mesmos marcadores `":nome"` do corpo.
 */
export interface QueryTemplate {
  [k: string]: unknown;
}
/**
 * Campos do corpo que levam a paginação (primeira página = 1, tamanho padrão 10).
 */
export interface Paging {
  /**
   * Campo do número da página (padrão `NumeroDaPagina`).
   */
  page?: string;
  /**
   * Campo do tamanho da página (padrão `QTDPorPagina`).
   */
  perPage?: string;
}
/**
 * Campos do corpo que levam a ordenação.
 */
export interface SortFields {
  /**
   * Campo com a coluna da ordenação (padrão `OrdenarPor`).
   */
  field?: string;
  /**
   * Campo com `asc` ou `desc` (padrão `Ordem`).
   */
  order?: string;
}
/**
 * Uma coluna de tabela.
 */
export interface Column {
  /**
   * Caminho com pontos do valor na linha (ex.: `Professor.Nome`).
   */
  field: string;
  /**
   * Cabeçalho da coluna em pt-BR.
   */
  title: string;
  /**
   * Formato de célula registrado (padrão `text`): text, number, money, percent, date, datetime, boolean, status, cpf, phone, cep, list, html, image, link.
   */
  format?: string;
  /**
   * A coluna ordena a lista (pelo servidor).
   */
  sortable?: boolean;
  /**
   * Largura em pixels.
   */
  width?: number;
  options?: FormatOptions;
}
/**
 * Opções do formato: `status` → `{ "<valor>": { "label", "intent" } }`; `list` → `{ "labelField" }`; `boolean` → `{ "true": "Sim", "false": "Não" }`; `image` → `{ "altField" }` (campo da linha com o texto alternativo).
 */
export interface FormatOptions {
  [k: string]: unknown;
}
/**
 * Formulário de filtros: um JSON Schema de objeto com propriedades simples (texto, número, booleano, enum/oneOf, data).
 */
export interface FilterForm {
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Valores iniciais dos filtros; em datas, `$today` e `$today-30` (dias) são resolvidos na hora.
   */
  defaults?: {
    [k: string]: unknown;
  };
}
/**
 * Um JSON Schema (draft-07, como o rjsf usa) de objeto, ou `{ "$ref": "../../schemas/entities/<entidade>.schema.json" }`, embutido na construção. Livre aqui; o validador o compila com ajv.
 */
export interface JsonSchema {
  [k: string]: unknown;
}
/**
 * uiSchema do rjsf; `ui:widget` deve ser um widget registrado (text, textarea, number, money, percent, date, switch, select, multiselect, remoteSelect, remoteMultiSelect, email, password, cpf, cnpj, phone, cep, richtext, image).
 */
export interface UiSchema {
  [k: string]: unknown;
}
/**
 * Botão "novo" que abre a rota do formulário de criação.
 */
export interface CreateButton {
  /**
   * Texto do botão em pt-BR (padrão "Novo").
   */
  label?: string;
  /**
   * Rota do formulário de criação.
   */
  route: string;
  /**
   * Chave de botão exigida (ex.: `Cupons.new`).
   */
  permission?: string | null;
}
/**
 * Botão que abre um diálogo com formulário; o corpo da chamada recebe os dados do formulário sobre o modelo do corpo.
 */
export interface FormAction {
  /**
   * Tipo da ação.
   */
  kind: 'form';
  /**
   * Texto do botão em pt-BR.
   */
  label: string;
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `edit`.
   */
  icon?: string;
  /**
   * Cor do Blueprint.
   */
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  /**
   * Título do diálogo em pt-BR (`{nome}` vem do contexto).
   */
  title?: string;
  schema: JsonSchema;
  uiSchema?: UiSchema;
  call: Call;
  /**
   * Abre o formulário já preenchido com os valores do contexto (a linha ou o registro) para as propriedades do esquema, como numa edição; ausente = formulário vazio.
   */
  prefill?: boolean;
  /**
   * Texto do botão de envio do diálogo em pt-BR (padrão: o `label`), ex.: "Salvar".
   */
  submitLabel?: string;
  /**
   * Aviso em pt-BR depois do sucesso.
   */
  success?: string;
  /**
   * Chave de permissions.json exigida; ausente ou `null` = sem restrição.
   */
  permission?: string | null;
  when?: When;
}
/**
 * Uma requisição HTTP.
 */
export interface Call {
  /**
   * Caminho da chamada, começando com `/` (relativo a API_URL).
   */
  endpoint: string;
  /**
   * Método HTTP (padrão POST). GET envia `query` (e `body` junto na query string); os outros enviam `body` como JSON.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: BodyTemplate;
  query?: QueryTemplate;
}
/**
 * Condição: mostra só quando um campo do contexto está (`in`) ou não está (`notIn`) entre valores. Use exatamente um de `in` / `notIn`.
 */
export interface When {
  /**
   * Caminho com pontos do campo no contexto.
   */
  field: string;
  /**
   * Valores em que a condição vale.
   *
   * @minItems 1
   */
  in?: unknown[];
  /**
   * Valores em que a condição não vale.
   *
   * @minItems 1
   */
  notIn?: unknown[];
}
/**
 * Botão que navega para uma rota.
 */
export interface LinkAction {
  /**
   * Tipo da ação.
   */
  kind: 'link';
  /**
   * Texto do botão em pt-BR.
   */
  label: string;
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `edit`.
   */
  icon?: string;
  /**
   * Cor do Blueprint.
   */
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  /**
   * Rota de destino; segmentos `:nome` são trocados pelos valores do contexto (codificados para URL).
   */
  route: string;
  /**
   * Chave de permissions.json exigida; ausente ou `null` = sem restrição.
   */
  permission?: string | null;
  when?: When;
}
/**
 * Botão que faz uma chamada (ex.: remover), com confirmação opcional.
 */
export interface CallAction {
  /**
   * Tipo da ação.
   */
  kind: 'call';
  /**
   * Texto do botão em pt-BR.
   */
  label: string;
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `edit`.
   */
  icon?: string;
  /**
   * Cor do Blueprint.
   */
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  call: Call;
  /**
   * Pergunta de confirmação em pt-BR (`{nome}` vem do contexto); ausente = sem confirmação.
   */
  confirm?: string;
  /**
   * Aviso em pt-BR depois do sucesso.
   */
  success?: string;
  /**
   * Chave de permissions.json exigida; ausente ou `null` = sem restrição.
   */
  permission?: string | null;
  when?: When;
}
/**
 * Exportação CSV de todas as linhas do filtro atual.
 */
export interface ExportOptions {
  /**
   * Nome do arquivo, sem `.csv` (padrão: o id da tela).
   */
  fileName?: string;
}
/**
 * Ordenação inicial.
 */
export interface DefaultSort {
  /**
   * Campo da ordenação.
   */
  field: string;
  /**
   * Direção.
   */
  order: 'asc' | 'desc';
}
/**
 * Tela de formulário (rjsf): cria um registro ou, com o parâmetro `idParam` presente, carrega e edita.
 */
export interface FormScreen {
  /**
   * Caminho relativo até schemas/screen.schema.json; só serve ao editor, que completa e confere os campos.
   */
  $schema?: string;
  /**
   * Identificador único da tela, em minúsculas e separado por pontos (ex.: `marketing.cupons`).
   */
  id: string;
  /**
   * Tipo da tela.
   */
  kind: 'form';
  /**
   * Padrão de rota do wouter: segmentos fixos em minúsculas com hífens e parâmetros `:nome` (opcionais com `?`), ex.: `/marketing/cupom-de-desconto-novo/:_id?`. Único entre as telas.
   */
  route: string;
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado.
   */
  permission: string | null;
  /**
   * Rota pública só para visitantes (login, redefinição de senha): sem a moldura do app; um usuário autenticado vai para a sua página inicial.
   */
  guestOnly?: boolean;
  /**
   * Rota aberta sem autenticação (usada com `guestOnly`).
   */
  public?: boolean;
  sampleParams?: SampleParams;
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Parâmetro da rota com o id do registro (ex.: `_id`); ausente na URL = modo de criação.
   */
  idParam?: string;
  /**
   * Registro único (ex.: configurações): a tela está sempre em modo de edição — carrega com `load` mesmo sem o parâmetro `idParam` na rota e salva com a chave `permissions.edit`.
   */
  singleton?: boolean;
  load?: RecordCall;
  save: RecordCall;
  remove?: CallAction;
  /**
   * Rota para onde ir depois de salvar (modelos `:nome` permitidos).
   */
  afterSave?: string;
  /**
   * Aviso em pt-BR depois de salvar (padrão "Registro salvo com sucesso.").
   */
  success?: string;
  permissions?: FormPermissions;
}
/**
 * Uma requisição cuja resposta traz um registro em `record`.
 */
export interface RecordCall {
  /**
   * Caminho da chamada, começando com `/` (relativo a API_URL).
   */
  endpoint: string;
  /**
   * Método HTTP (padrão POST). GET envia `query` (e `body` junto na query string); os outros enviam `body` como JSON.
   */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Caminho com pontos do registro na resposta; ausente = a resposta inteira.
   */
  record?: string;
}
/**
 * Chaves de botão exigidas para salvar.
 */
export interface FormPermissions {
  /**
   * Chave para salvar um registro novo (ex.: `Cupons.new`).
   */
  new?: string;
  /**
   * Chave para salvar uma edição (ex.: `Cupons.edit`).
   */
  edit?: string;
}
/**
 * Tela de detalhe: um registro em seções (campos, tabelas, texto rico) e ações sobre ele.
 */
export interface DetailScreen {
  /**
   * Caminho relativo até schemas/screen.schema.json; só serve ao editor, que completa e confere os campos.
   */
  $schema?: string;
  /**
   * Identificador único da tela, em minúsculas e separado por pontos (ex.: `marketing.cupons`).
   */
  id: string;
  /**
   * Tipo da tela.
   */
  kind: 'detail';
  /**
   * Padrão de rota do wouter: segmentos fixos em minúsculas com hífens e parâmetros `:nome` (opcionais com `?`), ex.: `/marketing/cupom-de-desconto-novo/:_id?`. Único entre as telas.
   */
  route: string;
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado.
   */
  permission: string | null;
  /**
   * Rota pública só para visitantes (login, redefinição de senha): sem a moldura do app; um usuário autenticado vai para a sua página inicial.
   */
  guestOnly?: boolean;
  /**
   * Rota aberta sem autenticação (usada com `guestOnly`).
   */
  public?: boolean;
  sampleParams?: SampleParams;
  /**
   * Parâmetro da rota com o id do registro.
   */
  idParam?: string;
  load: RecordCall;
  /**
   * Título com dados do registro (ex.: `{NomeAluno}`); ausente = o título da tela.
   */
  heading?: string;
  /**
   * Ações sobre o registro, no cabeçalho.
   */
  actions?: Action[];
  /**
   * Seções, na ordem.
   *
   * @minItems 1
   */
  sections: DetailSection[];
}
/**
 * Campos do registro em pares rótulo/valor.
 */
export interface DetailFieldsSection {
  /**
   * Tipo da seção.
   */
  kind: 'fields';
  /**
   * Título da seção em pt-BR.
   */
  title?: string;
  /**
   * Campos, na ordem.
   *
   * @minItems 1
   */
  fields: DetailField[];
  when?: When;
}
/**
 * Um campo mostrado numa seção de detalhe.
 */
export interface DetailField {
  /**
   * Caminho com pontos do valor no registro.
   */
  field: string;
  /**
   * Rótulo em pt-BR.
   */
  title: string;
  /**
   * Formato de célula registrado (padrão `text`): text, number, money, percent, date, datetime, boolean, status, cpf, phone, cep, list, html, image, link.
   */
  format?: string;
  options?: FormatOptions;
}
/**
 * Tabela de um array do registro (ex.: os pedidos de um aluno).
 */
export interface DetailTableSection {
  /**
   * Tipo da seção.
   */
  kind: 'table';
  /**
   * Título da seção em pt-BR.
   */
  title?: string;
  /**
   * Caminho com pontos do array de linhas no registro.
   */
  rows: string;
  /**
   * Campo que identifica uma linha.
   */
  id?: string;
  /**
   * Colunas, na ordem.
   *
   * @minItems 1
   */
  columns: Column[];
  /**
   * Ações de cada linha (o contexto é o registro mais a linha).
   */
  rowActions?: Action[];
  /**
   * Texto em pt-BR quando o array está vazio.
   */
  emptyText?: string;
  when?: When;
}
/**
 * Texto rico de um campo do registro, sanitizado (DOMPurify).
 */
export interface DetailHtmlSection {
  /**
   * Tipo da seção.
   */
  kind: 'html';
  /**
   * Título da seção em pt-BR.
   */
  title?: string;
  /**
   * Caminho com pontos do campo com o HTML.
   */
  field: string;
  when?: When;
}
/**
 * Painel: filtros (ex.: período) e widgets (números, gráficos, tabelas), cada um com a sua fonte.
 */
export interface DashboardScreen {
  /**
   * Caminho relativo até schemas/screen.schema.json; só serve ao editor, que completa e confere os campos.
   */
  $schema?: string;
  /**
   * Identificador único da tela, em minúsculas e separado por pontos (ex.: `marketing.cupons`).
   */
  id: string;
  /**
   * Tipo da tela.
   */
  kind: 'dashboard';
  /**
   * Padrão de rota do wouter: segmentos fixos em minúsculas com hífens e parâmetros `:nome` (opcionais com `?`), ex.: `/marketing/cupom-de-desconto-novo/:_id?`. Único entre as telas.
   */
  route: string;
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado.
   */
  permission: string | null;
  /**
   * Rota pública só para visitantes (login, redefinição de senha): sem a moldura do app; um usuário autenticado vai para a sua página inicial.
   */
  guestOnly?: boolean;
  /**
   * Rota aberta sem autenticação (usada com `guestOnly`).
   */
  public?: boolean;
  sampleParams?: SampleParams;
  filters?: FilterForm;
  /**
   * Chamadas por nome; os filtros vão no corpo (ou na query, em GET).
   */
  sources: {
    [k: string]: Call;
  };
  /**
   * Widgets numa grade de 12 colunas, na ordem.
   *
   * @minItems 1
   */
  widgets: DashboardWidget[];
}
/**
 * Um número em destaque.
 */
export interface DashboardStatWidget {
  /**
   * Tipo do widget.
   */
  kind: 'stat';
  /**
   * Nome de uma das `sources` da tela.
   */
  source: string;
  /**
   * Título do widget em pt-BR.
   */
  title: string;
  /**
   * Caminho com pontos do valor na resposta.
   */
  field: string;
  /**
   * Formato de célula do valor (padrão `number`).
   */
  format?: string;
  /**
   * Largura em colunas da grade de 12 (padrão 12).
   */
  width?: number;
}
/**
 * Um gráfico do chart.js sobre linhas da resposta: rótulos de um campo, uma série por campo.
 */
export interface DashboardChartWidget {
  /**
   * Tipo do widget.
   */
  kind: 'chart';
  /**
   * Tipo de gráfico.
   */
  chart: 'line' | 'bar' | 'doughnut';
  /**
   * Nome de uma das `sources` da tela.
   */
  source: string;
  /**
   * Título do widget em pt-BR.
   */
  title: string;
  /**
   * Caminho com pontos do array de linhas na resposta.
   */
  rows: string;
  label: ChartLabel;
  /**
   * Séries (conjuntos de dados), na ordem.
   *
   * @minItems 1
   */
  series: ChartSeries[];
  /**
   * Largura em colunas da grade de 12 (padrão 12).
   */
  width?: number;
}
/**
 * Campo dos rótulos (eixo X ou fatias).
 */
export interface ChartLabel {
  /**
   * Campo do rótulo em cada linha.
   */
  field: string;
  /**
   * Formato do rótulo (padrão `text`).
   */
  format?: string;
}
/**
 * Uma série: um campo numérico de cada linha.
 */
export interface ChartSeries {
  /**
   * Campo do valor em cada linha.
   */
  field: string;
  /**
   * Nome da série em pt-BR (legenda).
   */
  label: string;
  /**
   * Formato dos valores no eixo e na dica (padrão `number`; o da primeira série vale para o eixo).
   */
  format?: string;
}
/**
 * Uma tabela sobre linhas da resposta.
 */
export interface DashboardTableWidget {
  /**
   * Tipo do widget.
   */
  kind: 'table';
  /**
   * Nome de uma das `sources` da tela.
   */
  source: string;
  /**
   * Título do widget em pt-BR.
   */
  title: string;
  /**
   * Caminho com pontos do array de linhas na resposta.
   */
  rows: string;
  /**
   * Colunas, na ordem.
   *
   * @minItems 1
   */
  columns: Column[];
  /**
   * Largura em colunas da grade de 12 (padrão 12).
   */
  width?: number;
}
/**
 * Tela com um componente registrado (chat, calendário, hierarquia, login...).
 */
export interface CustomScreen {
  /**
   * Caminho relativo até schemas/screen.schema.json; só serve ao editor, que completa e confere os campos.
   */
  $schema?: string;
  /**
   * Identificador único da tela, em minúsculas e separado por pontos (ex.: `marketing.cupons`).
   */
  id: string;
  /**
   * Tipo da tela.
   */
  kind: 'custom';
  /**
   * Padrão de rota do wouter: segmentos fixos em minúsculas com hífens e parâmetros `:nome` (opcionais com `?`), ex.: `/marketing/cupom-de-desconto-novo/:_id?`. Único entre as telas.
   */
  route: string;
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado.
   */
  permission: string | null;
  /**
   * Rota pública só para visitantes (login, redefinição de senha): sem a moldura do app; um usuário autenticado vai para a sua página inicial.
   */
  guestOnly?: boolean;
  /**
   * Rota aberta sem autenticação (usada com `guestOnly`).
   */
  public?: boolean;
  sampleParams?: SampleParams;
  /**
   * Nome de um componente customizado registrado (engine/core/names.ts).
   */
  component: string;
  /**
   * Configurações livres entregues ao componente.
   */
  settings?: {
    [k: string]: unknown;
  };
}
