import { useMemo } from 'react';
import type { RecordLookup } from '../../core/definition/commands';
import { sentenceCase } from '../../core/i18n/format';
import { fillRoute, getPath } from '../../core/template';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQuery } from '../../data/useQuery';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import type { PaletteEntry } from '../menu/palette';

/** Records are looked up from this many typed characters on (fewer would match half the base). */
const MIN_CHARS = 3;
/** At most this many records of each kind. */
const PER_LOOKUP = 5;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Records whose declared filters match what is typed in the page search (a student by name, CPF or e-mail, an
 * order by number), once typing pauses: one list request per filter, the first page of each. A failing
 * request only leaves its records out. `lookups` are those the user may open.
 */
export function useRecordLookups(lookups: readonly RecordLookup[], query: string): { records: PaletteEntry[]; searching: boolean } {
  const provider = useDataProvider();
  const typed = query.trim();
  const settled = useDebouncedValue(typed, 300);
  const enabled = settled.length >= MIN_CHARS && lookups.length > 0;
  const result = useQuery<PaletteEntry[]>({
    key: ['palette-lookup', settled, lookups.map((lookup) => lookup.title)],
    enabled,
    fetch: async (signal) => {
      const found = await Promise.all(
        lookups.map(async (lookup) => {
          const pages = await Promise.all(
            lookup.filters.filter((filter) => /\d/.test(settled) || !lookup.digits.includes(filter)).map((filter) =>
              provider.list(lookup.source, { page: 1, perPage: PER_LOOKUP, filter: { [filter]: settled }, signal }).catch((error: unknown) => {
                if (signal.aborted) throw error;
                return { rows: [], total: 0 };
              }),
            ),
          );
          const seen = new Set<string>();
          const entries: PaletteEntry[] = [];
          for (const row of pages.flatMap((page) => page.rows)) {
            const id = text(getPath(row, lookup.idField));
            if (!id || seen.has(id)) continue;
            seen.add(id);
            const shown = lookup.show.map((field) => text(getPath(row, field))).filter(Boolean);
            entries.push({
              id: `record:${lookup.title}:${id}`,
              kind: 'record',
              title: text(getPath(row, lookup.labelField)) || id,
              url: fillRoute(lookup.route, row),
              icon: 'document',
              trail: [sentenceCase(lookup.title), ...shown],
            });
          }
          return entries.slice(0, PER_LOOKUP);
        }),
      );
      return found.flat();
    },
  });
  const stale = typed !== settled;
  const records = useMemo(() => (enabled && !stale && result.data ? result.data : []), [enabled, stale, result.data]);
  return { records, searching: typed.length >= MIN_CHARS && lookups.length > 0 && (stale || result.isPending) };
}
