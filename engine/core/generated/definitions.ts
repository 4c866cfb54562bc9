/* generated — do not edit, run npm run gen:types */

/**
 * Definição de uma tela (um arquivo screens/<área>/<nome>.json por rota), escolhida por `kind`. Veja schemas/README.md.
 */
export type ScreenDefinition = ListScreen | FormScreen | DetailScreen | DashboardScreen | CustomScreen;
/**
 * Uma coluna de tabela.
 */
export type Column = {
  /**
   * Caminho com pontos do valor na linha (ex.: `Professor.Nome`).
   */
  field: string;
  /**
   * Rótulo em pt-BR.
   */
  title: string;
  format?: CellFormatName;
  /**
   * Opções do formato (cada formato declara as suas; `status` → `{ "<valor>": { "label", "intent" } }`, `list` → `{ "labelField" }`, `boolean` → `{ "true", "false" }`, `image` → `{ "altField" }`).
   */
  options?: {};
  /**
   * A coluna ordena a lista (pelo servidor).
   */
  sortable?: boolean;
  /**
   * Largura em pixels.
   */
  width?: number;
};
/**
 * Formato de célula registrado (padrão `text`). Registrados: `boolean`, `cep`, `cpf`, `date`, `datetime`, `html`, `image`, `link`, `list`, `money`, `number`, `percent`, `phone`, `status`, `text`.
 */
export type CellFormatName =
  | 'boolean'
  | 'cep'
  | 'cpf'
  | 'date'
  | 'datetime'
  | 'html'
  | 'image'
  | 'link'
  | 'list'
  | 'money'
  | 'number'
  | 'percent'
  | 'phone'
  | 'status'
  | 'text';
/**
 * O uiSchema de um filtro.
 */
export type FilterUiField = {
  'ui:widget'?: FilterWidgetName;
  'ui:options'?: FilterOptions;
  /**
   * Dica dentro do campo vazio, em pt-BR.
   */
  'ui:placeholder'?: string;
};
/**
 * Widget da barra de filtros (`ui:widget` de um filtro; ausente = o que o tipo da propriedade escolhe). Registrados: `boolean`, `date`, `number`, `select`, `text`.
 */
export type FilterWidgetName = 'boolean' | 'date' | 'number' | 'select' | 'text';
/**
 * Uma ação (botão) sobre uma linha, um registro ou a página: o nome de uma ação pronta do recurso (`create`, `edit`, `view`, `remove`), a mesma com ajustes (`{ "use": "remove", "when": ... }`) ou um objeto escolhido por `kind` (`link`, `call`, `form`).
 */
export type Action = ('create' | 'edit' | 'view' | 'remove') | BuiltinActionUse | CustomAction;
/**
 * Uma ação escrita na definição, escolhida por `kind`.
 */
export type CustomAction = LinkAction | CallAction | FormAction;
/**
 * uiSchema do rjsf: chaves `ui:*` para o campo e, com o nome de cada propriedade, o uiSchema dela.
 *
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^(?!ui:|items$)".
 */
export type UiSchema = {
  'ui:widget'?: WidgetName;
  'ui:field'?: FieldEditorName;
  'ui:options'?: FieldOptions;
  /**
   * Ordem das propriedades; `*` = as demais.
   */
  'ui:order'?: string[];
  /**
   * O campo recebe o foco ao abrir o formulário.
   */
  'ui:autofocus'?: boolean;
  /**
   * Dica dentro do campo vazio, em pt-BR.
   */
  'ui:placeholder'?: string;
  /**
   * Só leitura.
   */
  'ui:readonly'?: boolean;
  /**
   * Desabilitado.
   */
  'ui:disabled'?: boolean;
  /**
   * Rótulo em pt-BR no lugar do `title` do esquema.
   */
  'ui:title'?: string;
  /**
   * Descrição em pt-BR no lugar da do esquema.
   */
  'ui:description'?: string;
  /**
   * Ajuda em pt-BR mostrada embaixo do campo.
   */
  'ui:help'?: string;
  items?: UiSchema;
  [k: string]: UiSchema | WidgetName | FieldEditorName | FieldOptions | string[] | boolean | string | undefined;
};
/**
 * Widget de formulário registrado (`ui:widget`). Registrados: `cep`, `cnpj`, `cpf`, `date`, `email`, `hidden`, `image`, `money`, `multiselect`, `number`, `password`, `percent`, `permissionMatrix`, `phone`, `remoteMultiSelect`, `remoteSelect`, `richtext`, `select`, `switch`, `text`, `textarea`, `time`.
 */
export type WidgetName =
  | 'cep'
  | 'cnpj'
  | 'cpf'
  | 'date'
  | 'email'
  | 'hidden'
  | 'image'
  | 'money'
  | 'multiselect'
  | 'number'
  | 'password'
  | 'percent'
  | 'permissionMatrix'
  | 'phone'
  | 'remoteMultiSelect'
  | 'remoteSelect'
  | 'richtext'
  | 'select'
  | 'switch'
  | 'text'
  | 'textarea'
  | 'time';
/**
 * Editor de campo registrado (`ui:field`): edita um valor que um widget simples não edita. Registrados: `alternatives`, `hierarchyPicker`.
 */
export type FieldEditorName = 'alternatives' | 'hierarchyPicker';
/**
 * Os níveis, do primeiro para baixo.
 *
 * @minItems 1
 * @maxItems 10
 */
export type HierarchyLevels = HierarchyLevel[];
/**
 * Uma seção da página de detalhe, escolhida por `kind`: `fields`, `html`, `table`.
 */
