import { useEffect, type RefObject } from 'react';

/** What the page search's input is, whichever draws it (the stand-in of PageSearch, or MenuSearch). */
export const SEARCH_INPUT = {
  leftIcon: 'search',
  type: 'search',
  placeholder: 'Buscar página',
  'aria-label': 'Buscar página',
  role: 'combobox',
  'aria-autocomplete': 'list',
  'aria-keyshortcuts': 'Control+K',
  autoComplete: 'off',
} as const;

/**
 * Ctrl+K (⌘K) from anywhere focuses the search and selects what is typed, while `enabled` (one input at a time
 * listens: the stand-in until the search arrives).
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input, enabled]);
}

/**
 * The "Ctrl K" hint of the page search. Beside the input, not its `rightElement`: Blueprint's InputGroup measures
 * a right element when it mounts, which forced the page's first layout in the middle of the first screen's render
 * (the CSS reserves the hint's room).
 */
export function SearchShortcutHint() {
  return (
    <kbd className="shell-kbd" aria-hidden="true">
      Ctrl K
    </kbd>
  );
}
