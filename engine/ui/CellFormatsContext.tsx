import { createContext, useContext } from 'react';
import type { Registry } from '../core/registry';
import type { CellFormat } from './cellTypes';

/**
 * The cell formats the lists, details and dashboards draw values with. Apart from the other registries: only the
 * signed-in part of the app provides them, so the sign-in page does not download them.
 */
export const CellFormatsContext = createContext<Registry<CellFormat> | null>(null);

/** The cell formats of the nearest provider; throws when there is none (a wiring bug, not a user error). */
export function useCellFormats(): Registry<CellFormat> {
  const cells = useContext(CellFormatsContext);
  if (!cells) throw new Error('[engine] no cell formats: wrap the screens in <CellFormatsContext.Provider>');
  return cells;
}
