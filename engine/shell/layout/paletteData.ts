import type * as palette from 'virtual:screens/palette';
import { deferredModule, type DeferredModule } from '../../ui/deferredModule';

/**
 * The page search's page buttons ("Novo cupom"), record searches and the titles of the pages outside the menu, in
 * a chunk of their own: ≈5 KB of definitions no screen draws. The shell fetches it once the first screen is ready
 * (or when the search takes the focus first); until then the search offers the menu's pages alone.
 */
export const paletteData: DeferredModule<typeof palette> = deferredModule(() => import('virtual:screens/palette'));
