import { manifest } from 'virtual:screens';
import { routeOpens } from '../../core/routes';
import { loadDefinition } from '../../kinds/screenDefinitions';

/**
 * Fetches the definitions of the menu's screens, one after another (one connection, so a click meanwhile is
 * not kept waiting behind them): opening a screen from the menu for the first time then waits only for its
 * data. Returns a function that stops before the next one.
 */
export function warmMenuScreens(urls: readonly string[]): () => void {
  const ids = [...new Set(urls.flatMap((url) => manifest.find((entry) => routeOpens(entry.route, url))?.id ?? []))];
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= ids.length) return;
    loadDefinition(ids[index])
      .catch(() => undefined)
      .then(() => next(index + 1));
  };
  next(0);
  return () => {
    stopped = true;
  };
}
