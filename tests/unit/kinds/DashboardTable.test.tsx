import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardTable } from '../../../engine/kinds/dashboard/DashboardTable';
import type { TableColumn } from '../../../engine/ui/DataTable';
import { engineWiring } from '../harness';

afterEach(cleanup);

const columns: TableColumn[] = [{ field: 'Pedido', title: 'Pedido' }];
const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ Pedido: `P-${index + 1}` }));

function renderTable(count: number) {
  const { Wrapper } = engineWiring();
  return render(
    <Wrapper>
      <DashboardTable title="Pedidos" rows={rowsOf(count)} columns={columns} />
    </Wrapper>,
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Pedidos' })).getAllByRole('row').slice(1);

describe('DashboardTable', () => {
  // The table draws a first frame's share of its rows, then the rest: `waitFor` sees the whole page.
  it('draws every row, without paging, up to a hundred', async () => {
    renderTable(100);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(screen.queryByText('Próxima')).toBeNull();
  });

  it('pages a longer answer a hundred rows at a time', async () => {
    renderTable(250);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(bodyRows()[0].textContent).toBe('P-1');
    expect(screen.getByText('250 registros')).toBeTruthy();
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(bodyRows()[0].textContent).toBe('P-101');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
  });
});
