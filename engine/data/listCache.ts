import { ApiError } from './ApiError';
import type { DataProvider, ListPage, ListParams, SourceSpec } from '../core/dataProvider';

/** A DataProvider that can start a list request before any screen asks for it. */
export interface PrefetchingDataProvider extends DataProvider {
  /**
   * Starts `list(source, params)` now; the first identical `list` call within `maxAgeMs` takes its answer (or
   * its failure, as if it had asked itself) instead of asking again.
   */
  prefetchList(source: SourceSpec, params: Omit<ListParams, 'signal'>): void;
}

interface Ahead {
  at: number;
  page: Promise<ListPage>;
}

/** What makes two list requests the same one (the signal aside). */
function requestKey(source: SourceSpec, params: ListParams): string {
  return JSON.stringify([source, params.page, params.perPage, params.sort ?? null, params.filter ?? {}, params.context ?? {}]);
}

/**
 * Wraps a DataProvider so the first screen's data can be on its way while the screen's code still loads (the
 * app starts it as soon as the route's definition arrives). Each answer fetched ahead serves one call.
 */
export function withListPrefetch(inner: DataProvider, options: { maxAgeMs?: number; now?: () => number } = {}): PrefetchingDataProvider {
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const now = options.now ?? (() => Date.now());
  const ahead = new Map<string, Ahead>();

  function take(key: string): Ahead | undefined {
    const entry = ahead.get(key);
    ahead.delete(key);
    return entry && now() - entry.at <= maxAgeMs ? entry : undefined;
  }

  return {
    ...inner,
    prefetchList(source, params) {
      const key = requestKey(source, params);
      const existing = ahead.get(key);
      if (existing && now() - existing.at <= maxAgeMs) return;
      const page = inner.list(source, params);
      // Nobody may ever take it: its failure must not surface as an unhandled rejection.
      page.catch(() => undefined);
      ahead.set(key, { at: now(), page });
    },
    list(source, params) {
      const key = requestKey(source, params);
      const entry = take(key);
      if (!entry) return inner.list(source, params);
      const { signal } = params;
      return new Promise<ListPage>((resolve, reject) => {
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
      });
    },
  };
}
