/**
 * The question editor as it runs now: the form screen of screens/conteudo/question-cadastro.json (resolved
 * with its resources) with the `alternatives` and `hierarchyPicker` field editors.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallSpec, DataProvider } from '../../../engine/core/dataProvider';
import type { RuntimeFormScreen, RuntimeListScreen } from '../../../engine/core/definition/runtime';
import type { FormScreen as FormDefinition, ListScreen, ResourceDefinition } from '../../../engine/core/generated';
import { clearHierarchyCache } from '../../../engine/fields/hierarchy/hierarchyNodes';
import FormScreen from '../../../engine/kinds/form/FormScreen';
import { engineWiring, resolveForTest, testDataProvider as fakeDataProvider } from '../harness';

afterEach(() => {
  cleanup();
  clearHierarchyCache();
});

const read = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8'));
// The build inlines the resource's entity `$ref`; here the entity is read the same way by hand.
const { $schema: _schema, ...ENTITY } = read('schemas/entities/question.schema.json');
const RESOURCES: ResourceDefinition[] = [
  { ...read('screens/resources/question.json'), schema: ENTITY },
  read('screens/resources/hierarchy-node.json'),
];
const LIST: ListScreen = read('screens/conteudo/question.json');
const FORM: FormDefinition = read('screens/conteudo/question-cadastro.json');

/** The form screen resolved as the build resolves it (the list screen gives the default afterSave). */
function resolved(definition: FormDefinition = FORM): RuntimeFormScreen {
  return resolveForTest<RuntimeFormScreen>(definition, { resources: RESOURCES, screens: [LIST] });
}
const DEFINITION = resolved();

/** The screen with other `ui:options` of the alternatives editor (fewer initial ones, a lower maximum). */
function withAlternativeOptions(options: Record<string, unknown>): RuntimeFormScreen {
  const definition = structuredClone(FORM);
  const alternatives = (definition.uiSchema as Record<string, { 'ui:options': Record<string, unknown> }>).alternatives;
  Object.assign(alternatives['ui:options'], options);
  return resolved(definition);
}

const QUESTION = {
  _id: 5,
  code: 'Q00005',
  title: '<p>É vedada a edição de medida provisória sobre</p>',
  type: 'MULTIPLA_ESCOLHA',
  exam: { evaluatingInstitution: 'FCC', year: 2023, publicTender: 'TRF 1ª Região 2023', roles: ['Técnico Judiciário'] },
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

const NODES = [
  { _id: 1, name: 'Direito Constitucional', slug: 'direito-constitucional', parentId: null, level: 1, childCount: 1, pathNames: ['Direito Constitucional'] },
  { _id: 6, name: 'Organização do Estado', slug: 'organizacao-do-estado', parentId: 1, level: 2, childCount: 1, pathNames: ['Direito Constitucional', 'Organização do Estado'] },
  { _id: 7, name: 'União', slug: 'uniao', parentId: 6, level: 3, childCount: 0, pathNames: ['Direito Constitucional', 'Organização do Estado', 'União'] },
];
/** The hierarchy-node resource's `options` call: the children of `{parentId}`. */
const fetchNodes = vi.fn(async (_call: CallSpec, params: { context?: Record<string, unknown> }) => ({
  nodes: NODES.filter((node) => node.parentId === (params.context?.parentId ?? null)),
}));

let current: ReturnType<typeof engineWiring>;
const hasLeaveGuard = () => current.leaveGuard.isSet();

function setup(options: { params?: Record<string, string>; dataProvider?: DataProvider; roles?: string[]; definition?: RuntimeFormScreen } = {}) {
  const params = options.params ?? {};
  const definition = options.definition ?? DEFINITION;
  const path = params._id ? `/conteudo/question-cadastro/${params._id}` : '/conteudo/question-cadastro';
  current = engineWiring({ path, dataProvider: options.dataProvider, roles: options.roles, resources: definition.resources });
  render(<current.Wrapper><FormScreen definition={definition} params={params} /></current.Wrapper>);
  return { memory: current.memory };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const answerTexts = () => screen.queryAllByRole('textbox', { name: /^Texto da alternativa / }).map((editor) => [editor.getAttribute('aria-label')!.slice(-1), editor.textContent]);
const rightRadio = (letter: string) => screen.getByRole('radio', { name: `Alternativa ${letter} correta` }) as HTMLInputElement;
/** The form's remove button (the roles list has "Remover" buttons of its own). */
const removeButton = () => screen.queryAllByRole('button', { name: 'Remover' }).find((button) => button.classList.contains('engine-form-remove')) ?? null;
const letters = () => screen.getAllByRole('radio', { name: /^Alternativa . correta$/ }).map((radio) => radio.getAttribute('aria-label')!.split(' ')[1]);

/** Types into a rich-text editor the way the browser reports it (its HTML, then an input event). */
function typeHtml(editor: HTMLElement, html: string) {
  editor.innerHTML = html;
  fireEvent.input(editor);
}

/** Picks an option of a native select by its text. */
function choose(label: string, text: string) {
  const select = screen.getByLabelText(label, { exact: false }) as HTMLSelectElement;
  const option = Array.from(select.options).find((item) => item.text === text);
  if (!option) throw new Error(`sem a opção "${text}" em ${label}`);
  fireEvent.change(select, { target: { value: option.value } });
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  });
}

