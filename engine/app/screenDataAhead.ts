import { manifest } from 'virtual:screens';
import type { RuntimeScreen } from '../core/definition/runtime';
import { listStateOf } from '../core/listState';
import { routeOpens, routeParams } from '../core/routes';
import type { ListCachingDataProvider } from '../data/listCache';
import { loadDefinition, loadedDefinition } from '../kinds/screenDefinitions';

/**
 * Starts the first request of the screen an address opens alongside its code instead of after its first
 * render: a list's page as its URL asks for it (the list takes that answer when it mounts). At start it is on
 * its way as soon as the definition arrives; on a move between screens, before React draws anything. Routes
 * with parameters are left to their screen (they are opened from other screens, not from the menu).
 * Resolves once that answer (or its failure) is here, at once when there is nothing to fetch; never rejects. It
 * resolves to whether the list's page is then at hand (`peekList`): the screen draws complete on its first render.
 */
export function fetchScreenDataAhead(target: string, dataProvider: ListCachingDataProvider): Promise<boolean> {
  const [pathname, search = ''] = target.split('#')[0].split('?');
  const entry = manifest.find((candidate) => routeOpens(candidate.route, pathname));
  if (!entry || entry.public || entry.kind !== 'list' || routeParams(entry.route).length > 0) return Promise.resolve(false);
  const start = async (definition: RuntimeScreen): Promise<boolean> => {
    if (definition.kind !== 'list') return false;
    const params = { ...listStateOf(definition, search), context: {} };
    await dataProvider.prefetchList(definition.source, params);
    return dataProvider.peekList(definition.source, params) !== undefined;
  };
  const loaded = loadedDefinition(entry.id);
  if (loaded) return start(loaded);
  return loadDefinition(entry.id).then(start, () => false);
}
