import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadScreen } from 'virtual:screens';
import { listStarts } from 'virtual:screens/list-starts';
import { listStartOf, listStateOf } from '../../../engine/core/listState';
import type { RuntimeListScreen } from '../../../engine/core/definition/runtime';
import { loadedDefinition } from '../../../engine/kinds/screenDefinitions';
import { fetchScreenDataAhead } from '../../../engine/app/screenDataAhead';
import { loadDefinition, provideScreenLoaders } from '../../../engine/kinds/screenDefinitions';
import type { ListCachingDataProvider } from '../../../engine/data/listCache';
import { testDataProvider } from '../harness';

function recordingProvider(pageAtHand = false) {
  const prefetchList = vi.fn<ListCachingDataProvider['prefetchList']>(async () => undefined);
  const peekList = vi.fn(() => (pageAtHand ? { rows: [], total: 0 } : undefined));
  return { provider: { ...testDataProvider(), prefetchList, peekList } as ListCachingDataProvider, prefetchList };
}

describe('the first request of a screen, fetched ahead', () => {
  // As the signed-in part does when its chunk runs.
  beforeAll(() => provideScreenLoaders(loadScreen));

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

  it('says whether the list then draws complete at once (its page at hand)', async () => {
    await loadDefinition('marketing.cupons');
    await expect(fetchScreenDataAhead('/marketing/cupom', recordingProvider(true).provider)).resolves.toBe(true);
    await expect(fetchScreenDataAhead('/marketing/cupom', recordingProvider(false).provider)).resolves.toBe(false);
    await expect(fetchScreenDataAhead('/marketing/cupom-de-desconto-novo', recordingProvider(true).provider)).resolves.toBe(false);
  });

  it('forms, public pages, routes with parameters and unknown addresses fetch nothing ahead', async () => {
    const { provider, prefetchList } = recordingProvider();
    for (const target of ['/marketing/cupom-de-desconto-novo', '/login', '/cx/gestao-aluno/123', '/nao-existe']) fetchScreenDataAhead(target, provider);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetchList).not.toHaveBeenCalled();
  });

  it("before its definition's file is in, the request leaves at once with what the definition asks for", async () => {
    expect(loadedDefinition('marketing.banners-ecommerce')).toBeUndefined();
    const { provider, prefetchList } = recordingProvider();
    const search = 'pagina=3&porPagina=25';
    fetchScreenDataAhead(`/marketing/banners-ecommerce?${search}`, provider);
    expect(prefetchList).toHaveBeenCalledTimes(1);
    const definition = (await loadDefinition('marketing.banners-ecommerce')) as RuntimeListScreen;
    const [source, params] = prefetchList.mock.calls[0];
    // The list cache keys a request by its JSON: the same source, key for key in the same order.
    expect(JSON.stringify(source)).toBe(JSON.stringify(definition.source));
    expect(params).toEqual({ ...listStateOf(definition, search), context: {} });
  });
});

describe("the build's list starts (virtual:screens/list-starts)", () => {
  beforeAll(() => provideScreenLoaders(loadScreen));

  it("hold, for every list opened without route parameters, exactly its definition's start", async () => {
    const ids = Object.keys(listStarts);
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) {
      const definition = await loadDefinition(id);
      expect(definition.kind).toBe('list');
      expect(JSON.stringify(listStarts[id])).toBe(JSON.stringify(listStartOf(definition as RuntimeListScreen)));
    }
  });
});
