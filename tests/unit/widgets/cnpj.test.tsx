import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CNPJ_INVALID, formatCnpj, isValidCnpj } from '../../../engine/core/i18n/cnpj';
import { getFormValidator } from '../../../engine/fields/form/validator';
import { renderForm } from './harness';

afterEach(cleanup);

function type(input: HTMLElement, text: string) {
  fireEvent.input(input, { target: { value: text } });
}

function field(schema: Record<string, unknown>, widget?: string) {
  return {
    schema: { type: 'object' as const, properties: { CNPJ: { title: 'CNPJ', ...schema } } },
    uiSchema: widget ? { CNPJ: { 'ui:widget': widget } } : undefined,
  };
}

describe('CNPJ checks', () => {
  it('accept 14 digits with valid check digits, masked or not', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81x')).toBe(false);
  });

  it('format as 00.000.000/0000-00 and leave other text alone', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('123')).toBe('123');
  });
});

describe('cnpj widget', () => {
  it('masks as typed and stores the digits', () => {
    const form = renderForm(field({ type: 'string' }, 'cnpj'));
    const input = screen.getByLabelText('CNPJ') as HTMLInputElement;
    type(input, '11222333000181');
    expect(input.value).toBe('11.222.333/0001-81');
    expect(form.latest()).toEqual({ CNPJ: '11222333000181' });
    expect(screen.queryByText(CNPJ_INVALID)).toBeNull();
  });

  it('says "CNPJ inválido" for a wrong check digit and blocks the submit', async () => {
    const form = renderForm(field({ type: 'string' }, 'cnpj'));
    type(screen.getByLabelText('CNPJ'), '11.222.333/0001-80');
    expect(screen.getByText(CNPJ_INVALID)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(form.submitted).toEqual([]);
    expect(screen.getAllByText(CNPJ_INVALID).length).toBe(1);
  });

  it('format "cnpj" picks the widget and a loaded value shows masked', () => {
    renderForm({ ...field({ type: 'string', format: 'cnpj' }), formData: { CNPJ: '11222333000181' } });
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
  });

  it('the validator refuses an invalid CNPJ under format "cnpj" with the pt-BR text', () => {
    const schema = { type: 'object' as const, properties: { CNPJ: { type: 'string' as const, title: 'CNPJ', format: 'cnpj' } } };
    const validator = getFormValidator(schema);
    expect(validator.validateFormData({ CNPJ: '11222333000181' }, schema).errors).toEqual([]);
    const errors = validator.validateFormData({ CNPJ: '11222333000180' }, schema).errors;
    expect(errors.map((error) => error.message)).toContain(CNPJ_INVALID);
  });
});
