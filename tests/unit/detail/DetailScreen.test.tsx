import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeDetailScreen } from '../../../engine/core/definition/runtime';
import type { DetailScreen as DetailDefinition } from '../../../engine/core/generated';
import DetailScreen from '../../../engine/kinds/detail/DetailScreen';
import { StageHoldContext } from '../../../engine/ui/StageHoldContext';
import { engineWiring, resolveForTest, testDataProvider } from '../harness';

/** An order's detail: one section of fields loaded by the route's id. */
const ORDER: DetailDefinition = {
  id: 'pedido.detalhe',
  kind: 'detail',
  route: '/pedido/:PedidoID',
  title: 'Pedido',
  load: { call: 'GET /api/pedido/{PedidoID}' },
  heading: 'Pedido {PedidoID}',
  sections: [{ kind: 'fields', title: 'Dados', fields: [{ field: 'Aluno', title: 'Aluno' }] }],
};
const RESOLVED = resolveForTest<RuntimeDetailScreen>(ORDER);

afterEach(cleanup);

describe('detail opened behind the previous screen\'s picture', () => {
  it('draws nothing while the record loads, its loading shape once the picture goes, then the record', async () => {
    let resolve!: (row: Record<string, unknown>) => void;
    const get = vi.fn(() => new Promise<Record<string, unknown>>((res) => (resolve = res)));
    const wiring = engineWiring({ path: '/pedido/9', dataProvider: testDataProvider({ get }) });
    const under = (held: boolean) => (
      <wiring.Wrapper>
        <StageHoldContext.Provider value={held}>
          <DetailScreen definition={RESOLVED} params={{ PedidoID: '9' }} />
        </StageHoldContext.Provider>
      </wiring.Wrapper>
    );
    const { container, rerender } = render(under(true));
    const root = container.querySelector('.engine-screen')!;
    expect(root.getAttribute('data-ready')).toBe('false');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.childElementCount).toBe(0);
    rerender(under(false));
    expect(screen.getByRole('heading', { name: 'Pedido' })).toBeTruthy();
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await act(async () => resolve({ PedidoID: 9, Aluno: 'Ana Souza' }));
    expect(screen.getByRole('heading', { name: 'Pedido 9' })).toBeTruthy();
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(container.querySelector('.engine-screen')!.getAttribute('data-ready')).toBe('true');
  });

  it('held with its record already there, draws it at once', async () => {
    const get = vi.fn(() => Promise.resolve({ PedidoID: 9, Aluno: 'Ana Souza' }));
    const wiring = engineWiring({ path: '/pedido/9', dataProvider: testDataProvider({ get }) });
    render(
      <wiring.Wrapper>
        <StageHoldContext.Provider value>
          <DetailScreen definition={RESOLVED} params={{ PedidoID: '9' }} />
        </StageHoldContext.Provider>
      </wiring.Wrapper>,
    );
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
  });
});
