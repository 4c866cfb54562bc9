/**
 * Esc closes the open modal dialog even while the keyboard focus is not inside it yet.
 *
 * Blueprint's overlays listen for Esc on their own container and move the focus into it one animation frame after
 * opening. On a busy machine that frame comes late, and if the focus fell back to the page (the element that had
 * it was removed), Esc then reached nothing: the dialog stayed open. This listener hands such a key press to the
 * topmost open modal (the focus goes to its first focus trap, as Blueprint would have put it there), so the
 * dialog's own rules (`canEscapeKeyClose`, a save in progress) still decide.
 */
import { Classes } from '@blueprintjs/core';

/** Blueprint marks each open overlay this way; a modal one holds an `aria-modal` dialog. */
const OPEN_OVERLAY = `.${Classes.OVERLAY_OPEN}`;

/** The topmost open modal overlay that does not hold the focus, if any. */
function modalWithoutFocus(doc: Document): HTMLElement | null {
  const overlays = Array.from(doc.querySelectorAll<HTMLElement>(OPEN_OVERLAY)).filter((overlay) => overlay.querySelector('[aria-modal="true"]'));
  const top = overlays.at(-1);
  if (!top) return null;
  const active = doc.activeElement;
  // Focus inside any open overlay (a popover over the dialog, a select's list) is that overlay's to handle.
  if (active && active !== doc.body && active.closest(`${OPEN_OVERLAY}, .${Classes.PORTAL}`)) return null;
  return top;
}

/** Installs the listener on `doc`; returns the function that removes it. */
export function installModalEscape(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const modal = modalWithoutFocus(doc);
    if (!modal) return;
    const trap = modal.querySelector<HTMLElement>('[tabindex]') ?? modal;
    trap.focus({ preventScroll: true });
    event.preventDefault();
    trap.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
