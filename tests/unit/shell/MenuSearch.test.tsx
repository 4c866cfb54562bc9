import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RecordLookup } from '../../../engine/core/definition/commands';
import type { DataProvider } from '../../../engine/core/dataProvider';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import { MenuSearch } from '../../../engine/shell/layout/MenuSearch';
import { SEARCH_INPUT } from '../../../engine/shell/layout/PageSearch';
import { testDataProvider } from '../harness';
import { flattenPages } from '../../../engine/shell/menu/menuTree';
import { paletteEntries } from '../../../engine/shell/menu/palette';
import type { MenuNode } from '../../../engine/shell/menu/types';

const MENU: MenuNode[] = [
  {
    id: 'cx', title: 'CX', type: 'group', children: [
      { id: 'gestao-alunos', title: 'Gestão de Alunos', type: 'item', icon: 'people', url: '/cx/gestao-aluno' },
      { id: 'recados', title: 'Recados', type: 'item', icon: 'envelope', url: '/cx/recados' },
    ],
  },
  ...Array.from({ length: 14 }, (_, i): MenuNode => ({ id: `p${i}`, title: `Painel ${i}`, type: 'item', url: `/painel/${i}` })),
];

function setup(options: { lookups?: RecordLookup[]; provider?: DataProvider } = {}) {
  const memory = memoryLocation({ path: '/home', record: true });
  render(
    <DataProviderContext.Provider value={options.provider ?? testDataProvider()}>
      <Router hook={memory.hook}>
        <MenuSearch input={SEARCH_INPUT} entries={paletteEntries(flattenPages(MENU), [], [], () => true)} recent={[]} lookups={options.lookups ?? []} />
      </Router>
    </DataProviderContext.Provider>,
  );
  return { memory, input: screen.getByRole('combobox', { name: 'Buscar página' }) as HTMLInputElement };
}

afterEach(cleanup);

describe('MenuSearch', () => {
  it('suggests pages ignoring accents and case and opens one with Enter', () => {
    const { memory, input } = setup();
    expect(input.placeholder).toBe('Buscar página');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'GESTAO' } });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Gestão de Alunos CX']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(memory.history).toEqual(['/home', '/cx/gestao-aluno']);
    expect(input.value).toBe('');
  });

  it('shows at most 10 suggestions, moves with the arrow keys and opens on click', () => {
    const { memory, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'painel' } });
    expect(screen.getAllByRole('option')).toHaveLength(10);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[2].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(memory.history.at(-1)).toBe('/painel/1');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'recad' } });
    fireEvent.click(screen.getByRole('option', { name: /Recados/ }));
    expect(memory.history.at(-1)).toBe('/cx/recados');
  });

  it('says "No results.." when nothing matches', () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No results..');
  });

  it('focuses the search with Ctrl+K and closes the list with Escape', () => {
    const { input } = setup();
    expect(document.activeElement).not.toBe(input);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'rec' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('finds records through the declared lookups once typing pauses, and opens the record', async () => {
    const STUDENTS = { call: { method: 'POST', endpoint: '/api/alunos' }, rows: 'alunos', total: 'total' } as unknown as RecordLookup['source'];
    const lookup: RecordLookup = {
      title: 'aluno', permission: null, source: STUDENTS, filters: ['Nome', 'CPF', 'Email'], digits: ['CPF'], show: ['Email'], idField: 'AlunoID',
      labelField: 'NomeAluno', route: '/cx/gestao-aluno/{AlunoID}', routePermission: null,
    };
    const asked: Array<Record<string, unknown> | undefined> = [];
    const provider = testDataProvider({
      list: async (_source, params) => {
        asked.push(params.filter);
        // Both filters find her: she is offered once.
        return { rows: [{ AlunoID: 7, NomeAluno: 'Maria Souza', Email: 'maria@exemplo.com.br' }], total: 1 };
      },
    });
    const { memory, input } = setup({ lookups: [lookup], provider });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'maria' } });
    const option = await screen.findByRole('option', { name: /Maria Souza/ });
    expect(option.textContent).toBe('Maria Souza Aluno › maria@exemplo.com.br');
    // No digit typed: the CPF filter is not asked.
    expect(asked).toEqual([{ Nome: 'maria' }, { Email: 'maria' }]);
    fireEvent.click(option);
    expect(memory.history.at(-1)).toBe('/cx/gestao-aluno/7');
  });
});
