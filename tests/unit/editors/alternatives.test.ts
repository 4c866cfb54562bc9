// @vitest-environment node
/** The alternatives editor's rules (pure) and its validate / derive hooks, as the engine's form calls them. */
import { describe, expect, it } from 'vitest';
import { editor } from '../../../engine/fields/editors/alternatives';
import {
  alternativesForRule, alternativesOf, emptyAlternative, isBlankHtml, relabel, shownAlternatives, trueFalsePair, validateAlternatives,
} from '../../../engine/fields/editors/alternatives/alternatives';

const OPTIONS = {
  typeField: 'type',
  rightField: 'rightAlternative',
  rules: { MULTIPLA_ESCOLHA: 'choice', CERTO_ERRADO: 'trueFalse', DISCURSIVA: 'none' },
  initial: 4,
  max: 6,
};

describe('alternative rules', () => {
  it('letters follow the position; Certo/Errado is a fixed pair', () => {
    const list = relabel([emptyAlternative(), emptyAlternative(), emptyAlternative()], 'choice');
    expect(list.map((item) => item.letter)).toEqual(['A', 'B', 'C']);
    expect(trueFalsePair('E').map((item) => [item.letter, item.answer, item.right])).toEqual([['C', 'Certo', false], ['E', 'Errado', true]]);
  });

  it('switching rules: true-false gets the pair, multiple choice gets back what it had', () => {
    const choice = relabel(alternativesOf([{ answer: 'um' }, { answer: 'dois' }]), 'choice');
    expect(alternativesForRule('trueFalse', choice, [], 5).map((item) => item.letter)).toEqual(['C', 'E']);
    expect(alternativesForRule('choice', [], choice, 5).map((item) => item.answer)).toEqual(['um', 'dois']);
    expect(alternativesForRule('choice', [], trueFalsePair(), 3).map((item) => item.letter)).toEqual(['A', 'B', 'C']);
    expect(alternativesForRule('none', choice, [], 5)).toEqual([]);
  });

  it('validates in pt-BR: empty texts, too few, no right one, more than one', () => {
    const [a, b] = relabel([emptyAlternative(), emptyAlternative()], 'choice');
    expect(validateAlternatives([a, b], 'choice')).toEqual({ list: 'Marque a alternativa correta.', answers: { 0: 'Preencha um valor.', 1: 'Preencha um valor.' } });
    expect(validateAlternatives([{ ...a, answer: 'x', right: true }], 'choice').list).toBe('Cadastre ao menos duas alternativas.');
    expect(validateAlternatives([{ ...a, answer: 'x', right: true }, { ...b, answer: 'y', right: true }], 'choice').list).toBe('Marque apenas uma alternativa correta.');
    expect(validateAlternatives([{ ...a, answer: 'x', right: true }, { ...b, answer: 'y' }], 'choice')).toEqual({ list: null, answers: {} });
    expect(validateAlternatives(trueFalsePair(), 'trueFalse').list).toBe('Marque a alternativa correta.');
    expect(validateAlternatives([], 'none')).toEqual({ list: null, answers: {} });
    expect(isBlankHtml('<p><br></p>&nbsp;')).toBe(true);
    expect(isBlankHtml('<img src="x">')).toBe(false);
  });

  it('validates the maximum', () => {
    const seven = relabel(Array.from({ length: 7 }, () => ({ ...emptyAlternative(), answer: 'x' })), 'choice');
    expect(validateAlternatives(seven, 'choice', 6).list).toBe('Cadastre no máximo 6 alternativas.');
  });

  it('shows the starting list of a value never set without writing it, and a stored list as it is, relettered', () => {
    expect(shownAlternatives(undefined, 'choice', 4).map((item) => item.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(shownAlternatives(undefined, 'trueFalse', 4).map((item) => item.answer)).toEqual(['Certo', 'Errado']);
    expect(shownAlternatives([], 'choice', 4)).toEqual([]);
    expect(shownAlternatives([{ letter: 'X', answer: 'um', right: true }], 'choice', 4)).toEqual([
      { letter: 'A', answer: 'um', right: true, answerMedia: '', comment: '', commentMedia: '' },
    ]);
    expect(shownAlternatives([{ answer: 'um' }], 'none', 4)).toEqual([]);
  });
});

describe('the alternatives editor hooks', () => {
  const filled = [
    { letter: 'A', answer: 'Brasília', right: false },
    { letter: 'B', answer: 'Rio de Janeiro', right: true },
  ];

  it('validate: the pt-BR messages of the rule picked by the type field, one "Preencha um valor." for the empty texts', () => {
    expect(editor.validate!(undefined, OPTIONS, { type: 'MULTIPLA_ESCOLHA' })).toEqual(['Marque a alternativa correta.', 'Preencha um valor.']);
    expect(editor.validate!(filled, OPTIONS, { type: 'MULTIPLA_ESCOLHA' })).toEqual([]);
    expect(editor.validate!([{ answer: '' }, { answer: 'x', right: true }], OPTIONS, { type: 'MULTIPLA_ESCOLHA' })).toEqual(['Preencha um valor.']);
    expect(editor.validate!([{ answer: 'x', right: true }], OPTIONS, { type: 'MULTIPLA_ESCOLHA' })).toEqual(['Cadastre ao menos duas alternativas.']);
    expect(editor.validate!(trueFalsePair(), OPTIONS, { type: 'CERTO_ERRADO' })).toEqual(['Marque a alternativa correta.']);
    expect(editor.validate!(trueFalsePair('C'), OPTIONS, { type: 'CERTO_ERRADO' })).toEqual([]);
    expect(editor.validate!(undefined, OPTIONS, { type: 'DISCURSIVA' })).toEqual([]);
    // A type the rules do not list has no alternatives.
    expect(editor.validate!(undefined, OPTIONS, {})).toEqual([]);
  });

  it('derive: the right alternative\'s letter goes to rightField; none marked or no alternatives gives ""', () => {
    expect(editor.derive!(filled, OPTIONS, { type: 'MULTIPLA_ESCOLHA' })).toEqual({ rightAlternative: 'B' });
    expect(editor.derive!(trueFalsePair('E'), OPTIONS, { type: 'CERTO_ERRADO' })).toEqual({ rightAlternative: 'E' });
    expect(editor.derive!([], OPTIONS, { type: 'DISCURSIVA' })).toEqual({ rightAlternative: '' });
    const { rightField: _rightField, ...withoutRightField } = OPTIONS;
    expect(editor.derive!(filled, withoutRightField, { type: 'MULTIPLA_ESCOLHA' })).toEqual({});
  });
});