export type DetailSection = DetailFieldsSection | DetailHtmlSection | DetailTableSection;
/**
 * Um campo mostrado numa seção de detalhe.
 */
export type DetailField = {
  /**
   * Caminho com pontos do valor no registro.
   */
  field: string;
  /**
   * Rótulo em pt-BR.
   */
  title: string;
  format?: CellFormatName;
  /**
   * Opções do formato (cada formato declara as suas; `status` → `{ "<valor>": { "label", "intent" } }`, `list` → `{ "labelField" }`, `boolean` → `{ "true", "false" }`, `image` → `{ "altField" }`).
   */
  options?: {};
};
/**
 * Um widget do painel, escolhido por `kind`: `chart`, `stat`, `table`.
 */
export type DashboardWidget = DashboardChartWidget | DashboardStatWidget | DashboardTableWidget;
/**
 * Um gráfico do chart.js sobre linhas da resposta: rótulos de um campo, uma série por campo.
 */
export type DashboardChartWidget = {
  /**
   * Tipo do widget.
   */
  kind: 'chart';
  chart: ChartName;
  /**
   * Opções do tipo de gráfico (cada tipo declara as suas).
   */
  options?: {};
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
};
/**
 * Tipo de gráfico (chart.js). Registrados: `bar`, `doughnut`, `line`.
 */
export type ChartName = 'bar' | 'doughnut' | 'line';
/**
 * Tela com um componente registrado que não é CRUD, configurado por `settings` (cada componente declara o esquema delas ao lado do seu código).
 */
export type CustomScreen =
  | CalendarAppScreen
  | ChatAppScreen
  | HierarchyBrowserScreen
  | HomeScreen
  | LoginScreen
  | RegisterScreen
  | ResetPasswordScreen
  | StudioScreen;
/**
 * Como a opção aparece em "Ver como", ex.: Gestor (gestor@exemplo.com.br).
 */
export type NomeNaLista = string;
/**
 * Os papéis do usuário, como o login os devolve (uma chave de permissão é um papel de mesmo nome).
 */
export type Papeis = string[];
/**
 * Conjuntos de papéis (chaves) que a pré-visualização do estúdio oferece em "Ver como", como os dos usuários de demonstração: a tela e o menu aparecem como esse usuário os veria.
 */
export type UsuariosParaVerComo = {
  label: NomeNaLista;
  roles: Papeis;
}[];
/**
 * Um nó do menu, escolhido por `type`.
 */
export type MenuNode = MenuGroup | MenuCollapse | MenuItem | MenuLink | MenuDivider;

/**
 * Every kind of definition file: a screen, a resource, app.json, menu.json and permissions.json.
 */
export interface DefinitionFiles {
  screen?: ScreenDefinition;
  resource?: ResourceDefinition;
  app?: AppDefinition;
  menu?: MenuFile;
  permissions?: PermissionsFile;
}
/**
 * Tela de lista: tabela paginada com filtros, ordenação, ações por linha, botões da página e exportação CSV. Lista os registros de um `resource`, ou de uma `source` própria.
 */
export interface ListScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
   */
  permission?: string | null;
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
   * O recurso da tela (screens/resources/<id>.json): dele vêm as chamadas, o esquema, as chaves de permissão e os textos.
   */
  resource?: string;
  source?: Source;
  /**
   * Colunas da tabela, na ordem.
   *
   * @minItems 1
   */
  columns: Column[];
  filters?: FilterForm;
  /**
   * Botões do cabeçalho da página (ex.: `["create"]`).
   */
  actions?: Action[];
  /**
   * Ações de cada linha (ex.: `["edit", "remove"]`); o contexto é a linha.
   */
  rowActions?: Action[];
  bulk?: ListBulk;
  dialog?: ListDialog;
  export?: ExportOptions;
  /**
   * Tamanhos de página oferecidos (padrão `[10, 25, 50, 100]`).
   *
   * @minItems 1
   */
  pageSizes?: number[];
  defaultSort?: DefaultSort;
  /**
   * Texto em pt-BR quando não há linhas (padrão: o texto `empty` do recurso).
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
 * A lista de uma tela sem recurso: uma chamada de lista mais o campo que identifica a linha.
 */
export interface Source {
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
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
   * Campos da paginação no corpo; `false` = o endpoint devolve tudo e o cliente pagina.
   */
  paging?: false | Paging;
  sort?: SortFields;
  /**
   * Campo que identifica uma linha.
   */
  id?: string;
}
/**
 * Modelo do corpo JSON: um valor que seja só `"{campo}"` é trocado pelo valor do contexto, mantendo o tipo (ausente = a chave some); `{campo}` dentro de um texto maior é trocado pelo texto do valor.
 */
export interface BodyTemplate {
  [k: string]: unknown;
}
/**
 * Modelo da query string, com os mesmos marcadores `{campo}` do corpo.
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
 * Formulário de filtros: um JSON Schema de objeto cujas propriedades a barra de filtros sabe desenhar (texto, número, sim/não, lista de opções, data).
 */
