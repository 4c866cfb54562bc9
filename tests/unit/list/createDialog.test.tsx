import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider, ListPage } from '../../../engine/core/dataProvider';
import type { RuntimeListScreen } from '../../../engine/core/definition/runtime';
import ListScreen from '../../../engine/kinds/list/ListScreen';
import { prefillData } from '../../../engine/core/prefill';
import type { ListScreen as ListDefinition, ResourceDefinition } from '../../../engine/core/generated';
import { engineWiring, resolveForTest, testDataProvider as fakeDataProvider } from '../harness';
import { StageHoldContext } from '../../../engine/ui/StageHoldContext';

const FORM_SCHEMA = {
  type: 'object',
  required: ['de', 'para'],
  properties: {
    de: { type: 'string', title: 'De' },
    para: { type: 'string', title: 'Para' },
  },
};

/** The redirect resource: its save serves the dialogs' create and edit. */
const REDIRECT: ResourceDefinition = {
  id: 'redirect',
  title: 'redirecionamento',
  schema: FORM_SCHEMA,
  idField: '_id',
  labelField: 'de',
  permission: 'Redirect',
  list: { call: 'POST /api/redirecionamentos', rows: 'redirecionamentos', total: 'totalRedirecionamentos' },
  save: { call: 'POST /api/redirecionamentos/save' },
  texts: { new: 'Novo redirecionamento', saved: 'Redirecionamento {de} salvo.' },
};

/** A list whose create button and edit action open dialog forms (no form route). */
const REDIRECTS: ListDefinition = {
  id: 'marketing.redirect',
  kind: 'list',
  route: '/marketing/redirect',
  title: 'Redirecionamentos',
  resource: 'redirect',
  columns: [
    { field: 'de', title: 'De' },
    { field: 'para', title: 'Para' },
  ],
  dialog: { editTitle: 'Redirecionamento {de}' },
  actions: ['create'],
  rowActions: ['edit'],
};
/** The list as the engine runs it. */
const RESOLVED = resolveForTest<RuntimeListScreen>(REDIRECTS, { resources: [REDIRECT] });

const ROW = { _id: 7, de: '/promo', para: '/cursos', ativo: true };

let current: ReturnType<typeof engineWiring>;

function setup(dataProvider: DataProvider, roles = ['Administrador']) {
  current = engineWiring({ path: '/marketing/redirect', dataProvider, roles, resources: RESOLVED.resources });
  return render(<current.Wrapper><ListScreen definition={RESOLVED} params={{}} /></current.Wrapper>);
}

const toastTexts = () => current.toasts();
afterEach(cleanup);

