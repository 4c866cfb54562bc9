import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../engine/core/dataProvider';
import type { RuntimeFormScreen } from '../../../engine/core/definition/runtime';
import type { FormScreen } from '../../../engine/core/generated';
import { useFormController } from '../../../engine/kinds/form/useFormController';
import { engineWiring, resolveForTest, testDataProvider as fakeDataProvider } from '../harness';

afterEach(cleanup);

const AUTHORED: FormScreen = {
  id: 'cx.aluno-form',
  kind: 'form',
  title: 'Aluno',
  route: '/aluno/aluno-cadastro/:_id?',
  permission: 'GestaoAluno',
  idParam: '_id',
  schema: {
    type: 'object',
    required: ['NomeCompleto'],
    properties: { NomeCompleto: { type: 'string', title: 'Nome completo' }, Ativo: { type: 'boolean', default: true } },
  },
  load: { call: 'GET /api/alunos/aluno', query: { AlunoID: '{_id}' }, record: 'aluno' },
  save: { call: 'POST /api/aluno/save', body: { AlunoID: '{_id}' } },
  afterSave: '/cx/gestao-aluno/{AlunoID}',
};
/** The form as the engine runs it. */
const DEFINITION = resolveForTest<RuntimeFormScreen>(AUTHORED);

let current: ReturnType<typeof engineWiring>;
const hasLeaveGuard = () => current.leaveGuard.isSet();

function hook(params: Record<string, string>, dataProvider: DataProvider, definition: RuntimeFormScreen = DEFINITION) {
  current = engineWiring({ path: '/aluno/aluno-cadastro', dataProvider });
  return { ...renderHook(() => useFormController(definition, params), { wrapper: current.Wrapper }), memory: current.memory };
}

describe('useFormController', () => {
  it('create mode: defaults, not dirty, nothing loaded', () => {
    const { result } = hook({}, fakeDataProvider());
    expect(result.current.mode).toBe('create');
    expect(result.current.formData).toEqual({ Ativo: true });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isDirty).toBe(false);
    expect(result.current.canSave).toBe(true);
  });

  it('a save key no one holds (false) makes the form read-only for everyone, and says so', () => {
    const { result } = hook({}, fakeDataProvider(), { ...DEFINITION, permissions: { new: false, edit: false } });
    expect(result.current.canSave).toBe(false);
    expect(result.current.readOnlyReason).toBe('Este registro é somente para leitura.');
  });

  it('edit mode: loads the record; changes make it dirty; save fills afterSave from the saved record', async () => {
    const get = vi.fn().mockResolvedValue({ AlunoID: 3, NomeCompleto: 'Ana Souza' });
    const save = vi.fn().mockResolvedValue({ AlunoID: 3, NomeCompleto: 'Ana Souza Lima' });
    const { result, memory } = hook({ _id: '3' }, fakeDataProvider({ get, save }));
    expect(result.current.mode).toBe('edit');
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.formData).toEqual({ AlunoID: 3, NomeCompleto: 'Ana Souza', Ativo: true }));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.setFormData({ ...result.current.formData, NomeCompleto: 'Ana Souza Lima' }));
    expect(result.current.isDirty).toBe(true);
    expect(hasLeaveGuard()).toBe(true);
    await act(() => result.current.submit(result.current.formData));
    expect(save).toHaveBeenCalledWith(DEFINITION.save, { record: { AlunoID: 3, NomeCompleto: 'Ana Souza Lima', Ativo: true }, context: { _id: '3' } });
    expect(result.current.isDirty).toBe(false);
    expect(result.current.saveError).toBeNull();
    expect(hasLeaveGuard()).toBe(false);
    expect(memory.history.at(-1)).toBe('/cx/gestao-aluno/3');
  });

  it('a failed save exposes the message and keeps the data dirty', async () => {
    const save = vi.fn().mockRejectedValue(new Error('CPF já cadastrado.'));
    const { result } = hook({}, fakeDataProvider({ save }));
    act(() => result.current.setFormData({ NomeCompleto: 'Bruno', Ativo: true }));
    await act(() => result.current.submit(result.current.formData));
    expect(result.current.saveError).toBe('CPF já cadastrado.');
    expect(result.current.isSaving).toBe(false);
    expect(result.current.formData).toEqual({ NomeCompleto: 'Bruno', Ativo: true });
    expect(result.current.isDirty).toBe(true);
  });

  it('without afterSave it stays on the form with what the server assigned', async () => {
    const save = vi.fn().mockResolvedValue({ AlunoID: 41, NomeCompleto: 'Carla' });
    const { result, memory } = hook({}, fakeDataProvider({ save }), { ...DEFINITION, afterSave: undefined });
    act(() => result.current.setFormData({ NomeCompleto: 'Carla', Ativo: true }));
    await act(() => result.current.submit(result.current.formData));
    expect(result.current.formData).toEqual({ AlunoID: 41, NomeCompleto: 'Carla', Ativo: true });
    expect(result.current.isDirty).toBe(false);
    expect(memory.history).toEqual(['/aluno/aluno-cadastro']);
  });
});
