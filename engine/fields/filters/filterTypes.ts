import type { ComponentType } from 'react';
import type { FilterProperty } from '../../core/filterWidgets';

/** What a filter control receives from the filter bar. */
export interface FilterControlProps {
  /** The input's id (the bar's label points at it). */
  id: string;
  /** The filter's name (its property in the filter schema). */
  name: string;
  /** The filter's JSON Schema property. */
  property: FilterProperty;
  /** The draft value as text ('' = no filter). */
  value: string;
  /** Changes the draft; the bar applies at once when the widget says so. */
  onChange(value: string): void;
  /** Changes several filters' drafts at once (a period sets its start and end), applying them with `apply`. */
  onChangeFields?(values: Record<string, string>, apply: boolean): void;
  /** `ui:placeholder` of the filter, or the property's description. */
  placeholder?: string;
  /** The filter's `ui:options` (checked against the widget's options schema at build time). */
  options: Record<string, unknown>;
}

/** A registered filter widget: how it draws, and how its text becomes the filter value sent to the API. */
export interface FilterWidget {
  Control: ComponentType<FilterControlProps>;
  /** The value sent to the API for a non-empty draft (undefined = no filter). */
  parse(raw: string, property: FilterProperty): unknown;
  /** A change applies the filter at once (selects), instead of waiting for "Filtrar". */
  applyOnChange?: boolean;
  /** Fetches the code the control loads on its first draw (its own chunk), for a bar about to be drawn. */
  preload?(): void;
}