describe('list while its first page loads', () => {
  it('shows "Carregando..." over its real column headers and grey rows, then the rows', async () => {
    let answer!: (page: ListPage) => void;
    const list = vi.fn(() => new Promise<ListPage>((resolve) => (answer = resolve)));
    setup(fakeDataProvider({ list }));
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    const sketch = document.querySelector('.engine-skeleton-table')!;
    expect(sketch.getAttribute('aria-hidden')).toBe('true');
    expect([...sketch.querySelectorAll('th')].map((th) => th.textContent)).toEqual(RESOLVED.columns.map((column) => column.title));
    await act(async () => answer({ rows: [ROW], total: 1 }));
    expect(document.querySelector('.engine-skeleton-table')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});

/** The list under a stage that holds (or no longer holds) the previous screen's picture over it. */
const listUnder = (held: boolean) => (
  <current.Wrapper>
    <StageHoldContext.Provider value={held}>
      <ListScreen definition={RESOLVED} params={{}} />
    </StageHoldContext.Provider>
  </current.Wrapper>
);

function setupHeld(dataProvider: DataProvider) {
  current = engineWiring({ path: '/marketing/redirect', dataProvider, roles: ['Administrador'], resources: RESOLVED.resources });
  return render(listUnder(true));
}

describe('list opened behind the previous screen\'s picture', () => {
  it('draws nothing while held and its first page is on its way, then the screen with its rows at once', async () => {
    let answer!: (page: ListPage) => void;
    const list = vi.fn(() => new Promise<ListPage>((resolve) => (answer = resolve)));
    const { container } = setupHeld(fakeDataProvider({ list }));
    const root = container.querySelector('.engine-screen')!;
    expect(root.getAttribute('data-ready')).toBe('false');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.childElementCount).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => answer({ rows: [ROW], total: 1 }));
    expect(container.querySelector('.engine-screen')!.getAttribute('data-ready')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Redirecionamentos' })).toBeTruthy();
    expect(screen.getByRole('table').textContent).toContain('/promo');
    expect(document.querySelector('.engine-skeleton-table')).toBeNull();
  });

  it('shows its loading shape once the picture goes and the page is still on its way', async () => {
    let answer!: (page: ListPage) => void;
    const list = vi.fn(() => new Promise<ListPage>((resolve) => (answer = resolve)));
    const { rerender } = setupHeld(fakeDataProvider({ list }));
    expect(document.querySelector('.engine-skeleton-table')).toBeNull();
    rerender(listUnder(false));
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    expect(document.querySelector('.engine-skeleton-table')).not.toBeNull();
    await act(async () => answer({ rows: [ROW], total: 1 }));
    expect(screen.getByRole('table').textContent).toContain('/promo');
  });

  it('shows a failed first page with its retry even while held', async () => {
    const list = vi.fn(() => Promise.reject(new Error('falhou')));
    setupHeld(fakeDataProvider({ list }));
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('list reopened with the rows seen before', () => {
  it('draws those rows at once with no "Carregando..." while a quick refresh runs; the spinner only after 300 ms', async () => {
    let answer!: (page: ListPage) => void;
    const list = vi.fn(() => new Promise<ListPage>((resolve) => (answer = resolve)));
    const peekList = vi.fn(() => ({ rows: [ROW], total: 1 }));
    vi.useFakeTimers();
    try {
      setup(fakeDataProvider({ list, peekList }));
      expect(screen.getByRole('table').textContent).toContain('/promo');
      expect(screen.queryByRole('status')).toBeNull();
      await act(async () => void vi.advanceTimersByTime(299));
      expect(screen.queryByRole('status')).toBeNull();
      await act(async () => void vi.advanceTimersByTime(1));
      expect(screen.getByRole('status').textContent).toContain('Carregando...');
      await act(async () => answer({ rows: [{ ...ROW, de: '/promo-nova' }], total: 1 }));
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByRole('table').textContent).toContain('/promo-nova');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('list create button with a dialog form', () => {
  it('opens an empty dialog, saves through the call and reloads the list', async () => {
    const list = vi.fn().mockResolvedValue({ rows: [ROW], total: 1 });
    const save = vi.fn().mockResolvedValue({ _id: 8, de: '/novo', para: '/ofertas' });
    setup(fakeDataProvider({ list, save }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('button', { name: 'Novo redirecionamento' }));
    const dialog = await screen.findByRole('dialog');
    const de = (await screen.findByLabelText('De', { exact: false })) as HTMLInputElement;
    expect(de.value).toBe('');
    expect(dialog.textContent).toContain('Novo redirecionamento');

    fireEvent.change(de, { target: { value: '/novo' } });
    fireEvent.change(screen.getByLabelText('Para', { exact: false }), { target: { value: '/ofertas' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(save).toHaveBeenCalledWith({ endpoint: '/api/redirecionamentos/save', method: 'POST' }, {
      record: { de: '/novo', para: '/ofertas' }, context: {},
    });
    expect(toastTexts()).toContain('success: Redirecionamento /novo salvo.');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an empty submit shows "Preencha um valor." and calls nothing', async () => {
    const list = vi.fn().mockResolvedValue({ rows: [ROW], total: 1 });
    setup(fakeDataProvider({ list }));
    await waitFor(() => expect(list).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Novo redirecionamento' }));
    await screen.findByLabelText('De', { exact: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(screen.getAllByText('Preencha um valor.')).toHaveLength(2);
  });

  it('is hidden without the create button key', async () => {
    const list = vi.fn().mockResolvedValue({ rows: [ROW], total: 1 });
    setup(fakeDataProvider({ list }), ['Redirect']);
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Novo redirecionamento' })).toBeNull();
  });
});

describe('form action with prefill (edit in a dialog)', () => {
  it('opens with the row values, sends the edited data with the record id', async () => {
    const list = vi.fn().mockResolvedValue({ rows: [ROW], total: 1 });
    const save = vi.fn().mockResolvedValue({ ...ROW, para: '/black-friday' });
    setup(fakeDataProvider({ list, save }));
    // Row buttons are named with their record.
    const edit = await screen.findByRole('button', { name: 'Editar redirecionamento /promo' });
    fireEvent.click(edit);
    // In the dialog: the table's column-width handles are named after the columns too.
    const dialog = await screen.findByRole('dialog');
    const para = (await within(dialog).findByLabelText('Para', { exact: false })) as HTMLInputElement;
    expect(para.value).toBe('/cursos');
    expect((within(dialog).getByLabelText('De', { exact: false }) as HTMLInputElement).value).toBe('/promo');
    expect(screen.getByRole('dialog').textContent).toContain('Redirecionamento /promo');

    fireEvent.change(para, { target: { value: '/black-friday' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    const [call, params] = save.mock.calls[0];
    expect(call).toEqual({ endpoint: '/api/redirecionamentos/save', method: 'POST' });
    expect(params.record).toEqual({ de: '/promo', para: '/black-friday', _id: 7 });
    expect(params.context._id).toBe(7);
    expect(toastTexts()).toContain('success: Redirecionamento /promo salvo.');
  });
});

describe('prefillData', () => {
  it('takes only the schema properties present in the context', () => {
    expect(prefillData(FORM_SCHEMA, { _id: 1, de: '/a', extra: 'x', para: undefined })).toEqual({ de: '/a' });
    expect(prefillData({ type: 'object' }, { de: '/a' })).toEqual({});
  });
});
