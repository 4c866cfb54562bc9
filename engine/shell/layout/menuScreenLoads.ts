import { manifest } from 'virtual:screens';
import { routeOpens } from '../../core/routes';
import { loadDefinition } from '../../kinds/screenDefinitions';

/**
 * Fetching the definitions of the menu's screens, one task per screen (each screen once; addresses that open no
 * screen are left out), for the shell's idle queue: opening a screen from the menu for the first time then waits
 * only for its data. One at a time, so a click meanwhile is not kept waiting behind them.
 */
export function menuScreenLoads(urls: readonly string[]): Array<() => Promise<unknown>> {
  const ids = [...new Set(urls.flatMap((url) => manifest.find((entry) => routeOpens(entry.route, url))?.id ?? []))];
  return ids.map((id) => () => loadDefinition(id));
}
