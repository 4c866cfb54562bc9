import { createDataProvider } from '../data/createDataProvider';
import { withListCache, type ListCachingDataProvider } from '../data/listCache';
import { createRemovalQueue, type RemovalQueue } from '../data/removalQueue';
import type { Registry } from '../core/registry';
import type { CellFormat } from '../ui/cellTypes';
import { createCellFormats } from './cellFormats';
import type { AppServices } from './services';

/** What the signed-in screens are built from, besides the app's services. */
export interface SignedInServices {
  /** The DataProvider every screen uses; a list's page can be fetched ahead of its screen, and is kept for its return. */
  dataProvider: ListCachingDataProvider;
  /** Removals that wait a few seconds for "Desfazer" before their calls. */
  removals: RemovalQueue;
  /** The cell formats lists, details and dashboards draw values with. */
  cells: Registry<CellFormat>;
}

const made = new WeakMap<AppServices, SignedInServices>();

/**
 * The signed-in services over the app's: made once per app, so a sign-out and a new sign-in in the same tab keep
 * one cache of lists (kept apart per user by the token) and one queue of removals.
 */
export function signedInServices(services: AppServices): SignedInServices {
  let signedIn = made.get(services);
  if (!signedIn) {
    const dataProvider = withListCache(createDataProvider(services.http), { scope: services.token });
    signedIn = { dataProvider, removals: createRemovalQueue(dataProvider), cells: createCellFormats() };
    made.set(services, signedIn);
  }
  return signedIn;
}
