import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderForm } from './harness';

afterEach(cleanup);

function type(input: HTMLElement, text: string) {
  fireEvent.input(input, { target: { value: text } });
}

function field(name: string, schema: Record<string, unknown>, widget?: string) {
  return {
    schema: { type: 'object' as const, properties: { [name]: { title: name, ...schema } } },
    uiSchema: widget ? { [name]: { 'ui:widget': widget } } : undefined,
  };
}

describe('money', () => {
  it('emits the number of a typed pt-BR amount', () => {
    const form = renderForm(field('Valor', { type: 'number' }, 'money'));
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    type(input, '1.234,56');
    expect(form.latest()).toEqual({ Valor: 1234.56 });
    expect(input.value).toBe('1.234,56');
    type(input, '');
    expect(form.latest()).toEqual({});
  });

  it('shows a loaded amount with cents', () => {
    renderForm({ ...field('Valor', { type: 'number' }, 'money'), formData: { Valor: 1234.5 } });
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe('1.234,50');
    expect(screen.getByText('R$')).toBeTruthy();
  });
});

describe('percent and number', () => {
  it('percent: "12,5" is 12.5, with a % beside the input and nothing above 100', () => {
    const form = renderForm(field('Desconto', { type: 'number' }, 'percent'));
    const input = screen.getByLabelText('Desconto') as HTMLInputElement;
    type(input, '12,5');
    expect(form.latest()).toEqual({ Desconto: 12.5 });
    expect(screen.getByText('%')).toBeTruthy();
    type(input, '150');
    expect(form.latest()?.Desconto).not.toBe(150);
  });

  it('number: typed digits become a number and stay as typed', () => {
    const form = renderForm(field('Desconto', { type: 'number' }, 'number'));
    const input = screen.getByLabelText('Desconto') as HTMLInputElement;
    type(input, '15');
    expect(form.latest()).toEqual({ Desconto: 15 });
    expect(input.value).toBe('15');
    type(input, '2.5');
    expect(form.latest()).toEqual({ Desconto: 2.5 });
    expect(input.value).toBe('2,5');
  });

  it('a number schema without a widget gets the pt-BR number input', () => {
    const form = renderForm(field('Limite', { type: 'integer' }));
    type(screen.getByLabelText('Limite'), '42');
    expect(form.latest()).toEqual({ Limite: 42 });
  });
});

