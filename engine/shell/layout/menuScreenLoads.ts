import { manifest } from 'virtual:screens';
import { routeOpens } from '../../core/routes';
import { preloadFilterBar } from '../../fields/filters/FilterBar';
import { loadDefinition } from '../../kinds/screenDefinitions';

/**
 * Fetching the definitions of the menu's screens, one task per screen (each screen once; addresses that open no
 * screen are left out), for the shell's idle queue: opening a screen from the menu for the first time then waits
 * only for its data. One at a time, so a click meanwhile is not kept waiting behind them. The code of a screen's
 * filter widgets comes with its definition (a date filter's input is a file of its own: the first visit to the
 * invoices' list fetched it after the click).
 */
export function menuScreenLoads(urls: readonly string[]): Array<() => Promise<unknown>> {
  const ids = [...new Set(urls.flatMap((url) => manifest.find((entry) => routeOpens(entry.route, url))?.id ?? []))];
  return ids.map((id) => () => loadDefinition(id).then((definition) => {
    const filters = 'filters' in definition ? definition.filters : undefined;
    if (filters) preloadFilterBar(filters.schema as Record<string, unknown>, filters.uiSchema as Record<string, unknown> | undefined);
  }));
}