export interface FilterForm {
  schema: JsonSchema;
  uiSchema?: FilterUiSchema;
  /**
   * Valores iniciais dos filtros; em datas, `{today}`, `{today-30}` (dias) e `{monthStart}` são resolvidos na hora.
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
 * uiSchema dos filtros: nome da propriedade → o uiSchema do filtro.
 */
export interface FilterUiSchema {
  [k: string]: FilterUiField;
}
/**
 * Opções do widget do filtro.
 */
export interface FilterOptions {
  /**
   * Texto do valor verdadeiro (padrão "Sim").
   */
  trueLabel?: string;
  /**
   * Texto do valor falso (padrão "Não").
   */
  falseLabel?: string;
  /**
   * Nome do filtro de data que fecha o período começado por este (ex.: `DataFinal`): este filtro oferece os períodos prontos (hoje, 7 dias, 30 dias, este mês, mês passado), que preenchem os dois.
   */
  rangeEnd?: string;
}
/**
 * Uma ação pronta do recurso com ajustes desta tela: a condição `when` e, se preciso, outro texto, ícone ou cor.
 */
export interface BuiltinActionUse {
  /**
   * Ação pronta do recurso da tela: `create` (novo: a tela de formulário do recurso ou o diálogo da lista, chave `<recurso>.new`), `edit` (editar o registro, chave `.edit`), `view` (abrir a tela de detalhe do recurso, chave do recurso) e `remove` (remover com confirmação, chave `.delete`).
   */
  use: 'create' | 'edit' | 'view' | 'remove';
  /**
   * Texto do botão em pt-BR (padrão: o do recurso).
   */
  label?: string;
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `edit`.
   */
  icon?: string;
  /**
   * Cor do Blueprint.
   */
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  when?: When;
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
   * Rota de destino; `{campo}` é trocado pelo valor do contexto, codificado para URL (um segmento que fica vazio some).
   */
  route: string;
  /**
   * Chave de permissions.json exigida; ausente ou `null` = sem restrição.
   */
  permission?: string | null;
  when?: When;
}
/**
 * Botão que faz uma chamada, com confirmação opcional.
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
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Pergunta de confirmação em pt-BR; ausente = sem confirmação.
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
 * Botão que abre um diálogo com formulário; a chamada recebe os dados do formulário sobre o modelo do corpo.
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
   * Título do diálogo em pt-BR.
   */
  title?: string;
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Abre o formulário já preenchido com os valores do contexto (a linha ou o registro) para as propriedades do esquema, como numa edição; ausente = formulário vazio.
   */
  prefill?: boolean;
  /**
   * Texto do botão de envio do diálogo em pt-BR (padrão: o `label`), ex.: "Salvar".
   */
  submitLabel?: string;
  /**
   * Texto do botão que fecha o diálogo sem fazer nada (padrão "Cancelar"); use outro quando a ação já diz cancelar, ex.: "Voltar" ao lado de "Cancelar pedido".
   */
  closeLabel?: string;
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
 * Opções de `ui:options` (as do widget do campo: o explícito em `ui:widget`, ou o que o tipo do campo escolhe; `npm run validate` confere cada uma contra o widget do campo).
 */
export interface FieldOptions {
  /**
   * Colunas da grade de 12 que o campo ocupa (padrão 12, a linha toda).
   */
  width?: number;
  /**
   * Dica de preenchimento do navegador.
   */
  autocomplete?: 'current-password' | 'new-password';
  /**
   * Campo irmão que esta senha deve repetir (confirmação).
   */
  sameAs?: string;
  /**
   * Mensagem em pt-BR quando difere do `sameAs` (padrão "As senhas não são iguais").
   */
  sameAsMessage?: string;
  /**
   * Recurso cujos registros são as opções (a chamada `options` do recurso, ou `list`): num seletor, o valor é o `idField` e o texto o `labelField` dele; no seletor da hierarquia, a chamada lista os filhos de `{parentId}` (ausente = o primeiro nível).
   */
  resource?: string;
  source?: RowsCall;
  /**
   * Campo de uma opção guardado no formulário (padrão: o `idField` do recurso).
   */
  valueField?: string;
  /**
   * Campo de uma opção mostrado ao usuário (padrão: o `labelField` do recurso).
   */
  labelField?: string;
  /**
   * Campo de um registro com a área da chave; as linhas são agrupadas por área, na ordem do catálogo.
   */
  areaField?: string;
  /**
   * `value` (padrão) guarda o valor de cada opção; `object` guarda `{ <valueField>, <labelField> }`.
   */
  store?: 'value' | 'object';
  /**
   * Linhas visíveis (padrão 4).
   */
  rows?: number;
  /**
   * Campo do formulário, no mesmo nível, cujo valor escolhe a regra das alternativas (ex.: `type`).
   */
  typeField?: string;
  /**
   * Regra das alternativas de cada valor de `typeField`: `choice` (múltipla escolha: letras pela posição, adicionar, mover e remover), `trueFalse` (o par fixo Certo/Errado) ou `none` (sem alternativas; nada é desenhado). Um valor ausente daqui não tem alternativas.
   */
  rules?: {
    /**
     * Regra das alternativas deste valor do tipo.
     */
    [k: string]: 'choice' | 'trueFalse' | 'none';
  };
  /**
   * Campo que recebe, ao salvar, a letra da alternativa correta (vazio quando não há alternativas); use `"ui:widget": "hidden"` nele. Ausente = não preenche nenhum campo.
   */
  rightField?: string;
  /**
   * Quantas alternativas vazias uma questão nova de múltipla escolha mostra (padrão 5).
   */
  initial?: number;
  /**
   * Máximo de alternativas de múltipla escolha (padrão 10).
   */
  max?: number;
  levels?: HierarchyLevels;
}
/**
 * Uma requisição cuja resposta traz uma lista em `rows` (opções de um seletor, itens de um nível).
 */
export interface RowsCall {
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Caminho com pontos da lista na resposta.
   */
  rows: string;
}
/**
 * Um nível da hierarquia, do primeiro para baixo.
 */
export interface HierarchyLevel {
  /**
   * Parâmetro da rota com o identificador (slug) do item aberto deste nível.
   */
  param: string;
  /**
   * Nome do nível no singular (ex.: Tópico).
   */
  label: string;
  /**
   * Nome do nível no plural (ex.: Tópicos): o título da coluna.
   */
  plural: string;
  /**
   * Texto do botão que cria um item deste nível (ex.: Novo tópico).
   */
  newLabel: string;
}
/**
 * Seleção de linhas (uma caixa por linha e uma para a página) e ações em lote sobre as selecionadas, com confirmação que diz quantas e progresso. Precisa de `resource`.
 */
export interface ListBulk {
  /**
   * Ações em lote: `remove` (a chamada `remove` do recurso, com "Desfazer"), `activate` / `deactivate` (grava `activeField` como true / false com o `save` do recurso), `export` (CSV das linhas selecionadas).
   *
   * @minItems 1
   */
  actions: ('remove' | 'activate' | 'deactivate' | 'export')[];
  /**
   * Campo booleano de situação do recurso (ex. `Status`), exigido por `activate` e `deactivate`.
   */
  activeField?: string;
  /**
   * Os registros no plural, nas confirmações e avisos ("Remover 3 cupons?"); padrão "registros".
   */
  plural?: string;
}
/**
 * Cria e edita num diálogo sobre a lista, em vez de abrir a tela de formulário: as ações prontas `create` e `edit` abrem este formulário (esquema do recurso) e gravam com o `save` do recurso.
 */
export interface ListDialog {
  schema?: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Título do diálogo de criação (padrão: o texto `new` do recurso).
   */
  newTitle?: string;
  /**
   * Título do diálogo de edição (padrão "Editar {<labelField>}").
   */
  editTitle?: string;
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
 * Tela de formulário (rjsf): cria um registro ou, com o id na rota, carrega e edita. Com `resource`, o esquema, a leitura, a gravação, a remoção, as chaves e os textos vêm do recurso; sem ele, a tela traz `schema` e `save`.
 */
export interface FormScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Título em pt-BR ao criar um registro (padrão: `title`, que vale ao editar).
   */
  newTitle?: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
   */
  permission?: string | null;
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
   * O recurso da tela (screens/resources/<id>.json): dele vêm as chamadas, o esquema, as chaves de permissão e os textos.
   */
  resource?: string;
  schema?: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Parâmetro da rota com o id do registro; ausente = o único parâmetro da rota. Sem ele na URL, a tela cria.
   */
  idParam?: string;
  /**
   * Registro único (ex.: configurações): a tela está sempre em modo de edição — carrega mesmo sem o id na rota e salva com a chave de edição.
   */
  singleton?: boolean;
  load?: RecordCall;
  save?: RecordCall;
  /**
   * A remoção no modo de edição: `false` tira o botão que o recurso daria; uma ação `call` substitui a do recurso.
   */
  remove?: false | CallAction;
  /**
   * Botões extras do cabeçalho no modo de edição (o contexto é o registro).
   */
  actions?: Action[];
  /**
   * Rota depois de salvar ou remover; padrão: a tela de lista do recurso; sem ela, fica no formulário.
   */
  afterSave?: string;
  /**
   * Aviso depois de salvar (padrão: o texto `saved` do recurso, ou "Registro salvo com sucesso.").
   */
  success?: string;
  permissions?: FormPermissions;
}
/**
 * Uma requisição cuja resposta traz um registro em `record`.
 */
export interface RecordCall {
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Caminho com pontos do registro na resposta; ausente = a resposta inteira.
   */
  record?: string;
}
/**
 * Chaves de botão para salvar (tela sem recurso).
 */
export interface FormPermissions {
  /**
   * Chave para salvar um registro novo.
   */
  new?: string;
  /**
   * Chave para salvar uma edição.
   */
  edit?: string;
}
/**
 * Tela de detalhe: um registro em seções (campos, tabelas, texto rico) e ações sobre ele. Lê com o `get` do `resource`, ou com `load`.
 */
export interface DetailScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
   */
  permission?: string | null;
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
   * O recurso da tela (screens/resources/<id>.json): dele vêm as chamadas, o esquema, as chaves de permissão e os textos.
   */
  resource?: string;
  /**
   * Parâmetro da rota com o id do registro; ausente = o único parâmetro da rota.
   */
  idParam?: string;
  load?: RecordCall;
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
 * Painel: filtros (ex.: período) e widgets (números, gráficos, tabelas), cada um com a sua fonte.
 */
export interface DashboardScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
 * Uma requisição HTTP: `"call": "POST /api/..."` mais o corpo e a query.
 */
export interface Call {
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
  body?: BodyTemplate;
  query?: QueryTemplate;
}
/**
 * Campo dos rótulos (eixo X ou fatias).
 */
export interface ChartLabel {
  /**
   * Campo do rótulo em cada linha.
   */
  field: string;
  format?: CellFormatName;
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
  format?: CellFormatName;
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
  format?: CellFormatName;
  /**
   * Largura em colunas da grade de 12 (padrão 12).
   */
  width?: number;
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
   * Caminho com pontos de uma lista dentro de cada linha: cada item dela vira uma linha da tabela, com os campos da linha de fora ao lado dos seus (os do item valem quando o nome se repete). Ex.: `DescCupom` mostra os pedidos de cada cupom.
   */
  flatten?: string;
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
 * Tela do componente `calendarApp`: Agenda de eventos (visões de mês, semana e dia): criar, editar, arrastar para mudar a data ou a duração e remover eventos. Um evento tem `id`, `title`, `allDay`, `start`, `end`, `textColor` e `extendedProps.desc`.
 */
export interface CalendarAppScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'calendarApp';
  settings: CalendarAppSettings;
}
/**
 * Agenda de eventos (visões de mês, semana e dia): criar, editar, arrastar para mudar a data ou a duração e remover eventos. Um evento tem `id`, `title`, `allDay`, `start`, `end`, `textColor` e `extendedProps.desc`.
 */
export interface CalendarAppSettings {
  events: RowsCall;
  add?: RecordCall;
  update?: RecordCall;
  remove?: Call;
  permissions?: CalendarPermissions;
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Visão ao abrir: `month` (padrão, o mês), `week` (a semana, com horários) ou `day` (o dia, com horários).
   */
  initialView?: 'month' | 'week' | 'day';
  /**
   * Duração, em minutos, de um evento novo com horário criado pelo botão ou pelo clique num dia (padrão 60).
   */
  duration?: number;
}
/**
 * Chave de botão exigida por ação, além da chave da tela; ausente = basta a chave da tela.
 */
export interface CalendarPermissions {
  /**
   * Criar eventos (botão "Novo evento" e clique num dia ou horário).
   */
  add?: string;
  /**
   * Salvar a edição de um evento e arrastá-lo.
   */
  update?: string;
  /**
   * Remover eventos.
   */
  remove?: string;
}
/**
 * Tela do componente `chatApp`: O fórum de dúvidas: conversas da equipe com alunos sobre questões.
 */
export interface ChatAppScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'chatApp';
  settings: ChatAppSettings;
}
/**
 * O fórum de dúvidas: conversas da equipe com alunos sobre questões.
 */
