import { deferredModule, type DeferredModule } from '../deferredModule';
import type * as popoverParts from './popoverParts';

/** What the screens' popover chunk holds: Blueprint's popover and menu parts. */
export type PopoverParts = typeof popoverParts;

/**
 * Blueprint's popover and menus, out of a screen's first download (≈16 KB compressed on a list, whose "Visões" and
 * "Colunas" are popovers): the shell fetches the chunk when idle after the first screen, and a popover's button
 * fetches it when pointed at, focused or clicked.
 */
export const blueprintPopover: DeferredModule<PopoverParts> = deferredModule(() => import('./popoverParts'));
