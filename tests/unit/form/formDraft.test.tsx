import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../engine/core/dataProvider';
import type { RuntimeFormScreen } from '../../../engine/core/definition/runtime';
import type { FormScreen } from '../../../engine/core/generated';
import { createDraftStore } from '../../../engine/data/draftStore';
import { useFormController } from '../../../engine/kinds/form/useFormController';
import { createMemoryStore } from '../../../engine/auth/storedSession';
import { engineWiring, resolveForTest, testDataProvider } from '../harness';

afterEach(cleanup);

const DEFINITION = resolveForTest<RuntimeFormScreen>({
  id: 'cx.aluno-form',
  kind: 'form',
  title: 'Aluno',
  route: '/aluno/aluno-cadastro/:_id?',
  permission: 'GestaoAluno',
  idParam: '_id',
  schema: { type: 'object', properties: { NomeCompleto: { type: 'string', title: 'Nome completo' } } },
  load: { call: 'GET /api/alunos/aluno', query: { AlunoID: '{_id}' }, record: 'aluno' },
  save: { call: 'POST /api/aluno/save', body: { AlunoID: '{_id}' } },
} satisfies FormScreen);

const KEY = 'draft:v1:u1:cx.aluno-form:3';

function hook(storage: ReturnType<typeof createMemoryStore>, dataProvider: DataProvider, userId = 'u1') {
  const wiring = engineWiring({ path: '/aluno/aluno-cadastro/3', dataProvider, drafts: createDraftStore(storage, userId, () => new Date('2026-02-10T13:45:00Z')) });
  return renderHook(() => useFormController(DEFINITION, { _id: '3' }), { wrapper: wiring.Wrapper });
}

const loading = () => testDataProvider({ get: vi.fn().mockResolvedValue({ AlunoID: 3, NomeCompleto: 'Ana Souza' }), save: vi.fn().mockResolvedValue({ AlunoID: 3 }) });

describe('form drafts', () => {
  it('writes the data on every change while dirty, per user and record, and removes it when the data is the record again', async () => {
    const storage = createMemoryStore({ access_token: 'tok' });
    const { result } = hook(storage, loading());
    await waitFor(() => expect(result.current.formData.NomeCompleto).toBe('Ana Souza'));
    act(() => result.current.setFormData({ ...result.current.formData, NomeCompleto: 'Ana Souza Lima' }));
    expect(JSON.parse(storage.dump()[KEY])).toEqual({ savedAt: '2026-02-10T13:45:00.000Z', data: { AlunoID: 3, NomeCompleto: 'Ana Souza Lima' } });
    expect(storage.dump()[KEY]).not.toContain('tok');
    act(() => result.current.setFormData({ ...result.current.formData, NomeCompleto: 'Ana Souza' }));
    expect(storage.dump()[KEY]).toBeUndefined();
  });

  it('offers a draft left by an earlier visit without writing over it; restore puts it in the form', async () => {
    const storage = createMemoryStore({ [KEY]: JSON.stringify({ savedAt: '2026-02-10T13:45:00.000Z', data: { AlunoID: 3, NomeCompleto: 'Rascunho' } }) });
    const { result } = hook(storage, loading());
    await waitFor(() => expect(result.current.draft?.savedAt).toBe('2026-02-10T13:45:00.000Z'));
    expect(result.current.formData.NomeCompleto).toBe('Ana Souza');
    expect(storage.dump()[KEY]).toContain('Rascunho');
    act(() => result.current.draft?.restore());
    expect(result.current.draft).toBeNull();
    expect(result.current.formData.NomeCompleto).toBe('Rascunho');
    expect(result.current.isDirty).toBe(true);
    expect(storage.dump()[KEY]).toContain('Rascunho');
  });

  it('discard deletes the draft; another user never sees it; a save deletes it', async () => {
    const draft = JSON.stringify({ savedAt: '2026-02-10T13:45:00.000Z', data: { AlunoID: 3, NomeCompleto: 'Rascunho' } });
    const other = hook(createMemoryStore({ [KEY]: draft }), loading(), 'u2');
    await waitFor(() => expect(other.result.current.formData.NomeCompleto).toBe('Ana Souza'));
    expect(other.result.current.draft).toBeNull();
    other.unmount();

    const storage = createMemoryStore({ [KEY]: draft });
    const { result } = hook(storage, loading());
    await waitFor(() => expect(result.current.draft).not.toBeNull());
    act(() => result.current.draft?.discard());
    expect(storage.dump()[KEY]).toBeUndefined();
    expect(result.current.formData.NomeCompleto).toBe('Ana Souza');

    act(() => result.current.setFormData({ ...result.current.formData, NomeCompleto: 'Outro' }));
    expect(storage.dump()[KEY]).toContain('Outro');
    await act(() => result.current.submit(result.current.formData));
    expect(storage.dump()[KEY]).toBeUndefined();
  });

  it('a draft equal to the record is not offered', async () => {
    const storage = createMemoryStore({ [KEY]: JSON.stringify({ savedAt: '2026-02-10T13:45:00.000Z', data: { AlunoID: 3, NomeCompleto: 'Ana Souza' } }) });
    const { result } = hook(storage, loading());
    await waitFor(() => expect(result.current.formData.NomeCompleto).toBe('Ana Souza'));
    expect(result.current.draft).toBeNull();
    await waitFor(() => expect(storage.dump()[KEY]).toBeUndefined());
  });
});

describe('draft store', () => {
  it('survives a full or refusing storage and ignores unreadable entries', () => {
    const refusing = { getItem: () => '{not json', setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('refused'); } };
    const store = createDraftStore(refusing, 'u1');
    expect(store.read('x')).toBeNull();
    expect(() => store.write('x', { a: 1 })).not.toThrow();
    expect(() => store.remove('x')).not.toThrow();
  });
});
