import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../engine/data/ApiError';
import type { DataProvider } from '../../../engine/core/dataProvider';
import type { RuntimeFormScreen } from '../../../engine/core/definition/runtime';
import FormScreen from '../../../engine/kinds/form/FormScreen';
import type { FormScreen as FormDefinition } from '../../../engine/core/generated';
import type { LeaveGuard } from '../../../engine/ui/leaveGuard';
import { engineWiring, resolveForTest, testDataProvider as fakeDataProvider } from '../harness';
import { StageHoldContext } from '../../../engine/ui/StageHoldContext';

const COUPON_FORM: FormDefinition = {
  id: 'marketing.cupom-form',
  kind: 'form',
  title: 'Cupom de desconto',
  description: 'Desconto e validade.',
  route: '/marketing/cupom-de-desconto-novo/:_id?',
  permission: 'Cupons',
  idParam: '_id',
  schema: {
    type: 'object',
    required: ['Nome', 'Desconto'],
    properties: {
      Nome: { type: 'string', title: 'Nome' },
      Desconto: { type: 'number', title: 'Desconto' },
      DataExpiracao: { type: 'string', title: 'Expira em' },
      Status: { type: 'boolean', title: 'Ativo', default: true },
    },
  },
  uiSchema: {
    Nome: { 'ui:options': { width: 6 } },
    Desconto: { 'ui:widget': 'number', 'ui:options': { width: 3 } },
    DataExpiracao: { 'ui:widget': 'date' },
    Status: { 'ui:widget': 'switch' },
  },
  load: { call: 'GET /api/cupons/cupom', query: { CupomID: '{_id}' }, record: 'cupom' },
  save: { call: 'POST /api/cupons/save', body: { CupomID: '{_id}' }, record: 'cupom' },
  remove: {
    kind: 'call', label: 'Remover', icon: 'trash', intent: 'danger',
    call: 'POST /api/cupons/remove-cupom', body: { CupomID: '{_id}' },
    confirm: 'Remover o cupom {Nome}?', success: 'Cupom {Nome} removido.', permission: 'Cupons.delete',
  },
  afterSave: '/marketing/cupom',
  success: 'Cupom {Nome} salvo.',
  permissions: { new: 'Cupons.new', edit: 'Cupons.edit' },
};

/** The form as the engine runs it. */
const RESOLVED = resolveForTest<RuntimeFormScreen>(COUPON_FORM);

const RECORD = { CupomID: 5, Nome: 'VERAO10', Desconto: 10, DataExpiracao: '2025-01-05', Status: false };

function setup(options: { params?: Record<string, string>; dataProvider?: DataProvider; roles?: string[]; definition?: FormDefinition } = {}) {
  const params = options.params ?? {};
  const path = params._id ? `/marketing/cupom-de-desconto-novo/${params._id}` : '/marketing/cupom-de-desconto-novo';
  const wiring = engineWiring({ path, dataProvider: options.dataProvider, roles: options.roles });
  current = wiring;
  const definition = options.definition ? resolveForTest<RuntimeFormScreen>(options.definition) : RESOLVED;
  const view = render(<wiring.Wrapper><FormScreen definition={definition} params={params} /></wiring.Wrapper>);
  return { ...view, memory: wiring.memory };
}

/** The wiring of the test running now (its notifier and leave guard). */
let current: ReturnType<typeof engineWiring>;
const hasLeaveGuard = () => current.leaveGuard.isSet();
const mayLeave: LeaveGuard['mayLeave'] = () => current.leaveGuard.mayLeave();

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const toastTexts = () => current.toasts();
afterEach(cleanup);

