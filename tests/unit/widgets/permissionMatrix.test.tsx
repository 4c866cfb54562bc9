import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderForm } from './harness';

afterEach(cleanup);

/** The matrix's own call, as a definition writes it. */
const SOURCE = { call: 'GET /api/lista-permissoes', rows: 'listaPermissoes' };

/** A small catalogue as the key list answers it: screens, their derived keys, one extra action. */
const CATALOGUE = {
  listaPermissoes: [
    { Chave: 'Cupons', Nome: 'Cupons', Area: 'Marketing' },
    { Chave: 'Cupons.new', Nome: 'Cupons: novo', Area: 'Marketing' },
    { Chave: 'Cupons.edit', Nome: 'Cupons: editar', Area: 'Marketing' },
    { Chave: 'Cupons.delete', Nome: 'Cupons: remover', Area: 'Marketing' },
    { Chave: 'LinkVendas', Nome: 'Links de vendas', Area: 'Marketing' },
    { Chave: 'LinkVendas.edit', Nome: 'Links de vendas: editar', Area: 'Marketing' },
    { Chave: 'Hierarquia', Nome: 'Hierarquia', Area: 'Conteúdo' },
    { Chave: 'Hierarquia.move', Nome: 'Hierarquia: mover', Area: 'Conteúdo' },
    { Chave: 'Aula', Nome: 'Aulas', Area: 'Conteúdo' },
  ],
};

const schema = {
  type: 'object' as const,
  properties: { ChavesDeAcesso: { type: 'array' as const, title: 'Chaves de acesso', items: { type: 'string' as const } } },
};
const uiSchema = {
  ChavesDeAcesso: {
    'ui:widget': 'permissionMatrix',
    'ui:options': { source: SOURCE, valueField: 'Chave', labelField: 'Nome', areaField: 'Area' },
  },
};

