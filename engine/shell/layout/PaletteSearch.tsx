import type { InputGroupProps } from '@blueprintjs/core';
import type { MenuPage } from '../menu/types';
import { MenuSearch } from './MenuSearch';
import { usePalette } from './usePalette';

/** What {@link PageSearch} hands over when the page search's code arrives. */
export interface PaletteSearchProps {
  /** The menu's pages the user may open. */
  pages: readonly MenuPage[];
  /** The search's input, as the stand-in drew it (PageSearch's SEARCH_INPUT). */
  input: InputGroupProps;
  /** What the user typed in the stand-in input. */
  initialQuery: string;
  /** The stand-in input had the focus: the search takes it. */
  takeFocus: boolean;
}

/** The page search with its suggestions: the chunk {@link PageSearch} loads after the first screen or on first use. */
export default function PaletteSearch(props: PaletteSearchProps) {
  const palette = usePalette(props.pages);
  return (
    <MenuSearch
      entries={palette.entries}
      recent={palette.recent}
      lookups={palette.lookups}
      prepare={palette.prepare}
      input={props.input}
      initialQuery={props.initialQuery}
      takeFocus={props.takeFocus}
    />
  );
}