describe('what a number mask drops is said, not swallowed', () => {
  it('money: a minus sign is ignored with a message, and the amount is kept', () => {
    const form = renderForm(field('Valor', { type: 'number' }, 'money'));
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    type(input, '-1.234,56');
    expect(form.latest()).toEqual({ Valor: 1234.56 });
    expect(screen.getByRole('status').textContent).toBe('Valores negativos não são aceitos: o sinal “-” foi ignorado.');
  });

  it('number: "1e309" keeps the digits and names the letter it ignored; the message stays while typing on', () => {
    const form = renderForm(field('Limite', { type: 'number' }, 'number'));
    const input = screen.getByLabelText('Limite') as HTMLInputElement;
    fireEvent.focus(input);
    type(input, '1e309');
    expect(form.latest()).toEqual({ Limite: 1309 });
    expect(screen.getByRole('status').textContent).toBe('Só números são aceitos: “e” foi ignorado.');
    type(input, '13090');
    expect(screen.getByRole('status').textContent).toBe('Só números são aceitos: “e” foi ignorado.');
    // Back in the field later, a clean edit clears it; so does emptying the field.
    fireEvent.blur(input);
    fireEvent.focus(input);
    type(input, '12');
    expect(screen.queryByRole('status')).toBeNull();
    type(input, '1x');
    expect(screen.getByRole('status')).toBeTruthy();
    type(input, '');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('percent: above 100 and a third decimal are said', () => {
    renderForm(field('Desconto', { type: 'number' }, 'percent'));
    const input = screen.getByLabelText('Desconto') as HTMLInputElement;
    type(input, '150');
    expect(screen.getByRole('status').textContent).toBe('O maior valor aceito é 100.');
    type(input, '');
    type(input, '12,555');
    expect(screen.getByRole('status').textContent).toBe('Use no máximo 2 casas decimais.');
  });

  it('a clean amount shows no message', () => {
    renderForm(field('Valor', { type: 'number' }, 'money'));
    type(screen.getByLabelText('Valor'), '1.234,56');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('date', () => {
  it('stores dd/mm/aaaa as ISO yyyy-mm-dd', () => {
    const form = renderForm(field('Expira', { type: 'string' }, 'date'));
    const input = screen.getByLabelText('Expira') as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/aaaa');
    type(input, '05012025');
    expect(input.value).toBe('05/01/2025');
    expect(form.latest()).toEqual({ Expira: '2025-01-05' });
  });

  it('shows a loaded ISO date as dd/mm/aaaa', () => {
    renderForm({ ...field('Expira', { type: 'string' }, 'date'), formData: { Expira: '2025-01-05' } });
    expect((screen.getByLabelText('Expira') as HTMLInputElement).value).toBe('05/01/2025');
  });

  it('says an impossible date is invalid and refuses it on submit', async () => {
    const form = renderForm(field('Expira', { type: 'string' }, 'date'));
    const input = screen.getByLabelText('Expira');
    type(input, '31/02/2025');
    expect(screen.getByText('Data inválida: este dia não existe no calendário.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(form.submitted).toEqual([]);
    expect(screen.getAllByText('Data inválida: este dia não existe no calendário.').length).toBe(1);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a schema with format "date" gets the date widget without a uiSchema entry', () => {
    renderForm(field('Inicio', { type: 'string', format: 'date' }));
    expect((screen.getByLabelText('Inicio') as HTMLInputElement).placeholder).toBe('dd/mm/aaaa');
  });
});

describe('cpf, phone and cep', () => {
  it('cpf: masks as typed and stores the digits', () => {
    const form = renderForm(field('CPF', { type: 'string' }, 'cpf'));
    const input = screen.getByLabelText('CPF') as HTMLInputElement;
    type(input, '52998224725');
    expect(input.value).toBe('529.982.247-25');
    expect(form.latest()).toEqual({ CPF: '52998224725' });
    expect(screen.queryByText('CPF inválido')).toBeNull();
  });

  it('cpf: a wrong check digit says "CPF inválido" and blocks the submit', async () => {
    const form = renderForm(field('CPF', { type: 'string' }, 'cpf'));
    type(screen.getByLabelText('CPF'), '529.982.247-24');
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(form.submitted).toEqual([]);
    expect(screen.getAllByText('CPF inválido').length).toBe(1);
  });

  it('cpf: format "cpf" picks the widget and a loaded value shows masked', () => {
    renderForm({ ...field('CPF', { type: 'string', format: 'cpf' }), formData: { CPF: '52998224725' } });
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
  });

  it('phone: mobile and landline masks, digits stored', () => {
    const form = renderForm(field('Telefone', { type: 'string' }, 'phone'));
    const input = screen.getByLabelText('Telefone') as HTMLInputElement;
    type(input, '11912345678');
    expect(input.value).toBe('(11) 91234-5678');
    expect(form.latest()).toEqual({ Telefone: '11912345678' });
    type(input, '1131234567');
    expect(input.value).toBe('(11) 3123-4567');
    expect(form.latest()).toEqual({ Telefone: '1131234567' });
  });

  it('cep: 00000-000, digits stored', () => {
    const form = renderForm(field('CEP', { type: 'string', format: 'cep' }));
    const input = screen.getByLabelText('CEP') as HTMLInputElement;
    type(input, '01310930');
    expect(input.value).toBe('01310-930');
    expect(form.latest()).toEqual({ CEP: '01310930' });
  });
});