/** Renders the matrix over the catalogue (or over a fetch the test controls) and waits for the table. */
async function renderMatrix(keys?: string[], fetch = vi.fn().mockResolvedValue(CATALOGUE)) {
  const form = renderForm({ schema, uiSchema, formData: keys ? { ChavesDeAcesso: keys } : {}, dataProvider: fakeDataProvider({ fetch }) });
  await screen.findByRole('table');
  return form;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const keysOf = (data: Record<string, unknown> | undefined) => [...((data?.ChavesDeAcesso as string[]) ?? [])].sort();

describe('permissionMatrix', () => {
  it('draws one row per screen, grouped by area, with a checkbox only where the catalogue has the key', async () => {
    await renderMatrix();
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Tela', 'Ver', 'Novo', 'Editar', 'Remover', 'Outras ações', 'Todas']);
    // Areas in the catalogue's order, each a row group with its toggle, then its screens.
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    expect(groups.map((group) => within(group).getAllByRole('rowheader').map((cell) => cell.textContent))).toEqual([
      ['Marketing0 de 6', 'Cupons', 'Links de vendasLinkVendas'],
      ['Conteúdo0 de 3', 'Hierarquia', 'AulasAula'],
    ]);
    for (const name of ['Ver — Cupons', 'Novo — Cupons', 'Editar — Cupons', 'Remover — Cupons', 'Ver — Links de vendas', 'Editar — Links de vendas']) {
      expect(box(name).checked).toBe(false);
    }
    expect(screen.queryByRole('checkbox', { name: 'Novo — Links de vendas' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Remover — Links de vendas' })).toBeNull();
    // A button key outside the four columns is an extra action of its screen.
    expect(box('Mover — Hierarquia').checked).toBe(false);
    // A screen with a single key needs no "all" toggle.
    expect(screen.queryByRole('checkbox', { name: 'Todas as ações — Aulas' })).toBeNull();
    expect(screen.getByText('Nenhuma chave selecionada.')).toBeTruthy();
  });

  it('checks the stored keys and counts them', async () => {
    await renderMatrix(['Cupons', 'Cupons.edit', 'Aula']);
    expect(box('Ver — Cupons').checked).toBe(true);
    expect(box('Editar — Cupons').checked).toBe(true);
    expect(box('Novo — Cupons').checked).toBe(false);
    expect(box('Ver — Aulas').checked).toBe(true);
    expect(screen.getByText('3 chaves selecionadas.')).toBeTruthy();
  });

  it('checking Editar checks Ver; unchecking Ver clears the whole row', async () => {
    const form = await renderMatrix(['Aula']);
    fireEvent.click(box('Editar — Cupons'));
    expect(keysOf(form.latest())).toEqual(['Aula', 'Cupons', 'Cupons.edit']);
    expect(box('Ver — Cupons').checked).toBe(true);
    fireEvent.click(box('Remover — Cupons'));
    expect(keysOf(form.latest())).toEqual(['Aula', 'Cupons', 'Cupons.delete', 'Cupons.edit']);
    // Unchecking an action keeps Ver.
    fireEvent.click(box('Editar — Cupons'));
    expect(keysOf(form.latest())).toEqual(['Aula', 'Cupons', 'Cupons.delete']);
    fireEvent.click(box('Ver — Cupons'));
    expect(keysOf(form.latest())).toEqual(['Aula']);
    expect(box('Remover — Cupons').checked).toBe(false);
    // An extra action follows the same rule.
    fireEvent.click(box('Mover — Hierarquia'));
    expect(keysOf(form.latest())).toEqual(['Aula', 'Hierarquia', 'Hierarquia.move']);
  });

  it('the row toggle sets the whole row and is mixed when part of it is set', async () => {
    const form = await renderMatrix(['Cupons']);
    const row = box('Todas as ações — Cupons');
    expect(row.checked).toBe(false);
    // Blueprint's Checkbox sets the DOM's `indeterminate` in an effect after the first paint.
    await waitFor(() => expect(row.indeterminate).toBe(true));
    fireEvent.click(row);
    expect(keysOf(form.latest())).toEqual(['Cupons', 'Cupons.delete', 'Cupons.edit', 'Cupons.new']);
    expect(box('Todas as ações — Cupons').checked).toBe(true);
    fireEvent.click(box('Todas as ações — Cupons'));
    expect(form.latest()).toEqual({});
  });

  it('the area toggle sets every key of the area, mixed when only some are set', async () => {
    const form = await renderMatrix(['Hierarquia', 'Cupons.edit']);
    const area = box('Toda a área Marketing');
    // Blueprint's Checkbox sets the DOM's `indeterminate` in an effect after the first paint.
    await waitFor(() => expect(area.indeterminate).toBe(true));
    expect(area.checked).toBe(false);
    await waitFor(() => expect(box('Toda a área Conteúdo').indeterminate).toBe(true));
    fireEvent.click(area);
    expect(keysOf(form.latest())).toEqual(
      ['Cupons', 'Cupons.delete', 'Cupons.edit', 'Cupons.new', 'Hierarquia', 'LinkVendas', 'LinkVendas.edit'].sort(),
    );
    expect(box('Toda a área Marketing').checked).toBe(true);
    expect(box('Toda a área Marketing').indeterminate).toBe(false);
    expect(screen.getByText('6 de 6')).toBeTruthy();
    fireEvent.click(box('Toda a área Marketing'));
    expect(keysOf(form.latest())).toEqual(['Hierarquia']);
    expect(box('Toda a área Marketing').indeterminate).toBe(false);
    expect(box('Toda a área Marketing').checked).toBe(false);
  });

  it('"Filtrar telas" keeps the matching screens (accents ignored), and an area toggle then acts on them only', async () => {
    const form = await renderMatrix();
    const filter = screen.getByRole('searchbox', { name: 'Filtrar telas' });
    fireEvent.change(filter, { target: { value: 'links' } });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Marketing0 de 2', 'Links de vendasLinkVendas']);
    fireEvent.click(box('Toda a área Marketing'));
    expect(keysOf(form.latest())).toEqual(['LinkVendas', 'LinkVendas.edit']);
    fireEvent.change(filter, { target: { value: 'conteudo' } });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Conteúdo0 de 3', 'Hierarquia', 'AulasAula']);
    fireEvent.change(filter, { target: { value: 'nada disso' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nenhuma tela encontrada para "nada disso".')).toBeTruthy();
    // Enter in the filter does not submit the form.
    const submit = fireEvent.keyDown(filter, { key: 'Enter' });
    expect(submit).toBe(false);
    expect(form.submitted).toEqual([]);
  });

  it('keeps keys the catalogue does not have, lists them, and lets them be removed on purpose', async () => {
    const form = await renderMatrix(['Cupons', 'Antiga.chave', 'Removida']);
    const section = screen.getByRole('region', { name: 'Chaves fora do catálogo' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Antiga.chave', 'Removida']);
    fireEvent.click(box('Novo — Cupons'));
    expect(keysOf(form.latest())).toEqual(['Antiga.chave', 'Cupons', 'Cupons.new', 'Removida']);
    fireEvent.click(within(section).getByRole('button', { name: 'Remover Removida' }));
    expect(keysOf(form.latest())).toEqual(['Antiga.chave', 'Cupons', 'Cupons.new']);
    expect(screen.getByText('3 chaves selecionadas.')).toBeTruthy();
  });

  it('shows loading, then the error with "Tentar novamente", which loads again', async () => {
    let fail!: (reason: unknown) => void;
    const fetch = vi
      .fn()
      .mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce(CATALOGUE);
    renderForm({ schema, uiSchema, formData: { ChavesDeAcesso: ['Cupons'] }, dataProvider: fakeDataProvider({ fetch }) });
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => fail(new Error('Servidor fora do ar.')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar o catálogo de chaves.');
    expect(alert.textContent).toContain('Servidor fora do ar.');
    // While the catalogue is missing, stored keys are not called unknown.
    expect(screen.queryByRole('region', { name: 'Chaves fora do catálogo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(box('Ver — Cupons').checked).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a read-only form shows the matrix with every checkbox disabled', async () => {
    renderForm({
      schema,
      uiSchema: { ...uiSchema, 'ui:readonly': true },
      formData: { ChavesDeAcesso: ['Cupons'] },
      dataProvider: fakeDataProvider({ fetch: vi.fn().mockResolvedValue(CATALOGUE) }),
    });
    await screen.findByRole('table');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((input) => input.disabled)).toBe(true);
  });
});
