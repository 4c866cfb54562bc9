import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../../../engine/core/names';
import { createWidgetRegistry, themeWidgets, widgetRegistry } from '../../../engine/fields/widgets/registry';
import { renderForm } from './harness';

afterEach(cleanup);

describe('widget registry', () => {
  it('registers exactly the names the validator checks', () => {
    expect([...widgetRegistry.keys()].sort()).toEqual([...WIDGET_NAMES].sort());
    expect(() => createWidgetRegistry()).not.toThrow();
    expect(() => widgetRegistry.get('calendario')).toThrow(/unknown widget "calendario"/);
    for (const name of WIDGET_NAMES) expect(themeWidgets[name]).toBe(widgetRegistry.get(name));
  });
});

describe('text, email, textarea', () => {
  it('ties the label to the input and marks required fields', () => {
    const form = renderForm({
      schema: { type: 'object', required: ['Nome'], properties: { Nome: { type: 'string', title: 'Nome' } } },
    });
    const input = screen.getByLabelText('Nome', { exact: false }) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-required')).toBe('true');
    fireEvent.change(input, { target: { value: 'Cupom 10' } });
    expect(form.latest()).toEqual({ Nome: 'Cupom 10' });
    fireEvent.change(input, { target: { value: '' } });
    expect(form.latest()).toEqual({});
  });

  it('email and textarea', () => {
    renderForm({
      schema: { type: 'object', properties: { Email: { type: 'string', title: 'E-mail', format: 'email' }, Obs: { type: 'string', title: 'Observações' } } },
      uiSchema: { Obs: { 'ui:widget': 'textarea' } },
    });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).type).toBe('email');
    expect(screen.getByLabelText('Observações').tagName).toBe('TEXTAREA');
  });
});

describe('password', () => {
  it('shows and hides what was typed', () => {
    const form = renderForm({ schema: { type: 'object', properties: { Senha: { type: 'string', title: 'Senha' } } }, uiSchema: { Senha: { 'ui:widget': 'password' } } });
    const input = screen.getByLabelText('Senha') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.change(input, { target: { value: 'Segredo123' } });
    expect(form.latest()).toEqual({ Senha: 'Segredo123' });
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input.type).toBe('password');
  });
});

describe('switch, select and multiselect', () => {
  it('switch emits booleans and is named by its label', () => {
    const form = renderForm({ schema: { type: 'object', properties: { Status: { type: 'boolean', title: 'Ativo' } } }, uiSchema: { Status: { 'ui:widget': 'switch' } } });
    const box = screen.getByLabelText('Ativo') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    fireEvent.click(box);
    expect(form.latest()).toEqual({ Status: true });
  });

  it('a boolean without a widget is a switch too, with no English', () => {
    renderForm({ schema: { type: 'object', properties: { Publicado: { type: 'boolean', title: 'Publicado' } } } });
    expect((screen.getByLabelText('Publicado') as HTMLInputElement).type).toBe('checkbox');
  });

  it('select lists oneOf options after "Selecione..." and emits the typed value', () => {
    const form = renderForm({
      schema: {
        type: 'object',
        properties: { TipoDescontoID: { type: 'integer', title: 'Tipo de desconto', oneOf: [{ const: 1, title: 'Porcentagem' }, { const: 2, title: 'Dinheiro' }] } },
      },
      uiSchema: { TipoDescontoID: { 'ui:widget': 'select' } },
    });
    const select = screen.getByLabelText('Tipo de desconto') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Selecione...', 'Porcentagem', 'Dinheiro']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(form.latest()).toEqual({ TipoDescontoID: 2 });
    fireEvent.change(select, { target: { value: '' } });
    expect(form.latest()).toEqual({});
  });

  it('a nullable enum offers no raw "null": "Selecione..." stands for no value', () => {
    const form = renderForm({
      schema: { type: 'object', properties: { Banca: { type: ['string', 'null'], title: 'Banca', enum: ['Cebraspe', 'FGV', null] } } },
      uiSchema: { Banca: { 'ui:widget': 'select' } },
    });
    const select = screen.getByLabelText('Banca') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Selecione...', 'Cebraspe', 'FGV']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(form.latest()).toEqual({ Banca: 'FGV' });
  });

  it('multiselect: checkboxes for an array of enum values', () => {
    const form = renderForm({
      schema: { type: 'object', properties: { Areas: { type: 'array', title: 'Áreas', uniqueItems: true, items: { type: 'string', enum: ['Fiscal', 'Policial', 'Tribunais'] } } } },
      uiSchema: { Areas: { 'ui:widget': 'multiselect' } },
    });
    expect(screen.getByRole('group', { name: 'Áreas' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Policial'));
    fireEvent.click(screen.getByLabelText('Fiscal'));
    expect(form.latest()).toEqual({ Areas: ['Fiscal', 'Policial'] });
  });
});

describe('form-level validation texts', () => {
  it('submitting empty required fields says "Preencha um valor." under each field', async () => {
    const form = renderForm({
      schema: {
        type: 'object',
        required: ['Nome', 'Desconto', 'Expira'],
        properties: { Nome: { type: 'string', title: 'Nome' }, Desconto: { type: 'number', title: 'Desconto' }, Expira: { type: 'string', title: 'Expira' } },
      },
      uiSchema: { Expira: { 'ui:widget': 'date' } },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(form.submitted).toEqual([]);
    expect(screen.getAllByText('Preencha um valor.').length).toBe(3);
    expect(screen.getByText('Corrija os campos destacados.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome', { exact: false }));
    expect(screen.getByLabelText('Nome', { exact: false }).getAttribute('aria-describedby')).toContain('root_Nome__error');
  });

  it('uses the spec texts for email, digits-only and the password rule', async () => {
    const form = renderForm({
      schema: {
        type: 'object',
        properties: {
          Email: { type: 'string', title: 'E-mail', format: 'email' },
          Codigo: { type: 'string', title: 'Código', pattern: '^\\d+$' },
          Senha: { type: 'string', title: 'Senha', format: 'password' },
        },
      },
      formData: { Email: 'nao-e-email', Codigo: '12a', Senha: 'fraca' },
    });
    expect((screen.getByLabelText('Senha') as HTMLInputElement).type).toBe('password');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(form.submitted).toEqual([]);
    expect(screen.getByText('Preencha um email válido')).toBeTruthy();
    expect(screen.getByText('Utilize números apenas.')).toBeTruthy();
    expect(screen.getByText('A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.')).toBeTruthy();
  });

  it('valid data is submitted, and fixing a field clears its error', async () => {
    const form = renderForm({
      schema: { type: 'object', required: ['Nome'], properties: { Nome: { type: 'string', title: 'Nome', minLength: 3 } } },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(screen.getByText('Preencha um valor.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome', { exact: false }), { target: { value: 'AB' } });
    expect(await screen.findByText('Use no mínimo 3 caracteres.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome', { exact: false }), { target: { value: 'ABC' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(form.submitted).toEqual([{ Nome: 'ABC' }]);
    expect(screen.queryByText('Preencha um valor.')).toBeNull();
  });
});
