import { deferredModule, type DeferredModule } from '../../ui/deferredModule';
import type * as deferredParts from './deferredParts';

/** What the shell's popover chunk holds: Blueprint's popover and the shell's popover menus. */
export type DeferredParts = typeof deferredParts;

/**
 * The shell's popover chunk. The shell fetches it when idle after the first screen is painted, and a toolbar
 * button fetches it when it is pointed at, focused or clicked.
 */
export const shellPopover: DeferredModule<DeferredParts> = deferredModule(() => import('./deferredParts'));
