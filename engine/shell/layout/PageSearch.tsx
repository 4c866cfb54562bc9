import { InputGroup } from '@blueprintjs/core';
import { createElement, useEffect, useRef, useState } from 'react';
import { loadable, useLoadable } from '../../ui/loadable';
import { whenScreenReady } from '../../ui/whenScreenReady';
import type { MenuPage } from '../menu/types';
import type { PaletteSearchProps } from './PaletteSearch';
import { SearchShortcutHint } from './SearchShortcutHint';

/** The page search's code (suggestions, recent pages, record searches), ≈1.5 KB no first screen draws. */
const paletteSearch = loadable<PaletteSearchProps>(() => import('./PaletteSearch'));

/**
 * The toolbar's page search (see MenuSearch). Its code comes in the first idle moment after the first screen has
 * its data, or as soon as the search is pointed at, focused or called with Ctrl+K; until then an input that looks
 * the same stands in, and what is typed in it (and its focus) passes to the search when it arrives.
 */
export function PageSearch(props: { pages: readonly MenuPage[] }) {
  const [wanted, setWanted] = useState(() => paletteSearch.current !== null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const Search = useLoadable(paletteSearch, wanted, true);
  useEffect(() => (wanted ? undefined : whenScreenReady(() => setWanted(true))), [wanted]);
  useEffect(() => {
    if (Search) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Search]);

  // The component comes from its chunk, not from this render: createElement says so to the hooks linter.
  if (Search) return createElement(Search, { pages: props.pages, initialQuery: query, takeFocus: focused });
  const want = () => setWanted(true);
  return (
    <div className="shell-search" onPointerEnter={want}>
      <InputGroup
        inputRef={inputRef}
        leftIcon="search"
        type="search"
        placeholder="Buscar página"
        aria-label="Buscar página"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-keyshortcuts="Control+K"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={() => setFocused(false)}
      />
      <SearchShortcutHint />
    </div>
  );
}
