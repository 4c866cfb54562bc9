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
