import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderForm } from './harness';

afterEach(cleanup);

const TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const form = (formData?: Record<string, unknown>) => renderForm({
  schema: { type: 'object', required: ['Hora'], properties: { Hora: { type: 'string', title: 'Hora', pattern: TIME } } },
  uiSchema: { Hora: { 'ui:widget': 'time' } },
  formData,
});

function type(input: HTMLElement, text: string) {
  fireEvent.input(input, { target: { value: text } });
}

describe('time', () => {
  it('keeps a typed time as hh:mm, with a placeholder and a numeric keyboard', () => {
    const view = form();
    const input = screen.getByLabelText('Hora', { exact: false }) as HTMLInputElement;
    expect(input.placeholder).toBe('hh:mm');
    expect(input.inputMode).toBe('numeric');
    type(input, '1430');
    expect(input.value).toBe('14:30');
    expect(view.latest()).toEqual({ Hora: '14:30' });
    type(input, '');
    expect(view.latest()).toEqual({});
  });

  it('refuses digits that cannot make a time and pads a lone first digit', () => {
    form();
    const input = screen.getByLabelText('Hora', { exact: false }) as HTMLInputElement;
    type(input, '2599');
    expect(input.value).not.toContain('25');
    type(input, '9');
    expect(input.value).toBe('09');
  });

  it('shows a loaded time; a half-typed one is refused on submit', async () => {
    const loaded = form({ Hora: '07:05' });
    expect((screen.getByLabelText('Hora', { exact: false }) as HTMLInputElement).value).toBe('07:05');
    loaded.unmount();
    const view = form();
    const input = screen.getByLabelText('Hora', { exact: false }) as HTMLInputElement;
    type(input, '1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(view.submitted).toEqual([]);
    expect(screen.getAllByText('Valor inválido.').length).toBeGreaterThan(0);
  });
});