export interface ChatAppSettings {
  contacts: RowsCall;
  user: RecordCall;
  userData?: RecordCall;
  chat: ChatOpenCall;
  send: ChatSendCall;
  /**
   * Tamanho máximo de uma mensagem (padrão 2000).
   */
  maxLength?: number;
}
/**
 * Abre (ou cria) a conversa com um contato; o modelo vê `{contactId}` e `{userId}`.
 */
export interface ChatOpenCall {
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Caminho da conversa na resposta.
   */
  record?: string;
  /**
   * Caminho da lista de conversas do usuário na resposta.
   */
  chatList?: string;
}
/**
 * Envia uma mensagem; o modelo vê `{chatId}`, `{contactId}` e `{messageText}`.
 */
export interface ChatSendCall {
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
  body?: BodyTemplate;
  query?: QueryTemplate;
  /**
   * Caminho da mensagem criada na resposta.
   */
  message?: string;
  /**
   * Caminho da lista de conversas do usuário na resposta.
   */
  chatList?: string;
}
/**
 * Tela do componente `hierarchyBrowser`: O navegador da hierarquia (disciplina → assunto → tópico → ...): navegar, criar, renomear, mover, remover e dar apelidos; ou, no modo `select`, classificar um registro em itens da hierarquia.
 */