/** Fills the required fields of a new question (statement, board, year). */
function fillBasics(statement: string) {
  typeHtml(textbox('Enunciado'), statement);
  choose('Banca', 'FGV');
  fireEvent.input(screen.getByLabelText('Ano', { exact: false }), { target: { value: '2024' } });
}

describe('the question form screen', () => {
  it('resolves as a form of the question resource whose list holds its create and edit buttons', () => {
    expect(DEFINITION).toMatchObject({
      kind: 'form',
      afterSave: '/conteudo/question',
      success: 'Questão {code} salva.',
      permissions: { new: 'Question.new', edit: 'Question.new' },
      remove: { label: 'Remover', confirm: 'Remover a questão {code}?', success: 'Questão {code} removida.', permission: 'Question.new' },
    });
    expect(Object.keys(DEFINITION.resources).sort()).toEqual(['hierarchy-node', 'question']);
    const list = resolveForTest<RuntimeListScreen>(LIST, { resources: RESOURCES, screens: [FORM] });
    expect(list.actions[0]).toMatchObject({ kind: 'link', label: 'Nova questão', intent: 'primary', route: '/conteudo/question-cadastro', permission: 'Question.new' });
    expect(list.rowActions[0]).toMatchObject({ kind: 'link', label: 'Editar', route: '/conteudo/question-cadastro/{_id}', permission: 'Question.new' });
  });
});

