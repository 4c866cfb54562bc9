import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderForm } from './harness';
import { deferred } from '../deferred';

afterEach(cleanup);

/** The widget's own call, as a definition writes it... */
const SOURCE = { call: 'GET /api/produtos', rows: 'dados.produtos' };
/** ...and as the DataProvider receives it. */
const SOURCE_CALL = { method: 'GET', endpoint: '/api/produtos', rows: 'dados.produtos' };
const PRODUCTS = { dados: { produtos: [{ ID: 1, Nome: 'Curso Fiscal' }, { ID: 2, Nome: 'Módulo Policial' }, { ID: 3, Nome: 'Curso Tribunais' }] } };

describe('remoteSelect', () => {
  it('loads options through the DataProvider, showing "Carregando..." meanwhile', async () => {
    const pending = deferred<unknown>();
    const fetch = vi.fn(() => pending.promise);
    const form = renderForm({
      schema: { type: 'object', properties: { ProdutoID: { type: 'integer', title: 'Produto' } } },
      uiSchema: { ProdutoID: { 'ui:widget': 'remoteSelect', 'ui:options': { source: SOURCE, valueField: 'ID', labelField: 'Nome' } } },
      dataProvider: fakeDataProvider({ fetch }),
    });
    const select = screen.getByLabelText('Produto') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.options[0].text).toBe('Carregando...');
    expect(fetch).toHaveBeenCalledWith(SOURCE_CALL, { signal: expect.any(AbortSignal) });
    await act(async () => pending.resolve(PRODUCTS));
    expect(select.disabled).toBe(false);
    expect([...select.options].map((option) => option.text)).toEqual(['Selecione...', 'Curso Fiscal', 'Módulo Policial', 'Curso Tribunais']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(form.latest()).toEqual({ ProdutoID: 2 });
  });

  it('shows the error with "Tentar novamente", which loads again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('Servidor fora do ar.')).mockResolvedValueOnce(PRODUCTS);
    renderForm({
      schema: { type: 'object', properties: { ProdutoID: { type: 'integer', title: 'Produto' } } },
      uiSchema: { ProdutoID: { 'ui:widget': 'remoteSelect', 'ui:options': { source: SOURCE, valueField: 'ID', labelField: 'Nome' } } },
      dataProvider: fakeDataProvider({ fetch }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as opções.');
    expect(alert.textContent).toContain('Servidor fora do ar.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect((screen.getByLabelText('Produto') as HTMLSelectElement).options.length).toBe(4));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a stored value the list does not have, so opening a record loses nothing', async () => {
    const form = renderForm({
      schema: { type: 'object', properties: { ProdutoID: { type: 'integer', title: 'Produto' } } },
      uiSchema: { ProdutoID: { 'ui:widget': 'remoteSelect', 'ui:options': { source: SOURCE, valueField: 'ID', labelField: 'Nome' } } },
      formData: { ProdutoID: 99 },
      dataProvider: fakeDataProvider({ fetch: vi.fn().mockResolvedValue(PRODUCTS) }),
    });
    const select = screen.getByLabelText('Produto') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.options[select.selectedIndex].text).toBe('99');
    fireEvent.change(select, { target: { value: '3' } });
    expect(form.latest()).toEqual({ ProdutoID: 3 });
  });

  it('says a response without the rows is not in the expected shape', async () => {
    renderForm({
      schema: { type: 'object', properties: { ProdutoID: { type: 'integer', title: 'Produto' } } },
      uiSchema: { ProdutoID: { 'ui:widget': 'remoteSelect', 'ui:options': { source: SOURCE, valueField: 'ID', labelField: 'Nome' } } },
      dataProvider: fakeDataProvider({ fetch: vi.fn().mockResolvedValue({ outra: [] }) }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('O servidor não enviou as opções no formato esperado.');
  });
});

describe('remoteMultiSelect', () => {
  const uiSchema = {
    ProdutosDoCupom: {
      'ui:widget': 'remoteMultiSelect',
      'ui:options': { source: SOURCE, valueField: 'ID', labelField: 'Nome', store: 'object' },
    },
  };
  const schema = {
    type: 'object' as const,
    properties: {
      ProdutosDoCupom: { type: 'array' as const, title: 'Produtos', items: { type: 'object' as const, properties: { ID: { type: 'integer' as const }, Nome: { type: 'string' as const } } } },
    },
  };

  it('picks options with the keyboard and keeps {ID, Nome} objects', async () => {
    const form = renderForm({ schema, uiSchema, dataProvider: fakeDataProvider({ fetch: vi.fn().mockResolvedValue(PRODUCTS) }) });
    const input = screen.getByLabelText('Produtos') as HTMLInputElement;
    await waitFor(() => expect(input.placeholder).toBe('Pesquisar...'));
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'policial' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Módulo Policial']);
    // The first match becomes the active item; Enter picks the active item.
    await waitFor(() => expect(document.querySelector('.bp6-menu-item.bp6-active')?.textContent).toBe('Módulo Policial'));
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    fireEvent.keyUp(input, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(form.latest()).toEqual({ ProdutosDoCupom: [{ ID: 2, Nome: 'Módulo Policial' }] }));
    fireEvent.change(input, { target: { value: 'curso' } });
    fireEvent.click(await screen.findByText('Curso Tribunais'));
    await waitFor(() =>
      expect(form.latest()).toEqual({ ProdutosDoCupom: [{ ID: 2, Nome: 'Módulo Policial' }, { ID: 3, Nome: 'Curso Tribunais' }] }),
    );
  });

  it('shows stored items as tags with pt-BR remove buttons', async () => {
    const fetch = vi.fn().mockResolvedValue(PRODUCTS);
    const form = renderForm({
      schema,
      uiSchema,
      formData: { ProdutosDoCupom: [{ ID: 1, Nome: 'Curso Fiscal' }, { ID: 7, Nome: 'Produto fora da lista' }] },
      dataProvider: fakeDataProvider({ fetch }),
    });
    await act(async () => {
      await fetch.mock.results[0]?.value;
    });
    expect(form.changes).toEqual([]);
    expect(screen.getByText('Curso Fiscal')).toBeTruthy();
    expect(screen.getByText('Produto fora da lista')).toBeTruthy();
    expect(screen.queryByLabelText('Remove tag')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover Curso Fiscal' }));
    expect(form.latest()).toEqual({ ProdutosDoCupom: [{ ID: 7, Nome: 'Produto fora da lista' }] });
  });

  it('shows loading, then an error with retry', async () => {
    const pending = deferred<unknown>();
    const fetch = vi.fn().mockReturnValueOnce(pending.promise).mockResolvedValueOnce(PRODUCTS);
    renderForm({ schema, uiSchema, dataProvider: fakeDataProvider({ fetch }) });
    expect((screen.getByLabelText('Produtos') as HTMLInputElement).placeholder).toBe('Carregando...');
    await act(async () => pending.reject(new Error('Tempo esgotado.')));
    expect((await screen.findByRole('alert')).textContent).toContain('Tempo esgotado.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
