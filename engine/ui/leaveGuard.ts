import { createContext, useContext } from 'react';

/**
 * A page that holds unsaved work sets a leave guard; in-app navigation (the app's location hook) asks it
 * before leaving, and the browser asks on tab close through beforeunload.
 */
export type LeaveCheck = () => Promise<boolean> | boolean;

/** The app's one leave guard. */
export interface LeaveGuard {
  /** Sets (or clears with null) the check; returns a function that clears it if it is still the current one. */
  set(check: LeaveCheck | null): () => void;
  /** Resolves true when navigation may go on. */
  mayLeave(): Promise<boolean>;
  /** Whether a check is set (beforeunload asks the browser's question then). */
  isSet(): boolean;
}

/** Creates a leave guard (the app's root creates one; tests create their own). */
export function createLeaveGuard(): LeaveGuard {
  let current: LeaveCheck | null = null;
  return {
    set(check) {
      current = check;
      return () => {
        if (current === check) current = null;
      };
    },
    async mayLeave() {
      return current ? current() : true;
    },
    isSet: () => current !== null,
  };
}

/** The leave guard of the app (provided by the app's root). */
export const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/** The app's leave guard; throws outside a provider (a wiring bug, not a user error). */
export function useLeaveGuard(): LeaveGuard {
  const guard = useContext(LeaveGuardContext);
  if (!guard) throw new Error('[engine] no leave guard: wrap the app in <LeaveGuardContext.Provider>');
  return guard;
}
