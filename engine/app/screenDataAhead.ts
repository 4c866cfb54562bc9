import { manifest } from 'virtual:screens';
import { listStarts } from 'virtual:screens/list-starts';
import { liveOverrides } from '../core/definition/overrides';
import { listStartOf, startStateOf, type ListStart } from '../core/listState';
import { routeOpens, routeParams } from '../core/routes';
import type { ListCachingDataProvider } from '../data/listCache';
import { loadDefinition, loadedDefinition } from '../kinds/screenDefinitions';

/**
 * Starts the first request of the screen an address opens alongside its code instead of after its first
 * render: a list's page as its URL asks for it (the list takes that answer when it mounts). At start it is on
 * its way as soon as the signed-in part runs, beside the definition (the build keeps each list's
 * `virtual:screens/list-starts`); on a move between screens, before React draws anything. Routes
 * with parameters are left to their screen (they are opened from other screens, not from the menu).
 * Resolves once that answer (or its failure) is here, at once when there is nothing to fetch; never rejects. It
 * resolves to whether the list's page is then at hand (`peekList`): the screen draws complete on its first render.
 */
export function fetchScreenDataAhead(target: string, dataProvider: ListCachingDataProvider): Promise<boolean> {
  const [pathname, search = ''] = target.split('#')[0].split('?');
  const entry = manifest.find((candidate) => routeOpens(candidate.route, pathname));
  if (!entry || entry.public || entry.kind !== 'list' || routeParams(entry.route).length > 0) return Promise.resolve(false);
  const fetchPage = async (list: ListStart): Promise<boolean> => {
    const params = { ...startStateOf(list, search), context: {} };
    await dataProvider.prefetchList(list.source, params);
    return dataProvider.peekList(list.source, params) !== undefined;
  };
  const loaded = loadedDefinition(entry.id);
  if (loaded) return loaded.kind === 'list' ? fetchPage(listStartOf(loaded)) : Promise.resolve(false);
  // The build's own start of the list, so the request leaves before the definition's file is in; not for a screen
  // the studio replaced since the build (its definition says what it asks for).
  const built = liveOverrides.current()?.screens[entry.id] ? undefined : listStarts[entry.id];
  if (built) return fetchPage(built);
  return loadDefinition(entry.id).then((definition) => (definition.kind === 'list' ? fetchPage(listStartOf(definition)) : false), () => false);
}
