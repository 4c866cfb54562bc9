import { ApiError } from './ApiError';
import type { DataProvider, ListPage, ListParams, SourceSpec } from '../core/dataProvider';

/**
 * A DataProvider that can start a list request before any screen asks for it, and that remembers the pages it
 * answered so a list opened again shows them while it asks for fresh ones.
 */
export interface ListCachingDataProvider extends DataProvider {
  /**
   * Starts `list(source, params)` now; the first identical `list` call within `maxAgeMs` takes its answer (or
   * its failure, as if it had asked itself) instead of asking again, and `peekList` shows it once it is here.
   * Resolves when the answer (or the failure) arrives: a move to the list can wait for it, so the list draws a
   * page at once instead of its loading shape. A page kept from before (`peekList`) needs nothing: no request
   * starts, and the promise resolves at once.
   */
  prefetchList(source: SourceSpec, params: Omit<ListParams, 'signal'>): Promise<void>;
  /** The last answer to this very request in this tab, if no write happened since (see DataProvider). */
  peekList(source: SourceSpec, params: Omit<ListParams, 'signal'>): ListPage | undefined;
}

interface Ahead {
  at: number;
  page: Promise<ListPage>;
}

/** Options of {@link withListCache}. */
export interface ListCacheOptions {
  /** How long an answer fetched ahead may wait for its screen (10 s). */
  maxAgeMs?: number;
  /** How many answered pages are remembered, the least recently used going first (50). */
  maxPages?: number;
  now?: () => number;
  /**
   * Whose answers these are (the app passes the access token): a page remembered for one session is never
   * shown to another, e.g. after signing out and in as someone else in the same tab.
   */
  scope?: () => string | null;
}

const settled = () => undefined;

/** What makes two list requests the same one (the signal aside). */
function requestKey(source: SourceSpec, params: Omit<ListParams, 'signal'>): string {
  return JSON.stringify([source, params.page, params.perPage, params.sort ?? null, params.filter ?? {}, params.context ?? {}]);
}

/**
 * Wraps a DataProvider for lists:
 * - the first screen's data can be on its way while the screen's code still loads (the app starts it as soon
 *   as the route's definition arrives); each answer fetched ahead serves one call;
 * - the last answer to each list request is kept for the tab's life (`peekList`), so a list the user comes
 *   back to draws at once while its fresh page loads (as react-admin's query cache does). Any write through
 *   this provider (save, remove, a call marked `write`) forgets every kept page, so the app never shows a
 *   page its own change made stale, not even for a moment.
 */
export function withListCache(inner: DataProvider, options: ListCacheOptions = {}): ListCachingDataProvider {
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const maxPages = options.maxPages ?? 50;
  const now = options.now ?? (() => Date.now());
  const scope = options.scope ?? (() => null);
  const ahead = new Map<string, Ahead>();
  // Insertion order is recency order: a page read or answered again moves to the end.
  const answered = new Map<string, ListPage>();
  let writes = 0;

  const scopedKey = (source: SourceSpec, params: Omit<ListParams, 'signal'>) => `${scope() ?? ''}\n${requestKey(source, params)}`;

  function take(key: string): Ahead | undefined {
    const entry = ahead.get(key);
    ahead.delete(key);
    return entry && now() - entry.at <= maxAgeMs ? entry : undefined;
  }

  function remember(key: string, page: ListPage) {
    answered.delete(key);
    answered.set(key, page);
    if (answered.size > maxPages) answered.delete(answered.keys().next().value as string);
  }

  /** Runs a write; its end (success or failure: a failed write may have changed data too) forgets every page. */
  function writing<T>(call: Promise<T>): Promise<T> {
    writes += 1;
    answered.clear();
    ahead.clear();
    return call.finally(() => {
      answered.clear();
      ahead.clear();
    });
  }

  /** The answer of `page`, remembered unless a write started meanwhile (the answer may predate it). */
  function remembered(key: string, page: Promise<ListPage>): Promise<ListPage> {
    const writesAtStart = writes;
    return page.then((answer) => {
      if (writes === writesAtStart) remember(key, answer);
      return answer;
    });
  }

  return {
    ...inner,
    prefetchList(source, params) {
      const key = scopedKey(source, params);
      // A page kept from before draws at once, and the list asks for the fresh one after its first frame
      // (useQuery's placeholder): nothing to fetch ahead, nothing to wait for.
      if (answered.has(key)) return Promise.resolve();
      const existing = ahead.get(key);
      let page = existing && now() - existing.at <= maxAgeMs ? existing.page : undefined;
      if (!page) {
        page = remembered(key, inner.list(source, params));
        ahead.set(key, { at: now(), page });
      }
      // Nobody may ever take it: its failure must not surface as an unhandled rejection.
      return page.then(settled, settled);
    },
    peekList(source, params) {
      const key = scopedKey(source, params);
      const page = answered.get(key);
      if (page) remember(key, page);
      return page;
    },
    list(source, params) {
      const key = scopedKey(source, params);
      const entry = take(key);
      if (!entry) return remembered(key, inner.list(source, params));
      const { signal } = params;
      return remembered(key, new Promise<ListPage>((resolve, reject) => {
        // The screen left before the answer: the answer stays for the next identical call.
        const onAbort = () => {
          if (!ahead.has(key)) ahead.set(key, entry);
          reject(new ApiError('Requisição cancelada.', { reason: 'aborted' }));
        };
        if (signal?.aborted) {
          onAbort();
          return;
        }
        signal?.addEventListener('abort', onAbort, { once: true });
        entry.page.then(resolve, reject).finally(() => signal?.removeEventListener('abort', onAbort));
      }));
    },
    save: (call, params) => writing(inner.save(call, params)),
    remove: (call, params) => writing(inner.remove(call, params)),
    fetch: (call, params) => (params.write ? writing(inner.fetch(call, params)) : inner.fetch(call, params)),
  };
}
