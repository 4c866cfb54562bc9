import { deferredModule, type DeferredModule } from '../deferredModule';
import type * as dialogParts from './dialogParts';

/** What the dialogs' chunk holds: Blueprint's Dialog, DialogBody, DialogFooter and Callout. */
export type DialogParts = typeof dialogParts;

/**
 * Blueprint's dialog (with its overlay, portal and transitions, ≈6 KB compressed) out of a screen's first
 * download: a list only opens one when asked (remove, save a view). The shell fetches the chunk when idle after
 * the first screen, and a dialog asked for before that fetches it and opens as it arrives.
 */
export const blueprintDialog: DeferredModule<DialogParts> = deferredModule(() => import('./dialogParts'));
