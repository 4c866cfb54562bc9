/**
 * The window event the navigation sends when a move to another screen starts to wait for that screen
 * (`detail` true) and when the wait ends with the move (`detail` false). During the wait the screen on display is
 * leaving: the stage makes it inert, and a notice raised meanwhile (a form's "saved", just before it returns to
 * its list) waits to show with the next screen.
 */
const MOVE_WAITING = 'engine-move-waiting';

/** Tells the page that a move starts (true) or stops (false) waiting for its screen. */
export function announceMoveWait(waiting: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(MOVE_WAITING, { detail: waiting }));
}

/** Calls `listener` on each announcement of {@link announceMoveWait}; returns the unsubscribe function. */
export function onMoveWait(listener: (waiting: boolean) => void): () => void {
  const hear = (event: Event) => listener((event as CustomEvent<boolean>).detail === true);
  window.addEventListener(MOVE_WAITING, hear);
  return () => window.removeEventListener(MOVE_WAITING, hear);
}
