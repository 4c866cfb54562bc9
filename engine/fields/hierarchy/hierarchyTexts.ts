/** pt-BR texts of the hierarchy kit: the columns, the chosen nodes and the pick dialog (level names come from the definition). */
export const HIERARCHY_TEXTS = {
  root: 'Hierarquia',
  columnsLabel: 'Colunas da hierarquia',
  breadcrumbsLabel: 'Caminho aberto',
  columnOf: (plural: string, parent: string | null) => (parent ? `${plural} de ${parent}` : plural),
  emptyColumn: (plural: string) => `Nenhum item em ${plural.toLowerCase()}.`,
  missing: (slug: string) => `O item “${slug}” não foi encontrado. Mostrando o nível anterior.`,
  loadFailed: 'Não foi possível carregar este nível',
  close: 'Fechar',
  saving: 'Salvando...',
  // The nodes chosen for a record.
  selectionTitle: 'Classificação',
  selectionEmpty: 'Nenhum item escolhido. Abra um item nas colunas e use “Adicionar à classificação”.',
  addToSelection: 'Adicionar à classificação',
  alreadySelected: 'Já está na classificação',
  removeFromSelection: (label: string) => `Tirar ${label} da classificação`,
  saveSelection: 'Salvar classificação',
  noPermission: 'Você não tem permissão para alterar a classificação.',
  // The pick dialog of the hierarchy picker field (forms).
  pickTitle: 'Escolher na hierarquia',
  pick: (name: string) => `Escolher “${name}”`,
  pickNothing: 'Abra um item nas colunas para escolhê-lo.',
} as const;
