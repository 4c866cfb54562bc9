import { createContext } from 'react';

/**
 * True while the screen stage still shows the picture of the previous screen over the one that is mounting (it
 * waits up to 300 ms for the new screen's data): a screen that has nothing but a loading shape to draw can draw
 * nothing meanwhile, since no one sees it, and draw once, with its data, when that comes in time. The app's
 * screen stage provides it; without a provider nothing is held.
 */
export const StageHoldContext = createContext(false);
