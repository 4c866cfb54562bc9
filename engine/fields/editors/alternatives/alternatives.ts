/**
 * The rules of a question's alternatives as pure functions (the field, its validate/derive hooks and the
 * tests share them): letters by position, the Certo/Errado pair, what a change of type does to the list,
 * and the pt-BR messages.
 */
import { ALTERNATIVES_TEXTS as T } from './alternativesTexts';
import type { Alternative, AlternativeErrors, AlternativeRule, AlternativesSettings } from './alternativeTypes';

/** Default number of empty alternatives of a new multiple-choice list. */
const DEFAULT_INITIAL = 5;
/** Default most alternatives of a multiple-choice list. */
const DEFAULT_MAX = 10;
const RULES: readonly AlternativeRule[] = ['choice', 'trueFalse', 'none'];

/** An empty alternative. */
export function emptyAlternative(): Alternative {
  return { letter: '', answer: '', right: false, answerMedia: '', comment: '', commentMedia: '' };
}

/** The letter of position `index` (0 → A). */
function letterAt(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** The Certo / Errado pair of a true-or-false question (`rightLetter` marks one of them). */
export function trueFalsePair(rightLetter?: string): Alternative[] {
  return [
    { ...emptyAlternative(), letter: 'C', answer: T.certo, right: rightLetter === 'C' },
    { ...emptyAlternative(), letter: 'E', answer: T.errado, right: rightLetter === 'E' },
  ];
}

/** Letters follow the position (A, B, C...) in multiple choice; Certo/Errado keep C and E. */
export function relabel(alternatives: readonly Alternative[], rule: AlternativeRule): Alternative[] {
  if (rule !== 'choice') return [...alternatives];
  return alternatives.map((alternative, index) => (alternative.letter === letterAt(index) ? alternative : { ...alternative, letter: letterAt(index) }));
}

/** Whether the list is exactly the Certo/Errado pair. */
function isTrueFalsePair(alternatives: readonly Alternative[]): boolean {
  return alternatives.length === 2 && alternatives[0].letter === 'C' && alternatives[1].letter === 'E'
    && alternatives[0].answer === T.certo && alternatives[1].answer === T.errado;
}

/** Alternatives from a record's field (missing fields become empty texts; a value that is no list, none). */
export function alternativesOf(value: unknown): Alternative[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
    return { letter: text('letter'), answer: text('answer'), right: record.right === true, answerMedia: text('answerMedia'), comment: text('comment'), commentMedia: text('commentMedia') };
  });
}

/**
 * The alternatives when the question's rule changes: a true-or-false question always has the Certo/Errado
 * pair; a multiple-choice question keeps its own list, else gets back what it had before (`stash`), else
 * `initial` empty ones; a question with no alternatives has none.
 */
export function alternativesForRule(rule: AlternativeRule, current: readonly Alternative[], stash: readonly Alternative[], initial: number): Alternative[] {
  if (rule === 'none') return [];
  if (rule === 'trueFalse') {
    if (isTrueFalsePair(current)) return [...current];
    return trueFalsePair();
  }
  if (current.length && !isTrueFalsePair(current)) return relabel(current, 'choice');
  if (stash.length && !isTrueFalsePair(stash)) return relabel(stash, 'choice');
  return relabel(Array.from({ length: initial }, emptyAlternative), 'choice');
}

/**
 * The list the editor shows (and validates and saves) for a field value: a value never set (a new
 * question) shows the rule's starting list — `initial` empty alternatives, or the pair — without writing
 * it, so an untouched form stays unchanged; a true-or-false question always shows the pair.
 */
export function shownAlternatives(value: unknown, rule: AlternativeRule, initial: number): Alternative[] {
  if (rule === 'none') return [];
  const current = Array.isArray(value) ? alternativesOf(value) : undefined;
  if (rule === 'trueFalse') return current && isTrueFalsePair(current) ? current : trueFalsePair();
  return current ? relabel(current, 'choice') : alternativesForRule('choice', [], [], initial);
}

/** Whether an html text holds nothing a reader would see. */
export function isBlankHtml(html: string): boolean {
  return !/<(img|video|iframe)\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** The messages of the alternatives (pt-BR): too few or too many, no or many right ones, empty texts. */
export function validateAlternatives(alternatives: readonly Alternative[], rule: AlternativeRule, max = DEFAULT_MAX): AlternativeErrors {
  const errors: AlternativeErrors = { list: null, answers: {} };
  if (rule === 'none') return errors;
  if (rule === 'choice') {
    alternatives.forEach((alternative, index) => {
      if (isBlankHtml(alternative.answer)) errors.answers[index] = T.required;
    });
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

function count(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The editor's settings from its `ui:options` (the validator checked them against ./options.schema.json). */
export function settingsOf(options: Record<string, unknown>): AlternativesSettings {
  const rules: Record<string, AlternativeRule> = {};
  const given = options.rules && typeof options.rules === 'object' ? (options.rules as Record<string, unknown>) : {};
  for (const [type, rule] of Object.entries(given)) if (RULES.includes(rule as AlternativeRule)) rules[type] = rule as AlternativeRule;
  return {
    typeField: typeof options.typeField === 'string' ? options.typeField : '',
    ...(typeof options.rightField === 'string' ? { rightField: options.rightField } : {}),
    rules,
    initial: count(options.initial, DEFAULT_INITIAL),
    max: count(options.max, DEFAULT_MAX),
  };
}

/** The rule of the form's data: its type field's value looked up in `rules` (a type not listed has none). */
export function ruleOf(formData: Record<string, unknown> | undefined, settings: AlternativesSettings): AlternativeRule {
  const type = String(formData?.[settings.typeField] ?? '');
  return Object.hasOwn(settings.rules, type) ? settings.rules[type] : 'none';
}
