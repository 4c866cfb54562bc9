import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alternativesForRule, draftsOf, emptyAlternative, isBlankHtml, relabel, trueFalsePair, validateAlternatives,
} from '../../../engine/plugins/question-editor/alternatives';
import QuestionEditor from '../../../engine/plugins/question-editor/QuestionEditor';
import type { QuestionEditorSettings } from '../../../engine/plugins/question-editor/questionEditorTypes';
import { useQuestionEditorController } from '../../../engine/plugins/question-editor/useQuestionEditorController';
import { hasLeaveGuard } from '../../../engine/ui/leaveGuard';
import { fakeDataProvider, wiring } from './harness';

afterEach(cleanup);

const ENTITY = JSON.parse(readFileSync(join(process.cwd(), 'schemas/entities/question.schema.json'), 'utf8'));
const { $schema: _schema, ...SCHEMA } = ENTITY;

const SETTINGS: QuestionEditorSettings = {
  idParam: '_id',
  schema: SCHEMA,
  uiSchema: { title: { 'ui:widget': 'textarea' } },
  load: { endpoint: '/api/question', method: 'GET', query: { _id: ':_id' }, record: 'question' },
  save: { endpoint: '/api/question/save', method: 'POST', body: { _id: ':_id' }, record: 'question' },
  remove: { endpoint: '/api/question/remove', method: 'POST', body: { _id: ':_id' } },
  fields: { type: 'type', alternatives: 'alternatives', rightAlternative: 'rightAlternative', hierarchies: 'hierarchies', label: 'code' },
  alternativeRules: { MULTIPLA_ESCOLHA: 'choice', CERTO_ERRADO: 'trueFalse', DISCURSIVA: 'none' },
  initialAlternatives: 4,
  maxAlternatives: 6,
  afterSave: '/conteudo/question',
  listRoute: '/conteudo/question',
  success: 'Questão {code} salva.',
  removeConfirm: 'Remover a questão {code}?',
  removeSuccess: 'Questão {code} removida.',
  permissions: { new: 'Question.new', edit: 'Question.new', remove: 'Question.new' },
};

const QUESTION = {
  _id: 5,
  code: 'Q00005',
  title: '<p>É vedada a edição de medida provisória sobre</p>',
  type: 'MULTIPLA_ESCOLHA',
  exam: { evaluatingInstitution: 'FCC', year: 2023, roles: ['Técnico Judiciário'] },
  canceled: false,
  unpublished: false,
  alternatives: [
    { letter: 'A', answer: 'direito penal', right: true, answerMedia: '', comment: '', commentMedia: '' },
    { letter: 'B', answer: 'impostos', right: false, answerMedia: '', comment: '', commentMedia: '' },
  ],
  rightAlternative: 'A',
  hierarchies: [{ _id: 31, name: 'Medidas provisórias', levelName: 'Microtópico', path: ['Direito Constitucional', 'Medidas provisórias'] }],
  statistics: { answers: 10 },
};

describe('alternative rules', () => {
  it('letters follow the position; Certo/Errado is a fixed pair', () => {
    const list = relabel([emptyAlternative(), emptyAlternative(), emptyAlternative()], 'choice');
    expect(list.map((item) => item.letter)).toEqual(['A', 'B', 'C']);
    expect(trueFalsePair('E').map((item) => [item.letter, item.answer, item.right])).toEqual([['C', 'Certo', false], ['E', 'Errado', true]]);
  });

  it('switching rules: true-false gets the pair, multiple choice gets back what it had', () => {
    const choice = relabel(draftsOf([{ answer: 'um' }, { answer: 'dois' }]), 'choice');
    expect(alternativesForRule('trueFalse', choice, [], 5).map((item) => item.letter)).toEqual(['C', 'E']);
    expect(alternativesForRule('choice', [], choice, 5).map((item) => item.answer)).toEqual(['um', 'dois']);
    expect(alternativesForRule('choice', [], trueFalsePair(), 3).map((item) => item.letter)).toEqual(['A', 'B', 'C']);
    expect(alternativesForRule('none', choice, [], 5)).toEqual([]);
  });

  it('validates in pt-BR: empty texts, too few, no right one, more than one', () => {
    const [a, b] = relabel([emptyAlternative(), emptyAlternative()], 'choice');
    expect(validateAlternatives([a, b], 'choice')).toEqual({ list: 'Marque a alternativa correta.', answers: { [a.key]: 'Preencha um valor.', [b.key]: 'Preencha um valor.' } });
    expect(validateAlternatives([{ ...a, answer: 'x', right: true }], 'choice').list).toBe('Cadastre ao menos duas alternativas.');
    expect(validateAlternatives([{ ...a, answer: 'x', right: true }, { ...b, answer: 'y', right: true }], 'choice').list).toBe('Marque apenas uma alternativa correta.');
    expect(validateAlternatives([{ ...a, answer: 'x', right: true }, { ...b, answer: 'y' }], 'choice')).toEqual({ list: null, answers: {} });
    expect(validateAlternatives(trueFalsePair(), 'trueFalse').list).toBe('Marque a alternativa correta.');
    expect(validateAlternatives([], 'none')).toEqual({ list: null, answers: {} });
    expect(isBlankHtml('<p><br></p>&nbsp;')).toBe(true);
    expect(isBlankHtml('<img src="x">')).toBe(false);
  });
});

