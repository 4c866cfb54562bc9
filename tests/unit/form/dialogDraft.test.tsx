import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../../engine/auth/storedSession';
import { createDraftStore } from '../../../engine/data/draftStore';
import FormDialog from '../../../engine/kinds/form/FormDialog';
import { DraftsContext } from '../../../engine/ui/DraftsContext';

afterEach(cleanup);

const SCHEMA = { type: 'object', properties: { Motivo: { type: 'string', title: 'Motivo' } } };

function open(store: ReturnType<typeof createDraftStore>, onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(
    <DraftsContext.Provider value={store}>
      <FormDialog isOpen title="Cancelamento do pedido 100002" schema={SCHEMA} initialData={{}} submitLabel="Cancelar pedido" onClose={() => {}} onSubmit={onSubmit} draftKey="dialog:Cancelar pedido:Cancelamento do pedido 100002" />
    </DraftsContext.Provider>,
  );
  return onSubmit;
}

describe('form dialog drafts', () => {
  it('keeps what is typed, offers it when the same dialog opens again, and forgets it after a success', async () => {
    const storage = createMemoryStore({});
    const store = createDraftStore(storage, 'u1', () => new Date('2026-02-10T13:45:00Z'));
    open(store);
    fireEvent.change(await screen.findByLabelText('Motivo'), { target: { value: 'Pedido em duplicidade' } });
    await waitFor(() => expect(Object.values(storage.dump()).join()).toContain('Pedido em duplicidade'));
    cleanup();

    const onSubmit = open(store);
    await screen.findByRole('region', { name: 'Rascunho não salvo' });
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar rascunho' }));
    await waitFor(() => expect((screen.getByLabelText('Motivo') as HTMLTextAreaElement).value).toBe('Pedido em duplicidade'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ Motivo: 'Pedido em duplicidade' }));
    await waitFor(() => expect(Object.values(storage.dump()).join()).not.toContain('Pedido em duplicidade'));
  });
});
