import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import FormDialog from '../../../engine/kinds/form/FormDialog';
import { fakeDataProvider } from '../widgets/harness';

afterEach(cleanup);

const SCHEMA = {
  type: 'object',
  required: ['MotivoCancelamento'],
  properties: {
    MotivoCancelamento: { type: 'string', title: 'Motivo do cancelamento' },
    ValorReembolso: { type: 'number', title: 'Valor do reembolso' },
  },
};
const UI = { MotivoCancelamento: { 'ui:widget': 'textarea' }, ValorReembolso: { 'ui:widget': 'money' } };

function setup(onSubmit: (data: Record<string, unknown>) => Promise<void>) {
  const onClose = vi.fn();
  render(
    <DataProviderContext.Provider value={fakeDataProvider()}>
      <FormDialog isOpen title="Cancelamento do pedido 123" schema={SCHEMA} uiSchema={UI} initialData={{}} submitLabel="Cancelar pedido" onClose={onClose} onSubmit={onSubmit} />
    </DataProviderContext.Provider>,
  );
  return { onClose };
}

describe('FormDialog', () => {
  it('validates in pt-BR, then submits the typed data', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    setup(onSubmit);
    const dialog = screen.getByRole('dialog', { name: 'Cancelamento do pedido 123' });
    expect(dialog.textContent).not.toMatch(/Close|Submit/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    });
    expect(screen.getByText('Preencha um valor.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Motivo', { exact: false }), { target: { value: 'Pedido em duplicidade' } });
    fireEvent.input(screen.getByLabelText('Valor do reembolso'), { target: { value: '99,90' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ MotivoCancelamento: 'Pedido em duplicidade', ValorReembolso: 99.9 });
  });

  it('a rejected submit shows its message in the dialog and keeps the data', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('Pedido já cancelado.')).mockResolvedValueOnce(undefined);
    setup(onSubmit);
    fireEvent.change(screen.getByLabelText('Motivo', { exact: false }), { target: { value: 'Arrependimento' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Pedido já cancelado.');
    expect((screen.getByLabelText('Motivo', { exact: false }) as HTMLTextAreaElement).value).toBe('Arrependimento');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('"Cancelar" closes the dialog', () => {
    const { onClose } = setup(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
