/**
 * A page that holds unsaved work registers a leave guard; in-app navigation (the wrapped wouter
 * location hook) asks it before leaving, and the browser asks on tab close through beforeunload.
 */
export type LeaveGuard = () => Promise<boolean> | boolean;

let current: LeaveGuard | null = null;

/** Sets (or clears with null) the guard; returns a function that clears it if it is still the current one. */
export function setLeaveGuard(guard: LeaveGuard | null): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** Resolves true when navigation may go on. */
export async function mayLeave(): Promise<boolean> {
  if (!current) return true;
  return current();
}

/** Whether a guard is set (used by beforeunload). */
export function hasLeaveGuard(): boolean {
  return current !== null;
}
