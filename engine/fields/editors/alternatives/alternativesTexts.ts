/** pt-BR texts of the alternatives editor (the question editor's, kept word for word). */
export const ALTERNATIVES_TEXTS = {
  alternativesHelp: 'Escolha a correta no botão “Correta”. A letra de cada alternativa segue a posição.',
  trueFalseHelp: 'Marque o gabarito: Certo ou Errado.',
  add: 'Adicionar alternativa',
  answerLabel: (letter: string) => `Texto da alternativa ${letter}`,
  right: 'Correta',
  rightLabel: (letter: string) => `Alternativa ${letter} correta`,
  moveUp: (letter: string) => `Mover a alternativa ${letter} para cima`,
  moveDown: (letter: string) => `Mover a alternativa ${letter} para baixo`,
  remove: (letter: string) => `Remover a alternativa ${letter}`,
  details: (letter: string) => `Mídia e comentário da alternativa ${letter}`,
  answerMedia: 'Mídia da alternativa (endereço)',
  comment: 'Comentário da alternativa',
  commentMedia: 'Mídia do comentário (endereço)',
  toolbar: 'Formatação da alternativa',
  // The fixed texts of a true-or-false question's pair.
  certo: 'Certo',
  errado: 'Errado',
  // Validation (validate() and the rows' messages).
  required: 'Preencha um valor.',
  tooFew: 'Cadastre ao menos duas alternativas.',
  tooMany: (max: number) => `Cadastre no máximo ${max} alternativas.`,
  noRight: 'Marque a alternativa correta.',
  manyRight: 'Marque apenas uma alternativa correta.',
} as const;
