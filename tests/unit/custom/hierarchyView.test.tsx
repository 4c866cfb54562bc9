import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearHierarchyCache } from '../../../engine/fields/hierarchy/hierarchyNodes';
import HierarchyBrowser from '../../../engine/plugins/hierarchy/HierarchyBrowser';
import type { CallSpec } from '../../../engine/core/dataProvider';
import { resolveScreen } from '../../../engine/core/definition/resolve';
import type { RuntimeCustomScreen } from '../../../engine/core/definition/runtime';
import type { HierarchyBrowserSettings } from '../../../engine/core/generated';
import { fakeDataProvider, wiring } from './harness';

afterEach(() => {
  cleanup();
  clearHierarchyCache();
});

const read = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8'));

/** A screen of the repository as the build hands it to its component: resolved against the resources it names. */
function repositoryScreen(path: string, resourceIds: string[]): { definition: RuntimeCustomScreen; settings: HierarchyBrowserSettings } {
  const file = read(path);
  const resources = new Map(resourceIds.map((id) => [id, read(`screens/resources/${id}.json`)]));
  const definition = resolveScreen(file, { resources, screens: [] });
  if (definition.kind !== 'custom') throw new Error(`${path} não é uma tela custom`);
  return { definition, settings: file.settings };
}

const { definition, settings } = repositoryScreen('screens/conteudo/hierarquia.json', ['hierarchy-node']);

const NODES = [
  { _id: 1, name: 'Português', slug: 'portugues', parentId: null, level: 1, aliases: ['Língua Portuguesa'], childCount: 1, questionCount: 0, pathNames: ['Português'] },
  { _id: 2, name: 'Sintaxe', slug: 'sintaxe', parentId: 1, level: 2, aliases: [], childCount: 6, questionCount: 3, pathNames: ['Português', 'Sintaxe'] },
];

const fetch = vi.fn(async (_call: CallSpec, params: { context?: Record<string, unknown> }) => ({
  nodes: NODES.filter((item) => item.parentId === (params.context?.parentId ?? null)),
}));

function renderBrowser(params: Record<string, string>, roles?: string[]) {
  const { Wrapper, memory } = wiring({ dataProvider: fakeDataProvider({ fetch }), roles, path: '/conteudo/hierarquia' });
  render(<HierarchyBrowser definition={definition} params={params} settings={settings} />, { wrapper: Wrapper });
  return memory;
}

describe('HierarchyBrowser view (browse mode)', () => {
  it('shows the columns as links, the breadcrumbs and the open node with its actions', async () => {
    renderBrowser({ disciplina: 'portugues', assunto: 'sintaxe' });
    const columns = screen.getByRole('group', { name: 'Colunas da hierarquia' });
    await within(columns).findByRole('heading', { name: 'Tópicos de Sintaxe' });
    expect(within(columns).getByRole('link', { name: 'Português' }).getAttribute('href')).toBe('/conteudo/hierarquia/portugues');
    expect(within(columns).getByRole('link', { name: 'Sintaxe' }).getAttribute('aria-current')).toBe('true');
    expect(await within(columns).findByText('Nenhum item em tópicos.')).toBeTruthy();
    expect(within(columns).getByRole('button', { name: 'Nova disciplina' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Caminho aberto' });
    expect(crumbs.textContent).toBe('HierarquiaPortuguêsSintaxe');
    const panel = screen.getByRole('region', { name: 'Sintaxe' });
    expect(within(panel).getByText('6 itens abaixo')).toBeTruthy();
    expect(within(panel).getByText('3 questões')).toBeTruthy();
    for (const name of ['Renomear', 'Apelidos', 'Mover', 'Remover']) expect(within(panel).getByRole('button', { name })).toBeTruthy();
  });

  it('each button shows only with its key', async () => {
    renderBrowser({ disciplina: 'portugues', assunto: 'sintaxe' }, ['Hierarquia', 'Hierarquia.alias']);
    const panel = await screen.findByRole('region', { name: 'Sintaxe' });
    expect(within(panel).getByRole('button', { name: 'Apelidos' })).toBeTruthy();
    for (const name of ['Renomear', 'Mover', 'Remover']) expect(within(panel).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nova disciplina' })).toBeNull();
  });

  it('refuses to remove a node with children, in pt-BR, without calling the server', async () => {
    const remove = vi.fn();
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch, remove }) });
    render(<HierarchyBrowser definition={definition} params={{ disciplina: 'portugues', assunto: 'sintaxe' }} settings={settings} />, { wrapper: Wrapper });
    const panel = await screen.findByRole('region', { name: 'Sintaxe' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Não é possível remover “Sintaxe”: há 6 itens abaixo dele. Remova ou mova esses itens antes.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('the create dialog asks for a name with the engine message', async () => {
    const save = vi.fn();
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch, save }) });
    render(<HierarchyBrowser definition={definition} params={{ disciplina: 'portugues' }} settings={settings} />, { wrapper: Wrapper });
    const columns = screen.getByRole('group', { name: 'Colunas da hierarquia' });
    fireEvent.click(await within(columns).findByRole('button', { name: 'Novo assunto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo assunto em Português' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(dialog).getByText('Preencha um valor.')).toBeTruthy());
    expect(save).not.toHaveBeenCalled();
  });
});

describe('HierarchyBrowser view (select mode)', () => {
  const select = repositoryScreen('screens/conteudo/question-hierarchy.json', ['hierarchy-node', 'question']);
  const QUESTION = { _id: 14, code: 'Q00014', title: '<p>Enunciado</p>', hierarchies: [{ _id: 2, name: 'Sintaxe', levelName: 'Assunto', path: ['Português', 'Sintaxe'] }] };

  it('loads the record named by the route id with its resource get, and shows its classification', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch, get }) });
    render(<HierarchyBrowser definition={select.definition} params={{ _id: '14' }} settings={select.settings} />, { wrapper: Wrapper });
    expect(await screen.findByRole('heading', { name: 'Q00014' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(select.definition.resources.question.get, expect.objectContaining({ context: { _id: '14' } }));
    expect(screen.getByText('Português › Sintaxe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar classificação' })).toBeTruthy();
  });

  it('without an id in the route lists the records of the resource, named by its label field', async () => {
    const list = vi.fn().mockResolvedValue({ rows: [{ _id: 14, code: 'Q00014', summary: 'Crase e regência' }], total: 1 });
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch, list }) });
    render(<HierarchyBrowser definition={select.definition} params={{}} settings={select.settings} />, { wrapper: Wrapper });
    const link = await screen.findByRole('link', { name: 'Q00014' });
    expect(link.getAttribute('href')).toBe('/conteudo/question-hierarchy/14');
    expect(screen.getByText('Crase e regência')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(select.definition.resources.question.list, expect.objectContaining({ page: 1, filter: {} }));
  });
});
