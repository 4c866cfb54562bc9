/** The rules of a question's alternatives, as pure functions the controller and its tests share. */
import { QUESTION_TEXTS as T } from './questionEditorTexts';
import type { AlternativeDraft, AlternativeErrors, AlternativeRule } from './questionEditorTypes';

let nextKey = 1;

/** A fresh React key for a new alternative. */
export function alternativeKey(): string {
  nextKey += 1;
  return `alternativa-${nextKey}`;
}

/** An empty alternative. */
export function emptyAlternative(): AlternativeDraft {
  return { key: alternativeKey(), letter: '', answer: '', right: false, answerMedia: '', comment: '', commentMedia: '' };
}

/** The letter of position `index` (0 → A). */
export function letterAt(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** The Certo / Errado pair of a true-or-false question. */
export function trueFalsePair(rightLetter?: string): AlternativeDraft[] {
  return [
    { ...emptyAlternative(), letter: 'C', answer: 'Certo', right: rightLetter === 'C' },
    { ...emptyAlternative(), letter: 'E', answer: 'Errado', right: rightLetter === 'E' },
  ];
}

/** Letters follow the position (A, B, C...) in multiple choice; Certo/Errado keep C and E. */
export function relabel(alternatives: readonly AlternativeDraft[], rule: AlternativeRule): AlternativeDraft[] {
  if (rule !== 'choice') return [...alternatives];
  return alternatives.map((alternative, index) => (alternative.letter === letterAt(index) ? alternative : { ...alternative, letter: letterAt(index) }));
}

/** Whether the list is exactly the Certo/Errado pair. */
export function isTrueFalsePair(alternatives: readonly AlternativeDraft[]): boolean {
  return alternatives.length === 2 && alternatives[0].letter === 'C' && alternatives[1].letter === 'E'
    && alternatives[0].answer === 'Certo' && alternatives[1].answer === 'Errado';
}

/** Alternatives from a loaded record's field (missing fields become empty texts). */
export function draftsOf(value: unknown): AlternativeDraft[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
    return { key: alternativeKey(), letter: text('letter'), answer: text('answer'), right: record.right === true, answerMedia: text('answerMedia'), comment: text('comment'), commentMedia: text('commentMedia') };
  });
}

/** The alternatives as the record stores them (without the React keys). */
export function recordAlternatives(alternatives: readonly AlternativeDraft[]) {
  return alternatives.map(({ key: _key, ...alternative }) => alternative);
}

/**
 * The alternatives when the question's rule changes: a true-or-false question always has the Certo/Errado
 * pair; a multiple-choice question gets back what it had before (`stash`), or `initial` empty ones.
 */
export function alternativesForRule(rule: AlternativeRule, current: readonly AlternativeDraft[], stash: readonly AlternativeDraft[], initial: number): AlternativeDraft[] {
  if (rule === 'none') return [];
  if (rule === 'trueFalse') {
    if (isTrueFalsePair(current)) return [...current];
    return trueFalsePair();
  }
  if (current.length && !isTrueFalsePair(current)) return relabel(current, 'choice');
  if (stash.length && !isTrueFalsePair(stash)) return relabel(stash, 'choice');
  return relabel(Array.from({ length: initial }, emptyAlternative), 'choice');
}

/** Whether an html text holds nothing a reader would see. */
export function isBlankHtml(html: string): boolean {
  return !/<(img|video|iframe)\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** The messages of the alternatives (pt-BR): too few, no or many right ones, empty texts. */
export function validateAlternatives(alternatives: readonly AlternativeDraft[], rule: AlternativeRule, max = 10): AlternativeErrors {
  const errors: AlternativeErrors = { list: null, answers: {} };
  if (rule === 'none') return errors;
  if (rule === 'choice') {
    for (const alternative of alternatives) if (isBlankHtml(alternative.answer)) errors.answers[alternative.key] = T.required;
    if (alternatives.length < 2) {
      errors.list = T.tooFew;
      return errors;
    }
    if (alternatives.length > max) {
      errors.list = T.tooMany(max);
      return errors;
    }
  }
  const rights = alternatives.filter((alternative) => alternative.right).length;
  if (rights === 0) errors.list = T.noRight;
  else if (rights > 1) errors.list = T.manyRight;
  return errors;
}

/** Whether the errors hold any message. */
export function hasAlternativeErrors(errors: AlternativeErrors): boolean {
  return errors.list !== null || Object.keys(errors.answers).length > 0;
}
