import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type TableColumn } from '../../../engine/ui/DataTable';
import { engineWiring } from '../harness';

afterEach(cleanup);

const columns: TableColumn[] = [
  { field: 'Nome', title: 'Nome', sortable: true },
  { field: 'Preco', title: 'Preço', format: 'money' },
];
const rows = [
  { id: 1, Nome: 'INDICACAO25', Preco: 25 },
  { id: 2, Nome: 'FOCO50', Preco: 1500.5 },
];

function renderTable(props: Partial<Parameters<typeof DataTable>[0]> = {}) {
  const { Wrapper } = engineWiring();
  return render(
    <Wrapper>
      <DataTable label="Cupons" rows={rows} columns={columns} rowKey={(row) => String(row.id)} {...props} />
    </Wrapper>,
  );
}

describe('DataTable', () => {
  it('is a table named by its label, with column headers, sort buttons inside them and numbers at the end', () => {
    const onSort = vi.fn();
    renderTable({ sort: { field: 'Nome', order: 'asc' }, onSort });
    const table = screen.getByRole('table', { name: 'Cupons' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Nome', 'Preço']);
    expect(headers[0].getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(headers[0]).getByRole('button', { name: 'Nome' }));
    expect(onSort).toHaveBeenCalledWith('Nome');
    const price = within(table).getAllByRole('cell')[3];
    expect(price.textContent).toBe('R$ 1.500,50');
    expect(price.className).toContain('engine-cell-end');
  });

  it('a click or Enter on a row opens it; a click on a button of the row does not', () => {
    const onOpenRow = vi.fn();
    const onEdit = vi.fn();
    renderTable({ onOpenRow, renderActions: (row) => <button type="button" onClick={() => onEdit(row.id)}>Editar</button> });
    const [, first, second] = screen.getAllByRole('row');
    fireEvent.click(within(first).getByText('INDICACAO25'));
    expect(onOpenRow).toHaveBeenLastCalledWith(rows[0]);
    // One row is in the tab order; arrows move the focus, Enter opens.
    expect(first.tabIndex).toBe(0);
    expect(second.tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(onOpenRow).toHaveBeenLastCalledWith(rows[1]);
    fireEvent.click(within(second).getByRole('button', { name: 'Editar' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    expect(onOpenRow).toHaveBeenCalledTimes(2);
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Ações' })).toBeTruthy();
  });

  it('draws again only the rows whose data or state changed; a row uses the latest handlers', () => {
    const renderActions = vi.fn((row: (typeof rows)[number]) => <button type="button">Editar {String(row.id)}</button>);
    const first = vi.fn();
    const { Wrapper } = engineWiring();
    const table = (props: Partial<Parameters<typeof DataTable>[0]>) => (
      <Wrapper>
        <DataTable label="Cupons" rows={rows} columns={columns} rowKey={(row) => String(row.id)} renderActions={renderActions} onOpenRow={first} {...props} />
      </Wrapper>
    );
    const { rerender } = render(table({}));
    expect(renderActions).toHaveBeenCalledTimes(2);
    // The screen draws again (new callbacks, same rows): no row does.
    const second = vi.fn();
    rerender(table({ onOpenRow: second, rowKey: (row) => String(row.id) }));
    expect(renderActions).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByText('FOCO50'));
    expect(second).toHaveBeenCalledWith(rows[1]);
    expect(first).not.toHaveBeenCalled();
    // One row changed: only it draws again.
    const changed = [rows[0], { ...rows[1], Preco: 60 }];
    rerender(table({ onOpenRow: second, rows: changed }));
    expect(renderActions).toHaveBeenCalledTimes(3);
    expect(renderActions).toHaveBeenLastCalledWith(changed[1]);
    expect(screen.getByText('R$ 60,00')).toBeTruthy();
  });

  it('without a way to open, rows are not clickable nor in the tab order', () => {
    renderTable();
    const [, first] = screen.getAllByRole('row');
    expect(first.hasAttribute('tabindex')).toBe(false);
  });

  it('the width handles resize a column with the arrow keys, within limits', () => {
    const onResize = vi.fn();
    const { Wrapper } = engineWiring();
    const table = (widths: Record<string, number>) => (
      <Wrapper>
        <DataTable label="Cupons" rows={rows} columns={columns} rowKey={(row) => String(row.id)} widths={widths} onResize={onResize} />
      </Wrapper>
    );
    const { rerender } = render(table({ Nome: 200 }));
    const handle = () => screen.getByRole('separator', { name: 'Largura da coluna Nome' });
    fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    expect(onResize).toHaveBeenLastCalledWith('Nome', 216);
    // Keys pressed before the saved width comes back (a held key repeats) each add their step.
    fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    expect(onResize).toHaveBeenLastCalledWith('Nome', 232);
    expect(screen.getByRole('columnheader', { name: 'Nome' }).style.width).toBe('200px');
    rerender(table({ Nome: 232 }));
    fireEvent.keyDown(handle(), { key: 'ArrowLeft' });
    expect(onResize).toHaveBeenLastCalledWith('Nome', 216);
    rerender(table({ Nome: 70 }));
    fireEvent.keyDown(handle(), { key: 'ArrowLeft' });
    expect(onResize).toHaveBeenLastCalledWith('Nome', 60);
  });
});
