import { createContext, useContext } from 'react';
import type { DataProvider } from '../core/dataProvider';

/** The DataProvider every renderer and widget uses; the app passes the real one, tests a fake. */
export const DataProviderContext = createContext<DataProvider | null>(null);

/** The DataProvider of the nearest provider; throws when there is none (a wiring bug, not a user error). */
export function useDataProvider(): DataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error('[engine] no DataProvider: wrap the screen in <DataProviderContext.Provider>');
  return provider;
}
