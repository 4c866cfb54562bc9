import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { mayLeave } from '../ui/leaveGuard';

type NavigateOptions = Parameters<typeof browserNavigate>[1];

/** Navigates unless a leave guard (unsaved changes) says no. */
export async function guardedNavigate(to: string | URL, options?: NavigateOptions): Promise<void> {
  const target = String(to);
  const here = window.location.pathname + window.location.search;
  // Query-only changes on the same page (list paging) never lose work.
  const samePage = target.split('?')[0] === window.location.pathname;
  if (!samePage && target !== here && !(await mayLeave())) return;
  browserNavigate(to, options);
}

/** wouter's browser location hook with guarded navigation: every Link and setLocation asks the guard first. */
export function useGuardedLocation(options?: { ssrPath?: string }): [string, (to: string | URL, options?: NavigateOptions) => void] {
  const [location] = useBrowserLocation(options);
  return [location, (to, navigateOptions) => void guardedNavigate(to, navigateOptions)];
}
