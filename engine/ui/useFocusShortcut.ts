import { useEffect, type RefObject } from 'react';

/**
 * Ctrl + `key` (⌘ on a Mac) from anywhere on the page focuses `target` and selects its text, while `enabled` (one
 * input listens at a time: the toolbar's search, or the stand-in drawn until its code arrives).
 */
export function useFocusShortcut(target: RefObject<HTMLInputElement | null>, key: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === key) {
        event.preventDefault();
        target.current?.focus();
        target.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [target, key, enabled]);
}