describe('FormScreen in create mode', () => {
  it('starts from the schema defaults without loading anything', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Cupom de desconto' })).toBeTruthy();
    expect(input('Nome').value).toBe('');
    expect(input('Ativo').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(hasLeaveGuard()).toBe(false);
  });

  it('submitting empty shows "Preencha um valor." on the required fields and focuses the first', async () => {
    setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(screen.getAllByText('Preencha um valor.')).toHaveLength(2);
    expect(document.activeElement).toBe(input('Nome'));
  });

  it('saves, toasts the success text and goes to afterSave; the leave guard lives only while dirty', async () => {
    const save = vi.fn().mockResolvedValue({ CupomID: 77, Nome: 'NOVO15', Desconto: 15, Status: true });
    const { memory } = setup({ dataProvider: fakeDataProvider({ save }) });
    fireEvent.change(input('Nome'), { target: { value: 'NOVO15' } });
    expect(hasLeaveGuard()).toBe(true);
    fireEvent.input(input('Desconto'), { target: { value: '15' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(save).toHaveBeenCalledWith(RESOLVED.save, { record: { Nome: 'NOVO15', Desconto: 15, Status: true }, context: {} });
    expect(toastTexts()).toContain('success: Cupom NOVO15 salvo.');
    expect(memory.history).toEqual(['/marketing/cupom-de-desconto-novo', '/marketing/cupom']);
    expect(hasLeaveGuard()).toBe(false);
  });

  it('a failed save keeps every typed value, shows the server message and lets the user save again', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Banco de dados indisponível.', { status: 500, reason: 'http' }))
      .mockResolvedValueOnce({ CupomID: 8 });
    const { memory } = setup({ dataProvider: fakeDataProvider({ save }) });
    fireEvent.change(input('Nome'), { target: { value: 'FALHA500' } });
    fireEvent.input(input('Desconto'), { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Banco de dados indisponível.'));
    expect(alert?.textContent).toContain('Não foi possível salvar');
    expect(toastTexts()).toContain('danger: Banco de dados indisponível.');
    expect(input('Nome').value).toBe('FALHA500');
    expect(input('Desconto').value).toBe('12');
    expect(memory.history).toEqual(['/marketing/cupom-de-desconto-novo']);
    expect(hasLeaveGuard()).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1][1].record).toEqual({ Nome: 'FALHA500', Desconto: 12, Status: true });
    expect(memory.history.at(-1)).toBe('/marketing/cupom');
    expect(screen.queryByText('Banco de dados indisponível.')).toBeNull();
  });

  it('without the "new" button key, the form is read-only with no Salvar and a note that says why', () => {
    setup({ roles: ['Cupons'] });
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByText('Somente leitura')).toBeTruthy();
    expect(screen.getByText('Você não tem permissão para criar um registro novo aqui.')).toBeTruthy();
    expect(input('Nome').readOnly).toBe(true);
    expect(input('Ativo').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });
});

describe('FormScreen in edit mode', () => {
  it('loads the record with the route params and shows it', async () => {
    let resolve!: (row: Record<string, unknown>) => void;
    const get = vi.fn(() => new Promise<Record<string, unknown>>((res) => (resolve = res)));
    setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get }) });
    expect(screen.getByText('Carregando...')).toBeTruthy();
    // The form's shape while it loads: one grey field per field, on the spans the fields will take.
    const sketched = [...document.querySelectorAll<HTMLElement>('.engine-skeleton-field')].map((field) => field.style.gridColumn);
    expect(sketched).toEqual(['span 6', 'span 3', 'span 12', 'span 12']);
    expect(get).toHaveBeenCalledWith(RESOLVED.load, { context: { _id: '5' }, signal: expect.any(AbortSignal) });
    await act(async () => resolve(RECORD));
    expect(input('Nome').value).toBe('VERAO10');
    expect(input('Desconto').value).toBe('10');
    expect(input('Expira em').value).toBe('05/01/2025');
    expect(input('Ativo').checked).toBe(false);
    expect(hasLeaveGuard()).toBe(false);
  });

  it('behind the previous screen\'s picture, draws nothing while the record loads and then the filled form at once', async () => {
    let resolve!: (row: Record<string, unknown>) => void;
    const get = vi.fn(() => new Promise<Record<string, unknown>>((res) => (resolve = res)));
    const wiring = engineWiring({ path: '/marketing/cupom-de-desconto-novo/5', dataProvider: fakeDataProvider({ get }) });
    current = wiring;
    const under = (held: boolean) => (
      <wiring.Wrapper>
        <StageHoldContext.Provider value={held}>
          <FormScreen definition={RESOLVED} params={{ _id: '5' }} />
        </StageHoldContext.Provider>
      </wiring.Wrapper>
    );
    const { container, rerender } = render(under(true));
    const root = container.querySelector('.engine-screen')!;
    expect(root.getAttribute('data-ready')).toBe('false');
    expect(root.childElementCount).toBe(0);
    // The picture goes before the record comes: the form's loading shape shows.
    rerender(under(false));
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(document.querySelectorAll('.engine-skeleton-field')).toHaveLength(4);
    await act(async () => resolve(RECORD));
    expect(input('Nome').value).toBe('VERAO10');
  });

  it('a load failure shows a pt-BR error panel whose retry loads again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new ApiError('Registro não encontrado.', { status: 404, reason: 'http' })).mockResolvedValueOnce(RECORD);
    setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get }) });
    expect(await screen.findByText('Registro não encontrado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(input('Nome').value).toBe('VERAO10'));
  });

  it('saves the record with the route params as context', async () => {
    const save = vi.fn().mockResolvedValue({ ...RECORD, Nome: 'VERAO10X' });
    const { memory } = setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get: vi.fn().mockResolvedValue(RECORD), save }) });
    await waitFor(() => expect(input('Nome').value).toBe('VERAO10'));
    fireEvent.change(input('Nome'), { target: { value: 'VERAO10X' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(save).toHaveBeenCalledWith(RESOLVED.save, { record: { ...RECORD, Nome: 'VERAO10X' }, context: { _id: '5' } });
    expect(toastTexts()).toContain('success: Cupom VERAO10X salvo.');
    expect(memory.history.at(-1)).toBe('/marketing/cupom');
  });

  it('removes after confirmation and goes to afterSave', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const { memory } = setup({ params: { _id: '5' }, dataProvider: fakeDataProvider({ get: vi.fn().mockResolvedValue(RECORD), remove }) });
    await waitFor(() => expect(input('Nome').value).toBe('VERAO10'));
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remover o cupom VERAO10?');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Remover' }).at(-1)!);
    });
    expect(remove).toHaveBeenCalledWith(RESOLVED.remove!.call, { context: expect.objectContaining({ _id: '5', Nome: 'VERAO10' }) });
    expect(toastTexts()).toContain('success: Cupom VERAO10 removido.');
    expect(memory.history.at(-1)).toBe('/marketing/cupom');
  });

  it('without the delete key there is no remove button; without the edit key the record is read-only, with no Salvar', async () => {
    const save = vi.fn();
    setup({ params: { _id: '5' }, roles: ['Cupons', 'Cupons.new'], dataProvider: fakeDataProvider({ get: vi.fn().mockResolvedValue(RECORD), save }) });
    await waitFor(() => expect(input('Nome').value).toBe('VERAO10'));
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByText('Você pode ver este registro, mas não tem permissão para editá-lo.')).toBeTruthy();
    // Every kind of widget: text, number (masked), date (masked) and switch.
    expect(input('Nome').readOnly).toBe(true);
    expect(input('Desconto').readOnly).toBe(true);
    expect(input('Expira em').readOnly).toBe(true);
    expect(input('Ativo').disabled).toBe(true);
    // Enter in a field still submits the <form>: nothing is sent.
    await act(async () => {
      fireEvent.submit(input('Nome').closest('form')!);
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('with the edit key but not the delete key: Salvar, editable fields, no note and no remove button', async () => {
    setup({ params: { _id: '5' }, roles: ['Cupons', 'Cupons.edit'], dataProvider: fakeDataProvider({ get: vi.fn().mockResolvedValue(RECORD) }) });
    await waitFor(() => expect(input('Nome').value).toBe('VERAO10'));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(screen.queryByText('Somente leitura')).toBeNull();
    expect(input('Nome').readOnly).toBe(false);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving and obeys the answer', async () => {
    const { unmount } = setup();
    fireEvent.change(input('Nome'), { target: { value: 'RASCUNHO' } });
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = mayLeave();
    });
    expect(await screen.findByText('Há alterações não salvas. Sair sem salvar?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    });
    expect(await answer).toBe(false);
    act(() => {
      answer = mayLeave();
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    });
    expect(await answer).toBe(true);
    unmount();
    expect(hasLeaveGuard()).toBe(false);
  });

  it('Cancelar goes to afterSave through the guarded navigation', () => {
    const { memory } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(memory.history.at(-1)).toBe('/marketing/cupom');
  });

  it('typing and undoing the change is not dirty', () => {
    setup();
    fireEvent.change(input('Nome'), { target: { value: 'X' } });
    expect(hasLeaveGuard()).toBe(true);
    fireEvent.change(input('Nome'), { target: { value: '' } });
    expect(hasLeaveGuard()).toBe(false);
  });
});
