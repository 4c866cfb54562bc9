import type { ReactNode } from 'react';
import { manifest } from 'virtual:screens';
import { routeOpens } from '../core/routes';
import { loadCommonIcons } from '../shell/icons/iconLoader';
import { loadable } from '../ui/loadable';
import type { EngineRegistry } from '../ui/RegistryContext';
import { loadDefinition } from '../kinds/screenDefinitions';
import type { ListCachingDataProvider } from '../data/listCache';
import { fetchScreenDataAhead } from './screenDataAhead';

/** The signed-in frame (the shell and the screens' stage): loaded after sign-in or with a stored session. */
export const signedInFrame = loadable<{ children: ReactNode }>(() => {
  // The shell draws the menu's icons as soon as it renders: their module comes alongside.
  loadCommonIcons().catch(() => undefined);
  return import('./SignedInFrame');
});

/**
 * Starts, at once and side by side, every chunk the first screen needs: its definition, its kind's renderer and
 * (for a signed-in user) the shell. Without this each waited for the previous one to render: index, then the
 * session, then the shell, then the definition, then the renderer.
 */
function preloadRoute(pathname: string, registry: EngineRegistry, signedIn: boolean): Promise<boolean> {
  const entry = manifest.find((candidate) => routeOpens(candidate.route, pathname));
  const loaded = () => true;
  const failed = () => false;
  // The definition first: the screen's data call waits for it, and the browser fetches six files at a time in
  // the order they were asked for. Its import starts a microtask later (the bundler's preload wrapper), while
  // the renderer's and the shell's loads put their ~40 files in the queue at once: they start in the next task,
  // behind it, or the definition (and the data call after it) waited for most of them.
  const definition = entry ? loadDefinition(entry.id).then(loaded, failed) : Promise.resolve(false);
  const rest = new Promise<boolean>((resolve) => {
    setTimeout(() => {
      const renderer = entry ? registry.screens.get(entry.kind).load().then(loaded, failed) : Promise.resolve(false);
      const shell = signedIn && !entry?.public ? signedInFrame.load().then(loaded, failed) : Promise.resolve(true);
      void Promise.all([renderer, shell]).then((results) => resolve(results.every(Boolean)));
    }, 0);
  });
  return Promise.all([definition, rest]).then((results) => results.every(Boolean));
}

/**
 * Gets the screen at `target` (path, query) ready before it draws: its chunks, and for a signed-in user the
 * shell and a list's first page. At start (the address opened), when the pointer rests on a menu entry, and on
 * a move to another screen (which waits a little for it). Resolves once all of it is here or failed, to whether
 * the screen then draws complete on its first render (a list whose code and page are at hand); never rejects.
 */
export function prepareScreen(
  target: string, services: { registry: EngineRegistry; dataProvider: ListCachingDataProvider }, signedIn: boolean,
): Promise<boolean> {
  const code = preloadRoute(target.split(/[?#]/)[0], services.registry, signedIn);
  const data = signedIn ? fetchScreenDataAhead(target, services.dataProvider) : Promise.resolve(false);
  return Promise.all([code, data]).then(([codeHere, dataHere]) => codeHere && dataHere);
}
