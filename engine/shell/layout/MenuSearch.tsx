import { Classes, Icon, InputGroup, type IconName, type InputGroupProps } from '@blueprintjs/core';
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { RecordLookup } from '../../core/definition/commands';
import { MENU_SEARCH_LIMIT, searchPages as searchTitles } from '../menu/menuTree';
import type { PaletteEntry } from '../menu/palette';
import { SearchShortcutHint } from './SearchShortcutHint';
import { useRecordLookups } from './useRecordLookups';
import { useFocusShortcut } from '../../ui/useFocusShortcut';

/**
 * The toolbar's page search, the app's command palette: a combobox over every page the user may open (the
 * menu's, dashboards and pages outside the menu, profile, password) and the lists' page buttons ("Novo
 * cupom"); titles matched ignoring accents and case, at most 10 suggestions, "No results.." when none; before
 * anything is typed, the user's recent pages. Arrow keys and Enter or a click open one; Ctrl+K (⌘K) focuses it
 * from anywhere.
 */
export function MenuSearch(props: {
  /** Every suggestion the user may open (see usePalette). */
  entries: readonly PaletteEntry[];
  /** The user's recent pages, newest first, offered before anything is typed. */
  recent: readonly PaletteEntry[];
  /** The record searches the user may run (students by name, CPF or e-mail...). */
  lookups: readonly RecordLookup[];
  /** Fetches what the suggestions still miss (see usePalette); called when the search takes the focus. */
  prepare?: () => void;
  /** The input's label, placeholder, role and shortcut (PageSearch's SEARCH_INPUT, which its stand-in draws too). */
  input: InputGroupProps;
  /** What is typed already (in the stand-in input of PageSearch, before this code arrived). */
  initialQuery?: string;
  /** Takes the focus when it mounts (the stand-in input had it), with the caret after what is typed. */
  takeFocus?: boolean;
}) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(props.initialQuery ?? '');
  const takeFocus = useRef(props.takeFocus ?? false);
  useLayoutEffect(() => {
    if (!takeFocus.current) return;
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const [, navigate] = useLocation();
  const typed = query.trim() !== '';
  const found = useRecordLookups(props.lookups, query);
  const results = useMemo(
    () => (typed ? [...searchTitles(props.entries, query), ...found.records].slice(0, MENU_SEARCH_LIMIT) : props.recent),
    [typed, props.entries, props.recent, query, found.records],
  );
  const showList = open && (typed || results.length > 0);

  useFocusShortcut(inputRef, 'k');

  const choose = (page: PaletteEntry) => {
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
    navigate(page.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const page = results[highlight];
      if (showList && page) {
        event.preventDefault();
        choose(page);
      }
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="shell-search">
      <InputGroup
        inputRef={inputRef}
        {...props.input}
        aria-expanded={showList && results.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && results[highlight] ? optionId(highlight) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlight(0);
          setOpen(true);
        }}
        onFocus={() => {
          props.prepare?.();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <SearchShortcutHint />
      <ul id={listId} role="listbox" aria-label={typed ? 'Páginas encontradas' : 'Páginas recentes'} className={`${Classes.MENU} ${Classes.ELEVATION_3} shell-search-results`} hidden={!showList || results.length === 0}>
        {showList && !typed ? (
          <li role="presentation" aria-hidden="true" className="shell-search-heading">
            Recentes
          </li>
        ) : null}
        {showList
          ? results.map((page, index) => (
              <li
                key={page.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlight}
                className={`${Classes.MENU_ITEM}${index === highlight ? ` ${Classes.ACTIVE}` : ''} shell-search-option`}
                // mousedown would blur the input and close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setHighlight(index)}
                onClick={() => choose(page)}
              >
                <Icon icon={(page.icon || 'document') as IconName} />
                <span className={Classes.FILL}>
                  {page.title}
                  {page.trail.length ? <small className="shell-search-trail"> {page.trail.join(' › ')}</small> : null}
                  {page.kind === 'action' ? <small className="shell-search-trail"> Ação</small> : null}
                </span>
              </li>
            ))
          : null}
      </ul>
      {showList && typed && results.length === 0 ? (
        <div className={`${Classes.ELEVATION_3} shell-search-results shell-search-empty`} role="status">
          {found.searching ? 'Buscando registros...' : 'No results..'}
        </div>
      ) : null}
    </div>
  );
}