export interface HierarchyBrowserScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'hierarchyBrowser';
  settings: HierarchyBrowserSettings;
}
/**
 * O navegador da hierarquia (disciplina → assunto → tópico → ...): navegar, criar, renomear, mover, remover e dar apelidos; ou, no modo `select`, classificar um registro em itens da hierarquia.
 */
export interface HierarchyBrowserSettings {
  /**
   * `browse` (padrão): os parâmetros da rota são o caminho aberto; `select`: escolhe itens para um registro.
   */
  mode?: 'browse' | 'select';
  levels: HierarchyLevels;
  /**
   * Rota base a que o caminho aberto é acrescentado (modo `browse`).
   */
  route?: string;
  /**
   * O recurso dos itens da hierarquia: `options` lista os filhos de `{parentId}` (ausente = o primeiro nível), `save` cria (`name`, `parentId`) ou renomeia (`_id`, `name`), `remove` remove `{_id}`.
   */
  resource: string;
  calls?: HierarchyCalls;
  permissions?: HierarchyPermissions;
  select?: HierarchySelect;
}
/**
 * Chamadas que o recurso não tem.
 */
export interface HierarchyCalls {
  search?: RowsCall;
  move?: RecordCall;
  alias?: RecordCall;
}
/**
 * Chaves de botão de cada ação; uma chave ausente esconde a ação.
 */
export interface HierarchyPermissions {
  /**
   * Criar itens.
   */
  create?: string;
  /**
   * Renomear itens.
   */
  rename?: string;
  /**
   * Mover itens.
   */
  move?: string;
  /**
   * Remover itens.
   */
  delete?: string;
  /**
   * Editar apelidos.
   */
  alias?: string;
}
/**
 * Modo `select`: classifica um registro (uma questão) em itens da hierarquia.
 */
export interface HierarchySelect {
  /**
   * O recurso do registro classificado (lido com o seu `get`; o id vem do parâmetro da rota).
   */
  resource: string;
  save: RecordCall;
  /**
   * Campo do registro com os itens escolhidos (`[{ _id, name, path }]`).
   */
  field: string;
  /**
   * Campo do registro mostrado como seu nome.
   */
  labelField: string;
  /**
   * Campo do registro com HTML (sanitizado) mostrado abaixo do nome.
   */
  htmlField?: string;
  /**
   * Chave de botão que permite salvar.
   */
  permission?: string;
  /**
   * Aviso depois de salvar; `{campo}` vem do registro.
   */
  success?: string;
  /**
   * Rota do botão Voltar.
   */
  backRoute?: string;
  picker?: HierarchyRecordPicker;
}
/**
 * Busca de um registro para classificar quando a rota não traz um (a lista do recurso do registro).
 */
export interface HierarchyRecordPicker {
  /**
   * Campo de filtro que recebe o texto digitado.
   */
  searchField: string;
  /**
   * Campo mostrado abaixo do título.
   */
  descriptionField?: string;
  /**
   * Rota de um resultado (`{campo}` vindo do registro).
   */
  route: string;
}
/**
 * Tela do componente `home`: A página inicial: saudação, atalhos, áreas e painéis que o usuário pode abrir.
 */
