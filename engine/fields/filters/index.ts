/** The filter bar's widgets, one folder each (code plus `options.schema.json`); keys equal the generated FILTER_WIDGETS. */
import type { FilterWidget } from './filterTypes';
import { filter as boolean } from './boolean';
import { filter as date } from './date';
import { filter as number } from './number';
import { filter as select } from './select';
import { filter as text } from './text';

/** Every filter widget by name. */
export const filterWidgets: Record<string, FilterWidget> = { text, number, select, boolean, date };
