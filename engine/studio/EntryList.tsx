import { InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { STUDIO_TEXTS } from './studioTexts';
import { searchEntries, type EntryGroup, type StudioEntry } from './workspace/entries';

/** The definitions, grouped, with a search box; drafted files are marked. */
export function EntryList(props: { entries: readonly StudioEntry[]; selected: string | null; drafted: ReadonlySet<string>; onSelect(path: string): void }) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchEntries(props.entries, query), [props.entries, query]);
  const groups = useMemo(() => {
    const out = new Map<EntryGroup, StudioEntry[]>();
    for (const entry of found) out.set(entry.group, [...(out.get(entry.group) ?? []), entry]);
    return [...out];
  }, [found]);
  return (
    <nav className="studio-list" aria-label={STUDIO_TEXTS.listLabel}>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={STUDIO_TEXTS.search}
        placeholder={STUDIO_TEXTS.searchPlaceholder}
        value={query}
        onValueChange={setQuery}
      />
      {groups.length === 0 && <p className="studio-empty">{STUDIO_TEXTS.nothingFound}</p>}
      {groups.map(([group, entries]) => (
        <section key={group} aria-labelledby={`studio-group-${group}`}>
          <h2 id={`studio-group-${group}`} className="studio-group-title">
            {STUDIO_TEXTS.groups[group]} ({entries.length})
          </h2>
          <ul>
            {entries.map((entry) => (
              <li key={entry.path}>
                <button
                  type="button"
                  className="studio-entry"
                  aria-current={entry.path === props.selected ? 'true' : undefined}
                  onClick={() => props.onSelect(entry.path)}
                >
                  <span className="studio-entry-label">
                    {entry.label}
                    {props.drafted.has(entry.path) && <span className="studio-draft-mark"> ({STUDIO_TEXTS.drafted})</span>}
                  </span>
                  <span className="studio-entry-detail">{entry.detail}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
