import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import type { LeaveGuard } from '../ui/leaveGuard';

type NavigateOptions = Parameters<typeof browserNavigate>[1];

/** The app's navigation with the leave guard in front of it. */
export interface GuardedLocation {
  /** Navigates unless the leave guard (unsaved changes) says no. */
  navigate(to: string | URL, options?: NavigateOptions): Promise<void>;
  /** wouter's browser location hook whose every Link and setLocation asks the guard first. */
  hook(options?: { ssrPath?: string }): [string, (to: string | URL, options?: NavigateOptions) => void];
}

/**
 * Navigation over the browser location that asks `guard` before leaving a page; `onNavigate` hears each
 * move the guard lets through, just before it happens.
 */
export function createGuardedLocation(guard: LeaveGuard, onNavigate?: (target: string) => void): GuardedLocation {
  const navigate = async (to: string | URL, options?: NavigateOptions) => {
    const target = String(to);
    const here = window.location.pathname + window.location.search;
    // Query-only changes on the same page (list paging) never lose work.
    const samePage = target.split('?')[0] === window.location.pathname;
    if (!samePage && target !== here && !(await guard.mayLeave())) return;
    onNavigate?.(target);
    browserNavigate(to, options);
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
