import { describe, expect, it, vi } from 'vitest';
import { fetchScreenDataAhead } from '../../../engine/app/screenDataAhead';
import { loadDefinition } from '../../../engine/kinds/screenDefinitions';
import type { ListCachingDataProvider } from '../../../engine/data/listCache';
import { testDataProvider } from '../harness';

function recordingProvider() {
  const prefetchList = vi.fn();
  return { provider: { ...testDataProvider(), prefetchList } as ListCachingDataProvider, prefetchList };
}

describe('the first request of a screen, fetched ahead', () => {
  it('a list address starts the page its URL asks for, as the list will ask for it', async () => {
    const { provider, prefetchList } = recordingProvider();
    fetchScreenDataAhead('/marketing/cupom?f.Status=true&ordem=-Desconto&pagina=2', provider);
    await vi.waitFor(() => expect(prefetchList).toHaveBeenCalledTimes(1));
    const [source, params] = prefetchList.mock.calls[0];
    expect(source.endpoint).toBe('/api/cupons');
    expect(params).toEqual({ page: 2, perPage: 10, sort: { field: 'Desconto', order: 'desc' }, filter: { Status: true }, context: {} });
  });

  it('once the definition is there, the request leaves before anything is drawn', async () => {
    await loadDefinition('marketing.cupons');
    const { provider, prefetchList } = recordingProvider();
    fetchScreenDataAhead('/marketing/cupom', provider);
    expect(prefetchList).toHaveBeenCalledTimes(1);
  });

  it('forms, public pages, routes with parameters and unknown addresses fetch nothing ahead', async () => {
    const { provider, prefetchList } = recordingProvider();
    for (const target of ['/marketing/cupom-de-desconto-novo', '/login', '/cx/gestao-aluno/123', '/nao-existe']) fetchScreenDataAhead(target, provider);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetchList).not.toHaveBeenCalled();
  });
});
