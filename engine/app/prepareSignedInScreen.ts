import { manifest } from 'virtual:screens';
import { loadCommonIcons } from '../shell/icons/iconLoader';
import { prepareScreenCode } from './preloadRoute';
import { fetchScreenDataAhead } from './screenDataAhead';
import type { AppServices } from './services';
import { signedInServices } from './signedInServices';

/**
 * Gets the screen at `target` (path, query) ready before it draws, for a signed-in user: its chunks and a list's
 * first page (the shell is in this part's own chunk, and the menu's icons come alongside). At start (the address
 * opened), when the pointer rests on a menu entry, and on a move to another screen (which waits a little for it).
 * Resolves once all of it is here or failed, to whether the screen then draws complete on its first render (a list
 * whose code and page are at hand); never rejects.
 */
export function prepareSignedInScreen(target: string, services: AppServices): Promise<boolean> {
  // The shell draws the menu's icons as soon as it renders.
  loadCommonIcons().catch(() => undefined);
  const code = prepareScreenCode(target.split(/[?#]/)[0], manifest, services.registry);
  const data = fetchScreenDataAhead(target, signedInServices(services).dataProvider);
  return Promise.all([code, data]).then(([codeHere, dataHere]) => codeHere && dataHere);
}
