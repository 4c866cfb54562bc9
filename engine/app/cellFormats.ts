import { CELL_FORMATS } from '../core/names';
import { assertSameKeys, createRegistry, type Registry } from '../core/registry';
import { cellFormats } from '../fields/cells';
import type { CellFormat } from '../ui/cellTypes';

/** Builds the cell formats' registry of the signed-in part. Every key matches the generated names. */
export function createCellFormats(): Registry<CellFormat> {
  const cells = createRegistry<CellFormat>('cell format', cellFormats);
  assertSameKeys('cell format', cells.keys(), CELL_FORMATS);
  return cells;
}
