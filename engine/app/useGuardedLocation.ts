import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import type { LeaveGuard } from '../ui/leaveGuard';
import { announceMoveWait } from '../ui/moveWait';

type NavigateOptions = Parameters<typeof browserNavigate>[1];

/** The app's navigation with the leave guard in front of it. */
export interface GuardedLocation {
  /** Navigates unless the leave guard (unsaved changes) says no. */
  navigate(to: string | URL, options?: NavigateOptions): Promise<void>;
  /** wouter's browser location hook whose every Link and setLocation asks the guard first. */
  hook(options?: { ssrPath?: string }): [string, (to: string | URL, options?: NavigateOptions) => void];
}

/**
 * How long a move to another page may wait for what its screen needs to draw (code, a list's first page), so it
 * draws once, complete, while the page the user is on stays live. Past it the move happens, and the stage holds
 * a picture of the previous screen a while longer (ScreenStage): a slow answer still ends in the screen's
 * loading shape, not in a page that ignores the click.
 */
export const MOVE_WAIT_MS = 100;

/**
 * The key of the history entry's state that says the screen moved to draws complete on its first render (its
 * code and data were at hand): ScreenStage then keeps no picture of the previous screen for the move.
 */
export const DRAWS_AT_ONCE = 'engineDrawsAtOnce';

/**
 * Navigation over the browser location that asks `guard` before leaving a page. `onNavigate` hears each move
 * the guard lets through, before it happens; a move to another page waits for the promise it returns (the
 * screen's code and data on their way, resolving to whether the screen will draw complete at once), at most
 * {@link MOVE_WAIT_MS}, announced by {@link announceMoveWait}. Of moves to other pages asked for in a row, the last one
 * wins. A change of query alone (a list's page, a filter as it is typed) never waits.
 */
export function createGuardedLocation(
  guard: LeaveGuard, onNavigate?: (target: string) => Promise<boolean> | void, waitMs = MOVE_WAIT_MS,
): GuardedLocation {
  let latestMove = 0;
  let waiting = false;
  const setWaiting = (now: boolean) => {
    if (now === waiting) return;
    waiting = now;
    announceMoveWait(now);
  };
  const navigate = async (to: string | URL, options?: NavigateOptions) => {
    const target = String(to);
    // Query-only changes on the same page (list paging) never lose work, and never wait (their data starts now).
    if (target.split('?')[0] === window.location.pathname) {
      void onNavigate?.(target);
      browserNavigate(to, options);
      return;
    }
    if (!onNavigate) {
      if (await guard.mayLeave()) browserNavigate(to, options);
      return;
    }
    const move = ++latestMove;
    // With nothing to ask, the wait starts with the call: a notice raised just before it (a form's "saved") then
    // shows with the next screen. A question to the user comes first otherwise (the screen stays live for it).
    if (!guard.isSet()) setWaiting(true);
    try {
      if (!(await guard.mayLeave()) || move !== latestMove) return;
      setWaiting(true);
      const ready = onNavigate(target);
      let drawsAtOnce = false;
      if (ready) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        drawsAtOnce = await Promise.race([ready, new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), waitMs); })]);
        clearTimeout(timer);
      }
      if (move !== latestMove) return;
      browserNavigate(to, drawsAtOnce ? { ...options, state: { [DRAWS_AT_ONCE]: true } } : options);
    } finally {
      // A later move ends the wait itself; this one ends it moved, kept ("stay") or failed, never left inert.
      if (move === latestMove) setWaiting(false);
    }
  };
  return {
    navigate,
    hook(options) {
      // wouter calls the hook as a hook: it runs in the Router's render.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      const [location] = useBrowserLocation(options);
      return [location, (to, navigateOptions) => void navigate(to, navigateOptions)];
    },
  };
}
