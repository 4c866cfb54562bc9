import type { IconName } from '@blueprintjs/core';
import type { MenuNode } from './types';

/** The Blueprint icon of a menu entry, or `fallback` when menu.json gives none. */
export function menuIcon(node: MenuNode, fallback: IconName): IconName {
  return (node.icon || fallback) as IconName;
}
