import { describe, expect, it, vi } from 'vitest';
import { isAbort } from '../../../engine/data/ApiError';
import { withListPrefetch } from '../../../engine/data/listPrefetch';
import type { ListPage, SourceSpec } from '../../../engine/core/dataProvider';
import { testDataProvider } from '../harness';

const source: SourceSpec = { method: 'POST', endpoint: '/api/cupons', rows: 'list', total: 'total' };
const firstPage = { page: 1, perPage: 10, sort: { field: 'Nome', order: 'asc' as const }, filter: { Status: true }, context: {} };
const page = (name: string): ListPage => ({ rows: [{ Nome: name }], total: 1 });

/** A list call that answers only when the test says so. */
function controlledList() {
  const answers: Array<{ resolve(page: ListPage): void; reject(error: unknown): void }> = [];
  const list = vi.fn(() => new Promise<ListPage>((resolve, reject) => answers.push({ resolve, reject })));
  return { list, answers };
}

describe('list requests fetched ahead', () => {
  it('the first identical call takes the answer fetched ahead; the next one asks again', async () => {
    const { list, answers } = controlledList();
    const provider = withListPrefetch(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    expect(list).toHaveBeenCalledTimes(1);
    const taken = provider.list(source, { ...firstPage, signal: new AbortController().signal });
    expect(list).toHaveBeenCalledTimes(1);
    answers[0].resolve(page('ahead'));
    await expect(taken).resolves.toEqual(page('ahead'));
    const again = provider.list(source, firstPage);
    expect(list).toHaveBeenCalledTimes(2);
    answers[1].resolve(page('again'));
    await expect(again).resolves.toEqual(page('again'));
  });

  it('a different page, filter, sort or context is its own request', () => {
    const { list } = controlledList();
    const provider = withListPrefetch(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    void provider.list(source, { ...firstPage, page: 2 });
    void provider.list(source, { ...firstPage, filter: { Status: false } });
    void provider.list(source, { ...firstPage, sort: undefined });
    void provider.list(source, { ...firstPage, context: { id: '7' } });
    void provider.list({ ...source, endpoint: '/api/ofertas' }, firstPage);
    expect(list).toHaveBeenCalledTimes(6);
  });

  it('hands a failure over as the call would have met it', async () => {
    const { list, answers } = controlledList();
    const provider = withListPrefetch(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    answers[0].reject(new Error('Sem permissão.'));
    await expect(provider.list(source, firstPage)).rejects.toThrow('Sem permissão.');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('an answer older than its time is not used', () => {
    let clock = 0;
    const { list } = controlledList();
    const provider = withListPrefetch(testDataProvider({ list }), { maxAgeMs: 1000, now: () => clock });
    provider.prefetchList(source, firstPage);
    clock = 1001;
    void provider.list(source, firstPage);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('the same request fetched ahead twice is sent once', () => {
    const { list } = controlledList();
    const provider = withListPrefetch(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    provider.prefetchList(source, { ...firstPage });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('a screen that leaves before the answer leaves it to the next identical call', async () => {
    const { list, answers } = controlledList();
    const provider = withListPrefetch(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    const leaving = new AbortController();
    const first = provider.list(source, { ...firstPage, signal: leaving.signal });
    leaving.abort();
    await expect(first).rejects.toSatisfy(isAbort);
    const second = provider.list(source, { ...firstPage, signal: new AbortController().signal });
    answers[0].resolve(page('ahead'));
    await expect(second).resolves.toEqual(page('ahead'));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('a failure nobody takes raises no unhandled rejection', async () => {
    const { list, answers } = controlledList();
    const provider = withListPrefetch(testDataProvider({ list }));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      provider.prefetchList(source, firstPage);
      answers[0].reject(new Error('fora do ar'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
