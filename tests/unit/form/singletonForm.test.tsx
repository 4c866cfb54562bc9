import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AccessContext } from '../../../engine/ui/AccessContext';
import { createAccess } from '../../../engine/core/access';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import type { DataProvider } from '../../../engine/core/dataProvider';
import FormScreen from '../../../engine/kinds/form/FormScreen';
import { dismissToast, getToasts } from '../../../engine/ui/toaster';
import type { FormScreen as FormDefinition } from '../../../engine/core/generated';
import { fakeDataProvider } from '../widgets/harness';

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
  load: { endpoint: '/api/marketing/configuracao', method: 'GET', query: { _id: ':_id' }, record: 'configuracao' },
  save: { endpoint: '/api/marketing/configuracao', method: 'POST', record: 'configuracao' },
  success: 'Configurações salvas.',
  permissions: { edit: 'Configuration.edit' },
};

function setup(options: { params?: Record<string, string>; dataProvider: DataProvider; roles?: string[] }) {
  const memory = memoryLocation({ path: '/marketing/cash-discount', record: true });
  return render(
    <DataProviderContext.Provider value={options.dataProvider}>
      <AccessContext.Provider value={createAccess(options.roles ?? ['Administrador'])}>
        <Router hook={memory.hook}>
          <FormScreen definition={SETTINGS} params={options.params ?? {}} />
        </Router>
      </AccessContext.Provider>
    </DataProviderContext.Provider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

beforeEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});
afterEach(cleanup);

describe('singleton form', () => {
  it('loads its one record even without the id param, and the id-less query drops the key', async () => {
    const get = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 5 });
    setup({ dataProvider: fakeDataProvider({ get }) });
    await waitFor(() => expect(input('Desconto no PIX').value).toBe('5'));
    expect(get).toHaveBeenCalledWith(SETTINGS.load, expect.objectContaining({ context: {} }));
  });

  it('also loads with the id param (a bookmarked URL)', async () => {
    const get = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 7 });
    setup({ params: { _id: '1' }, dataProvider: fakeDataProvider({ get }) });
    await waitFor(() => expect(input('Desconto no PIX').value).toBe('7'));
    expect(get).toHaveBeenCalledWith(SETTINGS.load, expect.objectContaining({ context: { _id: '1' } }));
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
    expect(save).toHaveBeenCalledWith(SETTINGS.save, { record: { _id: 1, descontoPix: 6 }, context: {} });
    expect(getToasts().map((toast) => toast.message)).toContain('Configurações salvas.');
    expect(input('Desconto no PIX').value).toBe('6');
  });

  it('a user with the screen key but not the edit key cannot save', async () => {
    const get = vi.fn().mockResolvedValue({ _id: 1, descontoPix: 5 });
    setup({ dataProvider: fakeDataProvider({ get }), roles: ['Configuration'] });
    await waitFor(() => expect(input('Desconto no PIX').value).toBe('5'));
    const button = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(button.disabled || button.getAttribute('aria-disabled') === 'true').toBe(true);
  });
});