export interface HomeScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'home';
  settings: HomeSettings;
}
/**
 * A página inicial: saudação, atalhos, áreas e painéis que o usuário pode abrir.
 */
export interface HomeSettings {
  /**
   * Saudação; `{firstName}` é o primeiro nome do usuário.
   */
  greeting: string;
  /**
   * Saudação sem nome.
   */
  greetingNoName: string;
  /**
   * Texto abaixo da saudação.
   */
  subtitle: string;
  /**
   * Título dos atalhos.
   */
  shortcutsTitle: string;
  /**
   * Título das áreas do menu.
   */
  areasTitle: string;
  /**
   * Título da lista de painéis.
   */
  dashboardsTitle: string;
  /**
   * Texto quando o usuário não tem nenhuma área.
   */
  noAreas: string;
}
/**
 * Tela do componente `login`: A página de login: e-mail e senha, e o formulário de "Esqueceu a senha?".
 */
export interface LoginScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'login';
  settings?: LoginSettings;
}
/**
 * A página de login: e-mail e senha, e o formulário de "Esqueceu a senha?".
 */
export interface LoginSettings {
  /**
   * Nome do produto acima do cartão.
   */
  brand?: string;
  /**
   * A frase da empresa ao lado do formulário (o spec pede que a página de login diga que ela é líder em preparação de alto desempenho para concursos).
   */
  tagline?: string;
}
/**
 * Tela do componente `register`: A página de cadastro: nome, e-mail, senha e confirmação; a conta nova já entra.
 */
export interface RegisterScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'register';
  settings?: RegisterSettings;
}
/**
 * A página de cadastro: nome, e-mail, senha e confirmação; a conta nova já entra.
 */
export interface RegisterSettings {
  /**
   * Nome do produto acima do cartão.
   */
  brand?: string;
  /**
   * A frase da empresa ao lado do formulário (a mesma da página de login).
   */
  tagline?: string;
  /**
   * Texto acima do formulário: o que a conta nova dá (ex.: que as áreas do back-office são liberadas por um administrador).
   */
  intro?: string;
}
/**
 * Tela do componente `resetPassword`: A página de nova senha (e-mail e token vêm da query string).
 */
export interface ResetPasswordScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'resetPassword';
  settings?: ResetPasswordSettings;
}
/**
 * A página de nova senha (e-mail e token vêm da query string).
 */
export interface ResetPasswordSettings {
  /**
   * Nome do produto acima do cartão.
   */
  brand?: string;
  /**
   * A frase da empresa ao lado do formulário (o spec pede que a página de login diga que ela é líder em preparação de alto desempenho para concursos).
   */
  tagline?: string;
}
/**
 * Tela do componente `studio`: O estúdio de definições: lista as telas, os recursos, o menu e o catálogo de permissões, edita o JSON com ajuda e conferência do formato, mostra a tela desenhada pelo motor a partir do rascunho, compara com o que foi publicado e salva no checkout (em `npm start` e `npm run dev`) ou exporta um patch.
 */
export interface StudioScreen {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
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
   * A rota da tela, ou várias rotas que abrem a mesma tela (ex.: a de criação e a de edição de um formulário).
   */
  route: string | string[];
  /**
   * Título em pt-BR mostrado na página e na aba do navegador.
   */
  title: string;
  /**
   * Subtítulo em pt-BR mostrado abaixo do título.
   */
  description?: string;
  /**
   * Chave de permissions.json que abre a tela; `null` = qualquer usuário autenticado. Numa tela com `resource`, o padrão é a chave do recurso.
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
   * Nome do componente registrado.
   */
  component: 'studio';
  settings?: StudioSettings;
}
/**
 * O estúdio de definições: lista as telas, os recursos, o menu e o catálogo de permissões, edita o JSON com ajuda e conferência do formato, mostra a tela desenhada pelo motor a partir do rascunho, compara com o que foi publicado e salva no checkout (em `npm start` e `npm run dev`) ou exporta um patch.
 */
export interface StudioSettings {
  personas?: UsuariosParaVerComo;
}
/**
 * Um recurso (screens/resources/<id>.json): uma entidade da API com o seu esquema, o campo que identifica o registro, as chamadas de lista, leitura, gravação e remoção, a chave de permissão base (de onde saem `.new`, `.edit` e `.delete`) e os textos. Telas de lista, formulário e detalhe nomeiam o recurso em vez de repetir as chamadas; seletores de formulário (`remoteSelect`) tiram dele as suas opções.
 */
export interface ResourceDefinition {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
   */
  $schema?: string;
  /**
   * Id do recurso, igual ao nome do arquivo sem `.json` (ex.: `coupon`); as telas o citam em `resource`.
   */
  id: string;
  /**
   * Nome do registro em pt-BR, no singular e em minúsculas como no meio de uma frase (ex.: `cupom`); nomeia os botões de linha ("Editar cupom INDICACAO25") e as buscas.
   */
  title: string;
  /**
   * Para que serve o recurso (pt-BR), para quem edita as definições.
   */
  description?: string;
  schema?: JsonSchema;
  /**
   * Campo que identifica o registro (ex.: `CupomID`). Nas chamadas, `{<idField>}` vale o id do registro aberto ou da linha.
   */
  idField: string;
  /**
   * Campo que nomeia o registro para pessoas (ex.: `Nome`): nos botões de linha, nas confirmações e nos seletores. Padrão: o `idField`.
   */
  labelField?: string;
  /**
   * Chave de permissão base (ex.: `Cupons`): abre as telas do recurso; `<base>.new`, `<base>.edit` e `<base>.delete` liberam criar, editar e remover. `null` = qualquer usuário autenticado e nenhuma chave de botão.
   */
  permission: string | null;
  keys?: ResourceKeys;
  list?: ListCall;
  options?: RowsCall;
  get?: RecordCall;
  save?: RecordCall;
  remove?: Call;
  lookup?: ResourceLookup;
  texts?: ResourceTexts;
}
/**
 * Chaves de botão que não seguem o padrão `<base>.new` / `.edit` / `.delete` (só quando o catálogo do spec não tem a chave derivada); `null` diz que nenhuma tela faz aquela ação.
 */
