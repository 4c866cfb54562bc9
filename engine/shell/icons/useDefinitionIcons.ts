import { useLayoutEffect } from 'react';
import { firstScreenReady } from '../../ui/firstScreenReady';
import { loadDefinitionIcons } from './iconLoader';

/**
 * Asks for the definitions' icons' module when a menu draws its entries (`when`), to be fetched once the first
 * screen has its data. A layout effect: it runs before the entries' icons ask the loader for their paths
 * (Blueprint's Icon does in a passive effect), so the menu's icons come in that one request instead of one each.
 */
export function useDefinitionIcons(when = true): void {
  useLayoutEffect(() => {
    if (when) void loadDefinitionIcons(firstScreenReady());
  }, [when]);
}
