import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AccessContext } from '../../../engine/ui/AccessContext';
import { createAccess } from '../../../engine/core/access';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import type { DataProvider } from '../../../engine/core/dataProvider';
import type { FormDefinition } from '../../../engine/kinds/form/formTypes';
import { useFormController } from '../../../engine/kinds/form/useFormController';
import { hasLeaveGuard } from '../../../engine/ui/leaveGuard';
import { fakeDataProvider } from '../widgets/harness';

afterEach(cleanup);

const DEFINITION: FormDefinition = {
  id: 'cx.aluno-form',
  title: 'Aluno',
  route: '/aluno/aluno-cadastro/:_id?',
  permission: 'GestaoAluno',
  idParam: '_id',
  schema: {
    type: 'object',
    required: ['NomeCompleto'],
    properties: { NomeCompleto: { type: 'string', title: 'Nome completo' }, Ativo: { type: 'boolean', default: true } },
  },
  load: { endpoint: '/api/alunos/aluno', method: 'GET', query: { AlunoID: ':_id' }, record: 'aluno' },
  save: { endpoint: '/api/aluno/save', method: 'POST', body: { AlunoID: ':_id' } },
  afterSave: '/cx/gestao-aluno/:AlunoID',
};

function hook(params: Record<string, string>, dataProvider: DataProvider, definition: FormDefinition = DEFINITION) {
  const memory = memoryLocation({ path: '/aluno/aluno-cadastro', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProviderContext.Provider value={dataProvider}>
      <AccessContext.Provider value={createAccess(['Administrador'])}>
        <Router hook={memory.hook}>{children}</Router>
      </AccessContext.Provider>
    </DataProviderContext.Provider>
  );
  return { ...renderHook(() => useFormController(definition, params), { wrapper }), memory };
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
