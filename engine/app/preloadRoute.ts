import type { ManifestEntry } from 'virtual:screens';
import { manifest as publicManifest } from 'virtual:screens/public';
import { routeOpens } from '../core/routes';
import type { EngineRegistry } from '../ui/RegistryContext';
import { loadDefinition } from '../kinds/screenDefinitions';

/**
 * Starts, at once and side by side, the chunks the screen at `pathname` (one of `entries`) needs: its definition
 * and its kind's renderer. Without this each waited for the previous one to render: index, then the session, then
 * the shell, then the definition, then the renderer. Resolves to whether both arrived; never rejects.
 */
export function prepareScreenCode(pathname: string, entries: readonly ManifestEntry[], registry: EngineRegistry): Promise<boolean> {
  const entry = entries.find((candidate) => routeOpens(candidate.route, pathname));
  const loaded = () => true;
  const failed = () => false;
  // The definition first: the screen's data call waits for it, and the browser fetches six files at a time in
  // the order they were asked for. Its import starts a microtask later (the bundler's preload wrapper), while
  // the renderer's load puts its files in the queue at once: it starts in the next task, behind it, or the
  // definition (and the data call after it) waited for most of them.
  const definition = entry ? loadDefinition(entry.id).then(loaded, failed) : Promise.resolve(false);
  const kind = entry ? registry.screens.get(entry.kind) : null;
  // A renderer already here (every move after the first to a kind) is no file to queue: the move goes on in this
  // task rather than a timer's, which may run after the next frame.
  const renderer = kind?.current ? Promise.resolve(true) : new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(kind ? kind.load().then(loaded, failed) : false), 0);
  });
  return Promise.all([definition, renderer]).then((results) => results.every(Boolean));
}

/** Gets a public screen (sign-in, registration) at `target` ready before it draws: its definition and renderer. */
export function preparePublicScreen(target: string, registry: EngineRegistry): Promise<boolean> {
  return prepareScreenCode(target.split(/[?#]/)[0], publicManifest, registry);
}
