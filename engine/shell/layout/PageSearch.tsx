import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { createElement, useEffect, useRef, useState } from 'react';
import { loadable, useLoadable } from '../../ui/loadable';
import { useFocusShortcut } from '../../ui/useFocusShortcut';
import { whenScreenReady } from '../../ui/whenScreenReady';
import type { MenuPage } from '../menu/types';
import type { PaletteSearchProps } from './PaletteSearch';
import { SearchShortcutHint } from './SearchShortcutHint';

/**
 * The page search's input, as the stand-in draws it and as it hands it to the search (MenuSearch draws the same):
 * one description, kept in this module, since a module shared with the search's chunk would be a chunk of its own.
 */
export const SEARCH_INPUT = {
  leftIcon: 'search',
  type: 'search',
  placeholder: 'Buscar página',
  'aria-label': 'Buscar página',
  role: 'combobox',
  'aria-autocomplete': 'list',
  'aria-keyshortcuts': 'Control+K',
  autoComplete: 'off',
} satisfies InputGroupProps;

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
  // Counts the search's code arriving after a focus asked again (its first fetch failed, offline).
  const [, setArrivals] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const Search = useLoadable(paletteSearch, wanted, true);
  useEffect(() => (wanted ? undefined : whenScreenReady(() => setWanted(true))), [wanted]);
  useFocusShortcut(inputRef, 'k', !Search);

  // The component comes from its chunk, not from this render: createElement says so to the hooks linter.
  if (Search) return createElement(Search, { pages: props.pages, input: SEARCH_INPUT, initialQuery: query, takeFocus: focused });
  const want = () => setWanted(true);
  return (
    <div className="shell-search" onPointerEnter={want}>
      <InputGroup
        {...SEARCH_INPUT}
        inputRef={inputRef}
        aria-expanded={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => {
          setFocused(true);
          want();
          // A fetch that failed (offline) is asked again on each focus: the search arrives once the network is back.
          paletteSearch.load().then(() => setArrivals((count) => count + 1), () => undefined);
        }}
        onBlur={() => setFocused(false)}
      />
      <SearchShortcutHint />
    </div>
  );
}