export interface ResourceKeys {
  /**
   * Chave para criar (padrão `<base>.new`); `null` = ninguém faz isso pelas telas.
   */
  new?: string | null;
  /**
   * Chave para salvar uma edição (padrão `<base>.edit`); `null` = ninguém faz isso pelas telas.
   */
  edit?: string | null;
  /**
   * Chave para remover (padrão `<base>.delete`); `null` = ninguém faz isso pelas telas.
   */
  delete?: string | null;
}
/**
 * Uma chamada de lista paginada e o mapeamento da sua resposta. Os filtros vão como campos do corpo, com os nomes das propriedades do formulário de filtros.
 */
export interface ListCall {
  /**
   * Método e caminho da chamada, ex.: `POST /api/cupons/remove-cupom` (caminho relativo a API_URL; `{campo}` no caminho é trocado pelo valor do contexto). GET envia `query` (e `body` na query string); os outros métodos enviam `body` como JSON.
   */
  call: string;
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
   * Campos da paginação no corpo; `false` = o endpoint devolve tudo e o cliente pagina.
   */
  paging?: false | Paging;
  sort?: SortFields;
  /**
   * Os filtros que o servidor aceita no corpo da lista, por nome; uma tela só pode mandar filtros declarados aqui.
   */
  filters?: {
    [k: string]: ListFilter;
  };
  /**
   * Campos pelos quais o servidor ordena; uma coluna `sortable` de uma tela deve estar aqui.
   *
   * Items: Caminho com pontos até um campo do registro ou da resposta (ex.: `Professor.Nome`).
   */
  sortable?: string[];
}
/**
 * Como o servidor aplica um filtro da lista (contrato da API: a API simulada o segue, e as telas só podem mandar filtros declarados).
 */
export interface ListFilter {
  /**
   * `contains`: o texto aparece no campo (sem distinguir maiúsculas nem acentos); `equals`: igual; `prefix`: começa com; `gte` / `lte`: a partir de / até (datas e números); `digits`: só os dígitos são comparados (CPF, telefone).
   */
  match: 'contains' | 'equals' | 'prefix' | 'gte' | 'lte' | 'digits';
  /**
   * Campos do registro comparados (basta um casar); padrão: o campo de mesmo nome do filtro.
   *
   * @minItems 1
   *
   * Items: Caminho com pontos até um campo do registro ou da resposta (ex.: `Professor.Nome`).
   */
  fields?: string[];
}
/**
 * Busca de registros pela busca de páginas (Ctrl+K): o texto digitado é procurado nos filtros da lista nomeados aqui, e cada registro achado abre a sua tela (detalhe, ou o formulário de edição).
 */
export interface ResourceLookup {
  /**
   * Filtros de `list.filters` em que o texto é procurado, um de cada vez (ex.: `Nome`, `CPF`, `Email`).
   *
   * @minItems 1
   *
   * Items: Nome de um filtro de `list.filters`.
   */
  filters: string[];
  /**
   * Campos mostrados ao lado do nome em cada registro achado (ex.: `Email`).
   *
   * Items: Caminho com pontos até um campo do registro ou da resposta (ex.: `Professor.Nome`).
   */
  show?: string[];
}
/**
 * Textos em pt-BR das ações prontas: rótulos dos botões e avisos; `{campo}` vem do registro.
 */
export interface ResourceTexts {
  /**
   * Botão de criar (padrão "Novo").
   */
  new?: string;
  /**
   * Botão de editar (padrão "Editar").
   */
  edit?: string;
  /**
   * Botão de abrir o detalhe (padrão "Abrir").
   */
  view?: string;
  /**
   * Botão de remover (padrão "Remover"), ex.: "Revogar".
   */
  remove?: string;
  /**
   * Aviso depois de salvar (padrão "Registro salvo com sucesso.").
   */
  saved?: string;
  /**
   * Pergunta antes de remover (padrão "Remover <título> {<labelField>}?"). O motor acrescenta se a remoção poderá ser desfeita ali ("Você poderá desfazer por alguns segundos.") ou não.
   */
  removeConfirm?: string;
  /**
   * Aviso depois de remover (padrão "Registro removido.").
   */
  removed?: string;
  /**
   * Lista vazia (padrão "Nenhum registro encontrado.").
   */
  empty?: string;
}
/**
 * O que é deste back-office e não do motor (screens/app.json): o papel que tem todas as chaves, a página de entrada de cada perfil, o menu do usuário e as chamadas de autenticação e do painel rápido.
 */
export interface AppDefinition {
  /**
   * Caminho relativo até o esquema deste arquivo; só serve ao editor, que completa e confere os campos.
   */
  $schema?: string;
  /**
   * Papel (role) que tem todas as chaves de permissão (ex.: `Administrador`); fora dele, uma chave é concedida a quem tem um papel de mesmo nome.
   */
  allKeysRole: string;
  routes: AppRoutes;
  landing: Landing;
  /**
   * Entradas do menu do usuário autenticado, antes de "Logout" (que o motor sempre põe por último).
   */
  userMenu: UserMenuEntry[];
  /**
   * Entradas do menu do usuário quando não há nome de usuário guardado.
   */
  guestMenu: UserMenuEntry[];
  security?: AppSecurity;
  calls: AppCalls;
}
/**
 * Rotas que o motor abre por conta própria.
 */
