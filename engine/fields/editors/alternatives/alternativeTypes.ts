/** The shapes the alternatives editor works with: one alternative, the rules, the options and the messages. */

/** How a type's alternatives work: free multiple choice, the fixed Certo/Errado pair, or none at all. */
export type AlternativeRule = 'choice' | 'trueFalse' | 'none';

/** One alternative as the record stores it (the entity's `alternatives` items). */
export interface Alternative {
  /** A, B, C... by position; C and E in the true-or-false pair. */
  letter: string;
  /** The text (sanitised HTML). */
  answer: string;
  /** The one right alternative. */
  right: boolean;
  answerMedia: string;
  comment: string;
  commentMedia: string;
}

/** The editor's `ui:options` (./options.schema.json) with the defaults filled in. */
export interface AlternativesSettings {
  /** The form field whose value picks the rule (the question's type). */
  typeField: string;
  /** The form field that receives the right alternative's letter on save (none = not derived). */
  rightField?: string;
  /** The rule of each value of `typeField`; a value not listed has no alternatives. */
  rules: Record<string, AlternativeRule>;
  /** Empty alternatives a new multiple-choice list starts with. */
  initial: number;
  /** Most alternatives a multiple-choice list may have. */
  max: number;
}

/** Validation messages of a list: one for the whole list and one per empty text, by position. */
export interface AlternativeErrors {
  list: string | null;
  /** Message per alternative index. */
  answers: Record<number, string>;
}
