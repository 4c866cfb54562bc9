import { createContext, useContext } from 'react';

/**
 * Gets the screen at an app address ready before it is opened (its code, and a list's first page): the menu
 * calls it when the pointer rests on an entry, so the click that follows usually finds the data there. The
 * app's composition root provides it; without a provider it does nothing.
 */
export const ScreenWarmupContext = createContext<(target: string) => void>(() => undefined);

/** The warm-up of the nearest provider (see {@link ScreenWarmupContext}). */
export function useScreenWarmup(): (target: string) => void {
  return useContext(ScreenWarmupContext);
}
