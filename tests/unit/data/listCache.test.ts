import { describe, expect, it, vi } from 'vitest';
import { isAbort } from '../../../engine/data/ApiError';
import { withListCache } from '../../../engine/data/listCache';
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
    const provider = withListCache(testDataProvider({ list }));
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

  it('says when the answer fetched ahead is here, which the list then draws at once', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list }));
    let arrived = false;
    void provider.prefetchList(source, firstPage).then(() => { arrived = true; });
    await Promise.resolve();
    expect(arrived).toBe(false);
    expect(provider.peekList(source, firstPage)).toBeUndefined();
    answers[0].resolve(page('ahead'));
    await vi.waitFor(() => expect(arrived).toBe(true));
    expect(provider.peekList(source, firstPage)).toEqual(page('ahead'));
  });

  it('a failure ahead is here too (nothing to wait for), and a page kept from before needs no request', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list }));
    const failed = provider.prefetchList(source, firstPage);
    answers[0].reject(new Error('Sem permissão.'));
    await expect(failed).resolves.toBeUndefined();
    await expect(provider.list(source, firstPage)).rejects.toThrow('Sem permissão.');

    const kept = provider.list(source, firstPage);
    answers[1].resolve(page('kept'));
    await kept;
    let ready = false;
    void provider.prefetchList(source, firstPage).then(() => { ready = true; });
    await Promise.resolve();
    // The kept page draws at once; the list asks for the fresh one itself, after its first frame.
    expect(ready).toBe(true);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('a different page, filter, sort or context is its own request', () => {
    const { list } = controlledList();
    const provider = withListCache(testDataProvider({ list }));
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
    const provider = withListCache(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    answers[0].reject(new Error('Sem permissão.'));
    await expect(provider.list(source, firstPage)).rejects.toThrow('Sem permissão.');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('an answer older than its time is not used', () => {
    let clock = 0;
    const { list } = controlledList();
    const provider = withListCache(testDataProvider({ list }), { maxAgeMs: 1000, now: () => clock });
    provider.prefetchList(source, firstPage);
    clock = 1001;
    void provider.list(source, firstPage);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('the same request fetched ahead twice is sent once', () => {
    const { list } = controlledList();
    const provider = withListCache(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    provider.prefetchList(source, { ...firstPage });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('a screen that leaves before the answer leaves it to the next identical call', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list }));
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
    const provider = withListCache(testDataProvider({ list }));
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

describe('list pages kept for a return to the list', () => {
  it('keeps the last answer to each request, and only to that request', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list }));
    expect(provider.peekList(source, firstPage)).toBeUndefined();
    const first = provider.list(source, firstPage);
    answers[0].resolve(page('primeira'));
    await first;
    expect(provider.peekList(source, firstPage)).toEqual(page('primeira'));
    expect(provider.peekList(source, { ...firstPage, page: 2 })).toBeUndefined();
    const again = provider.list(source, firstPage);
    answers[1].resolve(page('atualizada'));
    await again;
    expect(provider.peekList(source, firstPage)).toEqual(page('atualizada'));
  });

  it('keeps an answer fetched ahead once a screen took it', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list }));
    provider.prefetchList(source, firstPage);
    const taken = provider.list(source, firstPage);
    answers[0].resolve(page('ahead'));
    await taken;
    expect(provider.peekList(source, firstPage)).toEqual(page('ahead'));
  });

  it.each([
    ['a save', (provider: ReturnType<typeof withListCache>) => provider.save({ method: 'PUT', endpoint: '/api/cupons/1' }, { record: {} })],
    ['a removal', (provider: ReturnType<typeof withListCache>) => provider.remove({ method: 'DELETE', endpoint: '/api/cupons/1' }, { context: {} })],
    ['a call marked write', (provider: ReturnType<typeof withListCache>) => provider.fetch({ method: 'POST', endpoint: '/api/aprovar' }, { write: true })],
  ])('%s forgets every kept page, even when it fails', async (_name, write) => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({
      list,
      save: () => Promise.resolve({}),
      remove: () => Promise.reject(new Error('Falhou.')),
      fetch: () => Promise.resolve(null),
    }));
    const first = provider.list(source, firstPage);
    answers[0].resolve(page('antes'));
    await first;
    await write(provider).catch(() => undefined);
    expect(provider.peekList(source, firstPage)).toBeUndefined();
  });

  it('a read through fetch keeps the pages', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list, fetch: () => Promise.resolve({ total: 3 }) }));
    const first = provider.list(source, firstPage);
    answers[0].resolve(page('antes'));
    await first;
    await provider.fetch({ method: 'GET', endpoint: '/api/dashboard' }, {});
    expect(provider.peekList(source, firstPage)).toEqual(page('antes'));
  });

  it('does not keep an answer that may predate a write sent while it was on its way', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list, save: () => Promise.resolve({}) }));
    const first = provider.list(source, firstPage);
    await provider.save({ method: 'PUT', endpoint: '/api/cupons/1' }, { record: {} });
    answers[0].resolve(page('velha'));
    await expect(first).resolves.toEqual(page('velha'));
    expect(provider.peekList(source, firstPage)).toBeUndefined();
  });

  it("never shows one session's pages to another", async () => {
    let token: string | null = 'token-ana';
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list }), { scope: () => token });
    const first = provider.list(source, firstPage);
    answers[0].resolve(page('da Ana'));
    await first;
    token = 'token-bruno';
    expect(provider.peekList(source, firstPage)).toBeUndefined();
    token = 'token-ana';
    expect(provider.peekList(source, firstPage)).toEqual(page('da Ana'));
  });

  it('keeps at most maxPages, forgetting the least recently used first', async () => {
    const { list, answers } = controlledList();
    const provider = withListCache(testDataProvider({ list }), { maxPages: 2 });
    for (const number of [1, 2]) {
      const call = provider.list(source, { ...firstPage, page: number });
      answers.at(-1)!.resolve(page(`página ${number}`));
      await call;
    }
    expect(provider.peekList(source, { ...firstPage, page: 1 })).toEqual(page('página 1'));
    const third = provider.list(source, { ...firstPage, page: 3 });
    answers.at(-1)!.resolve(page('página 3'));
    await third;
    expect(provider.peekList(source, { ...firstPage, page: 2 })).toBeUndefined();
    expect(provider.peekList(source, { ...firstPage, page: 1 })).toEqual(page('página 1'));
    expect(provider.peekList(source, { ...firstPage, page: 3 })).toEqual(page('página 3'));
  });
});
