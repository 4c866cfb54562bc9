/**
 * Every pt-BR text of the forms in one place: the spec's exact validation texts and the engine's own form texts
 * (rjsf's translatable strings are in rjsfStrings.ts: only the forms load them, the lists use these texts too).
 */

/** Validation texts. The first four are the spec's generic rules, word for word. */
export const VALIDATION_MESSAGES = {
  /** Spec: empty value. */
  required: 'Preencha um valor.',
  /** Spec: email pattern. */
  email: 'Preencha um email válido',
  /** Spec: password rule (8+ characters, letters and digits, 1 uppercase, 1 lowercase, 1 digit). */
  password: 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
  /** Spec: digits only. */
  digits: 'Utilize números apenas.',
  cpf: 'CPF inválido',
  phone: 'Telefone inválido. Use o formato (11) 91234-5678.',
  cep: 'CEP inválido. Use o formato 00000-000.',
  date: 'Data inválida. Use o formato dd/mm/aaaa.',
  /** A date written in full whose day does not exist (31/02/2026): the format is right, the day is not. */
  dateNotReal: 'Data inválida: este dia não existe no calendário.',
  dateTime: 'Data e hora inválidas.',
  number: 'Preencha um número válido.',
  invalid: 'Valor inválido.',
  choice: 'Escolha uma das opções.',
  url: 'Preencha um endereço válido (https://...).',
  /** A field that must repeat another one (uiSchema `ui:options.sameAs`) holds a different value. */
  mismatch: 'Os valores não são iguais.',
  /** Summary above a form whose submit found errors. */
  summary: 'Corrija os campos destacados.',
} as const;

/** Validation texts that carry a number. */
export const LIMIT_MESSAGES = {
  minLength: (limit: number) => `Use no mínimo ${limit} ${limit === 1 ? 'caractere' : 'caracteres'}.`,
  maxLength: (limit: number) => `Use no máximo ${limit} ${limit === 1 ? 'caractere' : 'caracteres'}.`,
  minimum: (limit: string) => `O valor mínimo é ${limit}.`,
  maximum: (limit: string) => `O valor máximo é ${limit}.`,
  exclusiveMinimum: (limit: string) => `O valor precisa ser maior que ${limit}.`,
  exclusiveMaximum: (limit: string) => `O valor precisa ser menor que ${limit}.`,
  minItems: (limit: number) => `Selecione pelo menos ${limit} ${limit === 1 ? 'item' : 'itens'}.`,
  maxItems: (limit: number) => `Selecione no máximo ${limit} ${limit === 1 ? 'item' : 'itens'}.`,
  multipleOf: (step: string) => `Use um múltiplo de ${step}.`,
} as const;

/** Texts of the form screen, the form dialog and the widgets. */
export const FORM_TEXTS = {
  save: 'Salvar',
  cancel: 'Cancelar',
  loading: 'Carregando...',
  saving: 'Salvando...',
  saved: 'Registro salvo com sucesso.',
  saveFailedTitle: 'Não foi possível salvar',
  loadFailedTitle: 'Não foi possível carregar o registro',
  /** Leaves a read-only form (nothing to cancel there). */
  back: 'Voltar',
  /** Title of the note over a form the user may only read. */
  readOnlyTitle: 'Somente leitura',
  /** The note of a new record's form without the "new" key. */
  noPermissionNew: 'Você não tem permissão para criar um registro novo aqui.',
  /** The note of a record's form without the "edit" key. */
  noPermissionEdit: 'Você pode ver este registro, mas não tem permissão para editá-lo.',
  /** The note of a form no one may save (its key is `false`). */
  readOnlyForAll: 'Este registro é somente para leitura.',
  /** The offer of a draft left by an earlier visit (a crash, a reload, a sign-out). */
  draftTitle: 'Rascunho não salvo',
  draftFound: (when: string) => `Há um rascunho deste formulário, salvo neste navegador em ${when}, com alterações que não foram salvas.`,
  draftRestore: 'Restaurar rascunho',
  draftDiscard: 'Descartar rascunho',
  leaveTitle: 'Alterações não salvas',
  leaveQuestion: 'Há alterações não salvas. Sair sem salvar?',
  leaveConfirm: 'Sair sem salvar',
  leaveCancel: 'Continuar editando',
  dialogFailedTitle: 'Não foi possível concluir',
  selectPlaceholder: 'Selecione...',
  searchPlaceholder: 'Pesquisar...',
  noOptions: 'Nenhuma opção encontrada.',
  optionsFailed: 'Não foi possível carregar as opções.',
  retry: 'Tentar novamente',
  options: 'Opções',
  removeItem: (label: string) => `Remover ${label}`,
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  datePlaceholder: 'dd/mm/aaaa',
  yes: 'Sim',
  no: 'Não',
  /** The permission matrix widget (screens × Ver/Novo/Editar/Remover). */
  permissionMatrix: {
    filter: 'Filtrar telas',
    loading: 'Carregando o catálogo de chaves...',
    screen: 'Tela',
    view: 'Ver',
    new: 'Novo',
    edit: 'Editar',
    delete: 'Remover',
    others: 'Outras ações',
    all: 'Todas',
    /** Name of one checkbox of the matrix: the action, then the screen ("Editar — Cupons"). */
    cell: (action: string, screen: string) => `${action} — ${screen}`,
    /** Name of a row's "all" toggle. */
    row: (screen: string) => `Todas as ações — ${screen}`,
    /** Name of an area's toggle (its visible text is the area's name). */
    area: (area: string) => `Toda a área ${area}`,
    areaCount: (selected: number, total: number) => `${selected} de ${total}`,
    selected: (count: number) =>
      count === 0 ? 'Nenhuma chave selecionada.' : count === 1 ? '1 chave selecionada.' : `${count} chaves selecionadas.`,
    noMatch: (query: string) => `Nenhuma tela encontrada para "${query}".`,
    unknownTitle: 'Chaves fora do catálogo',
    unknownHint: 'Estas chaves não estão no catálogo; ficam no grupo ao salvar, a menos que sejam removidas.',
    catalogueFailed: 'Não foi possível carregar o catálogo de chaves.',
  },
  richText: {
    bold: 'Negrito',
    italic: 'Itálico',
    underline: 'Sublinhado',
    strikeThrough: 'Tachado',
    bulletList: 'Lista com marcadores',
    numberedList: 'Lista numerada',
    link: 'Inserir link',
    linkPrompt: 'Endereço do link (https://...)',
    clear: 'Limpar formatação',
    undo: 'Desfazer',
    redo: 'Refazer',
    toolbar: 'Formatação do texto',
  },
} as const;