export interface AppRoutes {
  /**
   * A página de entrada dos visitantes: a rota `/` leva a ela, e uma sessão que termina (logout, 401) também.
   */
  login: string;
  /**
   * A página de cadastro de uma conta nova: a página de login leva a ela ("Criar conta") e ela volta ao login. Sem ela, o login não oferece cadastro. Exige a chamada `register`.
   */
  register?: string;
}
/**
 * Para onde vai quem acabou de entrar, quando não há uma página lembrada para voltar.
 */
export interface Landing {
  /**
   * Página de entrada de todos (ex.: `/home`).
   */
  default: string;
  /**
   * Páginas de entrada por perfil, na ordem: vale a primeira cujo perfil o usuário tem.
   */
  byProfile?: ProfileLanding[];
}
/**
 * A página de entrada de quem tem um perfil.
 */
export interface ProfileLanding {
  /**
   * Nome do perfil (`Nome` de um item de `profiles` do login), ex.: `Professor`.
   */
  profile: string;
  /**
   * A página de entrada desse perfil.
   */
  route: string;
}
/**
 * Uma entrada do menu do usuário.
 */
export interface UserMenuEntry {
  /**
   * Texto em pt-BR.
   */
  label: string;
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `edit`.
   */
  icon?: string;
  /**
   * Rota que a entrada abre.
   */
  route: string;
}
/**
 * Regras de segurança que o build fixa na Content-Security-Policy (o `_headers` do build, o servidor de `npm start` e `deploy/nginx.conf`).
 */
export interface AppSecurity {
  /**
   * Origens (`https://host`) de onde o app pode mostrar imagens, além do próprio site e das imagens embutidas (`data:`). Uma imagem de outra origem não é carregada: aparece o seu texto alternativo.
   *
   * Items: Uma origem, ex.: `https://cdn.exemplo.com.br`.
   */
  imageHosts?: string[];
}
/**
 * As chamadas da sessão e da moldura do app (seção 7 do spec).
 */
export interface AppCalls {
  login: Call;
  forgotPassword: Call;
  resetPassword: Call;
  user: Call;
  roles: Call;
  logout?: Call;
  saveUser: Call;
  quickPanel: Call;
  listViews?: Call;
  saveView?: Call;
  removeView?: Call;
  register?: Call;
}
/**
 * O menu lateral (menu.json): grupos, páginas e links, com ícones e chaves de permissão.
 */
export interface MenuFile {
  /**
   * Caminho até schemas/menu.schema.json (para o editor).
   */
  $schema?: string;
  /**
   * Nós do primeiro nível, na ordem.
   */
  items: MenuNode[];
}
/**
 * Um cabeçalho de área com as suas páginas.
 */
export interface MenuGroup {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'group';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission?: string | null;
  /**
   * Nós filhos, na ordem.
   */
  children: MenuNode[];
}
/**
 * Uma entrada que abre e fecha os seus filhos.
 */
export interface MenuCollapse {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'collapse';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission?: string | null;
  /**
   * Nós filhos, na ordem.
   */
  children: MenuNode[];
}
/**
 * Uma página do app.
 */
export interface MenuItem {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'item';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Rota do app que a página abre (deve casar com a rota de uma tela).
   */
  url: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission: string | null;
}
/**
 * Um endereço externo, aberto em outra aba.
 */
export interface MenuLink {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Título em pt-BR.
   */
  title: string;
  /**
   * Tipo do nó.
   */
  type: 'link';
  /**
   * Nome de um ícone do Blueprint (@blueprintjs/icons), ex.: `tag`.
   */
  icon?: string;
  /**
   * Endereço externo (https).
   */
  url: string;
  /**
   * Chave de permissions.json que mostra o nó; `null` = qualquer usuário autenticado.
   */
  permission?: string | null;
}
/**
 * Uma linha separadora.
 */
export interface MenuDivider {
  /**
   * Id estável em kebab-case; os atalhos dos usuários guardam estes ids.
   */
  id: string;
  /**
   * Tipo do nó.
   */
  type: 'divider';
}
/**
 * O catálogo de chaves de permissão (permissions.json). Uma chave é concedida a quem tem um papel (role) de mesmo nome, ou o papel Administrador.
 */
export interface PermissionsFile {
  /**
   * Caminho até schemas/permissions.schema.json (para o editor).
   */
  $schema?: string;
  /**
   * As chaves, únicas, agrupadas por área.
   *
   * @minItems 1
   */
  permissions: Permission[];
}
/**
 * Uma chave de permissão.
 */
export interface Permission {
  /**
   * A chave: de tela (`Cupons`) ou de botão (`<Tela>.new`, `<Tela>.edit`, `<Tela>.delete`, ...); a chave de botão exige a chave de tela antes do ponto.
   */
  key: string;
  /**
   * Nome em pt-BR mostrado a quem administra permissões.
   */
  label: string;
  /**
   * Área do back-office.
   */
  area: 'Dashboard' | 'Produtos' | 'Conteúdo' | 'CX' | 'Marketing' | 'E-commerce' | 'Financeiro' | 'Controle de acesso';
  /**
   * `screen` abre uma tela ou item de menu; `button` libera um botão (novo, editar, remover...).
   */
  kind: 'screen' | 'button';
}