function hook(params: Record<string, string>, overrides: Parameters<typeof fakeDataProvider>[0] = {}, roles?: string[]) {
  const { Wrapper, memory } = wiring({ dataProvider: fakeDataProvider(overrides), roles, path: '/conteudo/question-cadastro' });
  return { ...renderHook(() => useQuestionEditorController(SETTINGS, params), { wrapper: Wrapper }), memory };
}

describe('useQuestionEditorController', () => {
  it('create mode: schema defaults, the initial empty alternatives, not dirty', () => {
    const { result } = hook({});
    expect(result.current.mode).toBe('create');
    expect(result.current.formData).toMatchObject({ type: 'MULTIPLA_ESCOLHA', canceled: false, unpublished: true });
    expect(result.current.formData).not.toHaveProperty('alternatives');
    expect(result.current.rule).toBe('choice');
    expect(result.current.alternatives.map((item) => item.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(result.current.isDirty).toBe(false);
    expect(result.current.formSchema).toBe(SETTINGS.schema);
    expect(result.current.uiSchema).toMatchObject({ alternatives: { 'ui:widget': 'hidden' }, hierarchies: { 'ui:widget': 'hidden' }, title: { 'ui:widget': 'textarea' } });
    expect(result.current.canRemove).toBe(false);
  });

  it('edits the alternatives: add (up to the maximum), reorder, remove, one right answer', () => {
    const { result } = hook({});
    const keys = () => result.current.alternatives.map((item) => item.key);
    act(() => result.current.addAlternative());
    act(() => result.current.addAlternative());
    act(() => result.current.addAlternative());
    expect(result.current.alternatives).toHaveLength(6);
    const [first, second] = keys();
    act(() => result.current.updateAlternative(first, { answer: 'primeira' }));
    act(() => result.current.moveAlternative(first, 1));
    expect(keys().slice(0, 2)).toEqual([second, first]);
    expect(result.current.alternatives[1]).toMatchObject({ letter: 'B', answer: 'primeira' });
    act(() => result.current.moveAlternative(second, -1));
    expect(keys()[0]).toBe(second);
    act(() => result.current.setRight(first));
    act(() => result.current.setRight(second));
    expect(result.current.alternatives.filter((item) => item.right).map((item) => item.key)).toEqual([second]);
    act(() => result.current.removeAlternative(second));
    expect(result.current.alternatives.map((item) => item.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(result.current.alternatives[0].answer).toBe('primeira');
    expect(result.current.isDirty).toBe(true);
    expect(hasLeaveGuard()).toBe(true);
  });

  it('changing the type swaps the alternatives and back', () => {
    const { result } = hook({});
    act(() => result.current.updateAlternative(result.current.alternatives[0].key, { answer: 'guardada' }));
    act(() => result.current.setFormData({ ...result.current.formData, type: 'CERTO_ERRADO' }));
    expect(result.current.rule).toBe('trueFalse');
    expect(result.current.alternatives.map((item) => item.answer)).toEqual(['Certo', 'Errado']);
    act(() => result.current.setFormData({ ...result.current.formData, type: 'DISCURSIVA' }));
    expect(result.current.alternatives).toEqual([]);
    act(() => result.current.setFormData({ ...result.current.formData, type: 'MULTIPLA_ESCOLHA', alternatives: [] }));
    expect(result.current.alternatives[0].answer).toBe('guardada');
    expect(result.current.formData).not.toHaveProperty('alternatives');
  });

  it('refuses to save while an alternative rule fails, showing the messages only after a try', async () => {
    const save = vi.fn();
    const { result } = hook({}, { save });
    expect(result.current.alternativeErrors).toEqual({ list: null, answers: {} });
    await act(() => result.current.submit({ ...result.current.formData, title: '<p>x</p>', exam: { evaluatingInstitution: 'FGV', year: 2024 } }));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.alternativeErrors.list).toBe('Marque a alternativa correta.');
    expect(Object.values(result.current.alternativeErrors.answers)).toEqual(['Preencha um valor.', 'Preencha um valor.', 'Preencha um valor.', 'Preencha um valor.']);
  });

  it('saves the form data with the alternatives, the right letter and the classification, then goes to the list', async () => {
    const save = vi.fn(async (_call: unknown, params: { record: Record<string, unknown> }) => ({ ...params.record, _id: 37, code: 'Q00037' }));
    const { result, memory } = hook({}, { save });
    const [a, b] = result.current.alternatives;
    act(() => {
      result.current.updateAlternative(a.key, { answer: 'Brasília' });
      result.current.updateAlternative(b.key, { answer: 'Rio de Janeiro' });
    });
    act(() => result.current.removeAlternative(result.current.alternatives[3].key));
    act(() => result.current.removeAlternative(result.current.alternatives[2].key));
    act(() => result.current.setRight(a.key));
    act(() => result.current.addHierarchy({ _id: 7, name: 'União', slug: 'uniao', level: 3, parentId: 6, aliases: [], childCount: 0, questionCount: 0, pathNames: ['Direito Constitucional', 'Organização do Estado', 'União'], pathSlugs: [] }));
    const data = { ...result.current.formData, title: '<p>Capital?</p>', exam: { evaluatingInstitution: 'FGV', year: 2024 } };
    await act(() => result.current.submit(data));
    expect(save).toHaveBeenCalledWith(SETTINGS.save, {
      record: {
        ...data,
        alternatives: [
          { letter: 'A', answer: 'Brasília', right: true, answerMedia: '', comment: '', commentMedia: '' },
          { letter: 'B', answer: 'Rio de Janeiro', right: false, answerMedia: '', comment: '', commentMedia: '' },
        ],
        rightAlternative: 'A',
        hierarchies: [{ _id: 7 }],
      },
      context: {},
    });
    expect(memory.history.at(-1)).toBe('/conteudo/question');
    expect(hasLeaveGuard()).toBe(false);
  });

  it('edit mode: loads the question into the form, the alternatives and the classification', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const { result } = hook({ _id: '5' }, { get });
    await waitFor(() => expect(result.current.formData.code).toBe('Q00005'));
    expect(get).toHaveBeenCalledWith(SETTINGS.load, expect.objectContaining({ context: { _id: '5' } }));
    expect(result.current.formData).not.toHaveProperty('alternatives');
    expect(result.current.formData).not.toHaveProperty('hierarchies');
    expect(result.current.alternatives.map((item) => [item.letter, item.answer, item.right])).toEqual([['A', 'direito penal', true], ['B', 'impostos', false]]);
    expect(result.current.hierarchies.map((item) => item.name)).toEqual(['Medidas provisórias']);
    expect(result.current.isDirty).toBe(false);
    expect(result.current.canRemove).toBe(true);
    expect(result.current.removeConfirmText).toBe('Remover a questão Q00005?');
  });

  it('a failed save keeps everything and shows the server message', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const save = vi.fn().mockRejectedValue(new Error('Já existe uma questão com o código Q00001.'));
    const { result, memory } = hook({ _id: '5' }, { get, save });
    await waitFor(() => expect(result.current.alternatives).toHaveLength(2));
    const data = { ...result.current.formData, code: 'Q00001' };
    act(() => result.current.setFormData(data));
    await act(() => result.current.submit(data));
    expect(result.current.saveError).toBe('Já existe uma questão com o código Q00001.');
    expect(result.current.formData.code).toBe('Q00001');
    expect(result.current.isDirty).toBe(true);
    expect(memory.history).toEqual(['/conteudo/question-cadastro']);
  });

  it('removes after confirmation and goes to the list', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const remove = vi.fn().mockResolvedValue(undefined);
    const { result, memory } = hook({ _id: '5' }, { get, remove });
    await waitFor(() => expect(result.current.canRemove).toBe(true));
    await waitFor(() => expect(result.current.formData.code).toBe('Q00005'));
    act(() => result.current.askRemove());
    expect(result.current.isRemoveOpen).toBe(true);
    await act(() => result.current.confirmRemove());
    expect(remove).toHaveBeenCalledWith(SETTINGS.remove, { context: expect.objectContaining({ _id: 5, code: 'Q00005' }) });
    expect(memory.history.at(-1)).toBe('/conteudo/question');
  });

  it('without the button key it may not save nor remove', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const { result } = hook({ _id: '5' }, { get }, ['Question']);
    await waitFor(() => expect(result.current.formData.code).toBe('Q00005'));
    expect(result.current.canSave).toBe(false);
    expect(result.current.canRemove).toBe(false);
    expect(result.current.saveBlockedReason).toBe('Você não tem permissão para alterar questões.');
  });
});

describe('QuestionEditor view', () => {
  it('an empty save shows "Preencha um valor." on the required fields and the alternatives message', async () => {
    const save = vi.fn();
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ save }), path: '/conteudo/question-cadastro' });
    const definition = { title: 'Cadastro de questão', settings: SETTINGS as unknown as Record<string, unknown> };
    render(<QuestionEditor definition={definition} params={{}} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText('Preencha um valor.').length).toBeGreaterThan(4));
    expect(screen.getByText('Marque a alternativa correta.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Texto da alternativa A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover a alternativa D' })).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
