import { useCallback, useEffect, useRef, useState } from 'react';
import { useLeaveGuard } from './leaveGuard';

/** The question asked when leaving with unsaved changes, while navigation waits for the answer. */
export interface LeavePromptState {
  isOpen: boolean;
  /** Leave without saving. */
  confirm(): void;
  /** Stay. */
  cancel(): void;
}

/** What the guard hook returns. */
export interface UnsavedChangesGuard {
  leavePrompt: LeavePromptState;
  /** Drops the guard at once, before a navigation that must not ask (after a save or a removal). */
  release(): void;
}

/**
 * Sets the app's leave guard (engine/ui/leaveGuard.ts) while `isDirty`: in-app navigation then
 * waits for the user's answer to `leavePrompt`, and closing the tab asks the browser's own question.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const [resolver, setResolver] = useState<((leave: boolean) => void) | null>(null);
  const clearRef = useRef<(() => void) | null>(null);
  const guard = useLeaveGuard();

  useEffect(() => {
    if (!isDirty) return;
    const clear = guard.set(() => new Promise<boolean>((resolve) => setResolver(() => resolve)));
    clearRef.current = clear;
    return () => {
      clear();
      if (clearRef.current === clear) clearRef.current = null;
    };
  }, [isDirty, guard]);

  const release = useCallback(() => {
    clearRef.current?.();
    clearRef.current = null;
  }, []);

  const answer = useCallback(
    (leave: boolean) => {
      resolver?.(leave);
      setResolver(null);
    },
    [resolver],
  );

  return {
    leavePrompt: { isOpen: resolver !== null, confirm: () => answer(true), cancel: () => answer(false) },
    release,
  };
}