describe('create mode', () => {
  it('starts from the schema defaults with the initial empty alternatives, untouched (no leave guard)', () => {
    setup({ definition: withAlternativeOptions({ initial: 4, max: 6 }) });
    expect(screen.getByRole('heading', { name: 'Cadastro de questão' })).toBeTruthy();
    const type = screen.getByLabelText('Tipo', { exact: false }) as HTMLSelectElement;
    expect(type.options[type.selectedIndex].text).toBe('Múltipla escolha');
    expect((screen.getByLabelText('Não publicada') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Anulada') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'Alternativas' })).toBeTruthy();
    expect(letters()).toEqual(['A', 'B', 'C', 'D']);
    expect(screen.getByRole('heading', { name: 'Classificação na hierarquia' })).toBeTruthy();
    expect(hasLeaveGuard()).toBe(false);
    expect(removeButton()).toBeNull();
  });

  it('edits the alternatives: add (up to the maximum), reorder, remove, one right answer', () => {
    setup({ definition: withAlternativeOptions({ initial: 4, max: 6 }) });
    const add = screen.getByRole('button', { name: 'Adicionar alternativa' }) as HTMLButtonElement;
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(letters()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(add.disabled).toBe(true);
    const first = textbox('Texto da alternativa A');
    typeHtml(first, 'primeira');
    fireEvent.click(screen.getByRole('button', { name: 'Mover a alternativa A para baixo' }));
    // The row moved with its editor (stable keys), and its letter follows the new position.
    expect(textbox('Texto da alternativa B')).toBe(first);
    expect(answerTexts().slice(0, 2)).toEqual([['A', ''], ['B', 'primeira']]);
    fireEvent.click(screen.getByRole('button', { name: 'Mover a alternativa B para cima' }));
    expect(textbox('Texto da alternativa A')).toBe(first);
    fireEvent.click(rightRadio('B'));
    fireEvent.click(rightRadio('A'));
    expect(screen.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('aria-label'))).toEqual(['Alternativa A correta']);
    fireEvent.click(screen.getByRole('button', { name: 'Remover a alternativa B' }));
    expect(letters()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(answerTexts()[0]).toEqual(['A', 'primeira']);
    expect(add.disabled).toBe(false);
    expect(hasLeaveGuard()).toBe(true);
  });

  it('changing the type swaps the alternatives and back', () => {
    setup();
    typeHtml(textbox('Texto da alternativa A'), 'guardada');
    choose('Tipo', 'Certo ou errado');
    expect(screen.queryByRole('textbox', { name: 'Texto da alternativa A' })).toBeNull();
    expect(letters()).toEqual(['C', 'E']);
    expect(screen.getByText('Certo')).toBeTruthy();
    expect(screen.getByText('Errado')).toBeTruthy();
    expect(screen.getByText('Marque o gabarito: Certo ou Errado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar alternativa' })).toBeNull();
    choose('Tipo', 'Discursiva');
    expect(screen.queryByRole('heading', { name: 'Alternativas' })).toBeNull();
    expect(screen.queryAllByRole('radio', { name: /correta$/ })).toEqual([]);
    choose('Tipo', 'Múltipla escolha');
    expect(letters()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(answerTexts()[0]).toEqual(['A', 'guardada']);
  });

  it('an empty save shows "Preencha um valor." on the required fields and the alternatives\' messages, and does not save', async () => {
    const saveCall = vi.fn();
    setup({ dataProvider: fakeDataProvider({ save: saveCall }) });
    // Before a save is tried, nothing is flagged.
    expect(screen.queryByText('Marque a alternativa correta.')).toBeNull();
    expect(screen.queryByText('Preencha um valor.')).toBeNull();
    await save();
    expect(screen.getAllByText('Preencha um valor.').length).toBeGreaterThan(4);
    expect(screen.getByText('Marque a alternativa correta.')).toBeTruthy();
    expect(screen.getByText('Corrija os campos destacados.')).toBeTruthy();
    expect(textbox('Texto da alternativa A').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remover a alternativa D' })).toBeTruthy();
    expect(saveCall).not.toHaveBeenCalled();

    // Every text filled but no right answer: still refused, with the list's message only.
    fillBasics('Assinale a correta.');
    for (const letter of 'ABCDE') typeHtml(textbox(`Texto da alternativa ${letter}`), `Afirmação ${letter}`);
    await save();
    expect(saveCall).not.toHaveBeenCalled();
    expect(screen.getByText('Marque a alternativa correta.')).toBeTruthy();
    expect(screen.queryByText('Preencha um valor.')).toBeNull();

    // Certo ou errado: the pair without its answer shows the same message; marking one clears it.
    choose('Tipo', 'Certo ou errado');
    await waitFor(() => expect(screen.getByText('Marque a alternativa correta.')).toBeTruthy());
    fireEvent.click(rightRadio('E'));
    await waitFor(() => expect(screen.queryByText('Marque a alternativa correta.')).toBeNull());
  });

  it('saves the form data with the alternatives, the right letter and the classification, then goes to the list', async () => {
    const saveCall = vi.fn(async (_call: unknown, params: { record: Record<string, unknown> }) => ({ ...params.record, _id: 37, code: 'Q00037' }));
    const { memory } = setup({ dataProvider: fakeDataProvider({ save: saveCall, fetch: fetchNodes }) });
    fillBasics('Capital?');
    typeHtml(textbox('Texto da alternativa A'), 'Brasília');
    typeHtml(textbox('Texto da alternativa B'), 'Rio de Janeiro');
    for (const letter of 'EDC') fireEvent.click(screen.getByRole('button', { name: `Remover a alternativa ${letter}` }));
    fireEvent.click(rightRadio('A'));

    // The classification, picked in the hierarchy's columns.
    fireEvent.click(screen.getByRole('button', { name: 'Escolher na hierarquia' }));
    const picker = await screen.findByRole('dialog', { name: 'Escolher na hierarquia' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Direito Constitucional' }));
    fireEvent.click(await within(picker).findByRole('button', { name: 'Organização do Estado' }));
    fireEvent.click(await within(picker).findByRole('button', { name: 'União' }));
    fireEvent.click(await within(picker).findByRole('button', { name: 'Escolher “União”' }));
    expect((within(picker).getByRole('button', { name: 'Já está na classificação' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Direito Constitucional › Organização do Estado › União')).toBeTruthy();
    expect(fetchNodes).toHaveBeenCalledWith(DEFINITION.resources['hierarchy-node'].options, expect.objectContaining({ context: { parentId: 6 } }));

    await save();
    expect(saveCall).toHaveBeenCalledWith(DEFINITION.save, {
      record: {
        title: 'Capital?',
        type: 'MULTIPLA_ESCOLHA',
        exam: { evaluatingInstitution: 'FGV', year: 2024 },
        canceled: false,
        unpublished: true,
        alternatives: [
          { letter: 'A', answer: 'Brasília', right: true, answerMedia: '', comment: '', commentMedia: '' },
          { letter: 'B', answer: 'Rio de Janeiro', right: false, answerMedia: '', comment: '', commentMedia: '' },
        ],
        rightAlternative: 'A',
        hierarchies: [{ _id: 7, name: 'União', levelName: 'Tópico', path: ['Direito Constitucional', 'Organização do Estado', 'União'] }],
      },
      context: {},
    });
    expect(current.toasts()).toContain('success: Questão Q00037 salva.');
    expect(memory.history.at(-1)).toBe('/conteudo/question');
    expect(hasLeaveGuard()).toBe(false);
  });
});

describe('edit mode', () => {
  it('loads the question into the form, the alternatives and the classification', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get }) });
    await waitFor(() => expect((screen.getByLabelText('Código', { exact: false }) as HTMLInputElement).value).toBe('Q00005'));
    expect(get).toHaveBeenCalledWith(DEFINITION.load, expect.objectContaining({ context: { _id: '5' } }));
    expect(answerTexts()).toEqual([['A', 'direito penal'], ['B', 'impostos']]);
    expect(rightRadio('A').checked).toBe(true);
    expect(rightRadio('B').checked).toBe(false);
    expect(screen.getByText('Direito Constitucional › Medidas provisórias')).toBeTruthy();
    expect(hasLeaveGuard()).toBe(false);
    expect(removeButton()).toBeTruthy();
  });

  it('a loaded Certo/Errado question keeps its answer', async () => {
    const get = vi.fn().mockResolvedValue({ ...QUESTION, type: 'CERTO_ERRADO', alternatives: [
      { letter: 'C', answer: 'Certo', right: false, answerMedia: '', comment: '', commentMedia: '' },
      { letter: 'E', answer: 'Errado', right: true, answerMedia: '', comment: 'Cabe a lei ordinária.', commentMedia: '' },
    ], rightAlternative: 'E' });
    setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get }) });
    await waitFor(() => expect(letters()).toEqual(['C', 'E']));
    expect(rightRadio('E').checked).toBe(true);
    // An alternative with a comment opens its details.
    expect((screen.getByLabelText('Comentário da alternativa') as HTMLTextAreaElement).value).toBe('Cabe a lei ordinária.');
    expect(hasLeaveGuard()).toBe(false);
  });

  it('edits and saves: the body has the record, the alternatives, the new right letter and the classification', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const saveCall = vi.fn(async (_call: unknown, params: { record: Record<string, unknown> }) => params.record);
    const { memory } = setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get, save: saveCall }) });
    await waitFor(() => expect(answerTexts()).toHaveLength(2));
    fireEvent.click(rightRadio('B'));
    fireEvent.click(screen.getByRole('button', { name: 'Tirar Medidas provisórias da classificação' }));
    expect(screen.getByText('Nenhum item escolhido. Abra um item nas colunas e use “Adicionar à classificação”.')).toBeTruthy();
    expect(hasLeaveGuard()).toBe(true);
    await save();
    expect(saveCall).toHaveBeenCalledTimes(1);
    expect(saveCall.mock.calls[0][1]).toEqual({
      record: {
        ...QUESTION,
        alternatives: [
          { ...QUESTION.alternatives[0], right: false },
          { ...QUESTION.alternatives[1], right: true },
        ],
        rightAlternative: 'B',
        hierarchies: [],
      },
      context: { _id: '5' },
    });
    expect(current.toasts()).toContain('success: Questão Q00005 salva.');
    expect(memory.history.at(-1)).toBe('/conteudo/question');
  });

  it('a failed save keeps everything and shows the server message', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const saveCall = vi.fn().mockRejectedValue(new Error('Já existe uma questão com o código Q00001.'));
    const { memory } = setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get, save: saveCall }) });
    const code = () => screen.getByLabelText('Código', { exact: false }) as HTMLInputElement;
    await waitFor(() => expect(code().value).toBe('Q00005'));
    fireEvent.change(code(), { target: { value: 'Q00001' } });
    await save();
    expect(saveCall).toHaveBeenCalledTimes(1);
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Já existe uma questão com o código Q00001.'));
    expect(alert?.textContent).toContain('Não foi possível salvar');
    expect(current.toasts()).toContain('danger: Já existe uma questão com o código Q00001.');
    expect(code().value).toBe('Q00001');
    expect(answerTexts()).toEqual([['A', 'direito penal'], ['B', 'impostos']]);
    expect(hasLeaveGuard()).toBe(true);
    expect(memory.history).toEqual(['/conteudo/question-cadastro/5']);
  });

  it('removes after confirmation and goes to the list', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const remove = vi.fn().mockResolvedValue(undefined);
    const { memory } = setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get, remove }) });
    await waitFor(() => expect(answerTexts()).toHaveLength(2));
    fireEvent.click(removeButton()!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remover a questão Q00005? Esta ação não pode ser desfeita.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    });
    expect(remove).toHaveBeenCalledWith(DEFINITION.remove!.call, { context: expect.objectContaining({ _id: 5, code: 'Q00005' }) });
    expect(current.toasts()).toContain('success: Questão Q00005 removida.');
    expect(memory.history.at(-1)).toBe('/conteudo/question');
  });

  it('without the button key it may not save nor remove', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    setup({ params: { _id: '5' }, roles: ['Question'], dataProvider: fakeDataProvider({ get }) });
    await waitFor(() => expect(answerTexts()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(removeButton()).toBeNull();
    expect(screen.getByText('Você pode ver este registro, mas não tem permissão para editá-lo.')).toBeTruthy();
  });
});
