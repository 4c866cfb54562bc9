import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../engine/core/dataProvider';
import type { RuntimeFormScreen } from '../../../engine/core/definition/runtime';
import FormScreen from '../../../engine/kinds/form/FormScreen';
import type { FormScreen as FormDefinition } from '../../../engine/core/generated';
import { engineWiring, resolveForTest, testDataProvider as fakeDataProvider } from '../harness';

/** A settings screen: one record that always exists, opened from the menu with no id in the route. */
const SETTINGS: FormDefinition = {
  id: 'marketing.configuracao',
  kind: 'form',
  title: 'Configurações',
  route: '/marketing/cash-discount/:_id?',
  permission: 'Configuration',
  idParam: '_id',
  singleton: true,
  schema: {
    type: 'object',
    required: ['descontoPix'],
    properties: { descontoPix: { type: 'number', title: 'Desconto no PIX' } },
  },
  load: { call: 'GET /api/marketing/configuracao', query: { _id: '{_id}' }, record: 'configuracao' },
  save: { call: 'POST /api/marketing/configuracao', record: 'configuracao' },
  success: 'Configurações salvas.',
  permissions: { edit: 'Configuration.edit' },
};

/** The settings form as the engine runs it. */
const RESOLVED = resolveForTest<RuntimeFormScreen>(SETTINGS);
let current: ReturnType<typeof engineWiring>;

function setup(options: { params?: Record<string, string>; dataProvider: DataProvider; roles?: string[] }) {
  current = engineWiring({ path: '/marketing/cash-discount', dataProvider: options.dataProvider, roles: options.roles });
  return render(<current.Wrapper><FormScreen definition={RESOLVED} params={options.params ?? {}} /></current.Wrapper>);
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

afterEach(cleanup);

describe('singleton form', () => {
  it('loads its one record even without the id param, and the id-less query drops the key', async () => {
    const get = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 5 });
    setup({ dataProvider: fakeDataProvider({ get }) });
    await waitFor(() => expect(input('Desconto no PIX').value).toBe('5'));
    expect(get).toHaveBeenCalledWith(RESOLVED.load, expect.objectContaining({ context: {} }));
  });

  it('also loads with the id param (a bookmarked URL)', async () => {
    const get = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 7 });
    setup({ params: { _id: '1' }, dataProvider: fakeDataProvider({ get }) });
    await waitFor(() => expect(input('Desconto no PIX').value).toBe('7'));
    expect(get).toHaveBeenCalledWith(RESOLVED.load, expect.objectContaining({ context: { _id: '1' } }));
  });

  it('saves with the edit key and stays on the screen with the saved record', async () => {
    const get = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 5 });
    const save = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 6 });
    setup({ dataProvider: fakeDataProvider({ get, save }) });
    await waitFor(() => expect(input('Desconto no PIX').value).toBe('5'));
    fireEvent.input(input('Desconto no PIX'), { target: { value: '6' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(save).toHaveBeenCalledWith(RESOLVED.save, { record: { _id: 1, descontoPix: 6 }, context: {} });
    expect(current.notifier.getToasts().map((toast) => toast.message)).toContain('Configurações salvas.');
    expect(input('Desconto no PIX').value).toBe('6');
  });

  it('a user with the screen key but not the edit key cannot save', async () => {
    const get = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 5 });
    setup({ dataProvider: fakeDataProvider({ get }), roles: ['Configuration'] });
    await waitFor(() => expect(input('Desconto no PIX').value).toBe('5'));
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(input('Desconto no PIX').readOnly).toBe(true);
    expect(screen.getByText('Você pode ver este registro, mas não tem permissão para editá-lo.')).toBeTruthy();
  });
});
