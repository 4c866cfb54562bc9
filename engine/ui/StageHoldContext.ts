import { createContext, use } from 'react';

/**
 * True while the screen stage still shows the picture of the previous screen over the one that is mounting (it
 * waits up to 300 ms for the new screen's data): a screen that has nothing but a loading shape to draw can draw
 * nothing meanwhile, since no one sees it, and draw once, with its data, when that comes in time. The app's
 * screen stage provides it; without a provider nothing is held.
 */
export const StageHoldContext = createContext(false);

/**
 * Whether a screen whose data is `pending` is behind the previous screen's picture, so its loading shape would be
 * drawn for no one. The hold is read only while pending: its release does not draw a loaded screen again.
 */
export function useUnseenWhilePending(pending: boolean): boolean {
  return pending && use(StageHoldContext);
}
