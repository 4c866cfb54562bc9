import { Icon, type IconName } from '@blueprintjs/core';
import { memo, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useScreenWarmup } from '../../ui/ScreenWarmupContext';
import { navIndent } from '../menu/menuTree';
import type { MenuNode } from '../menu/types';
import { MenuLink } from './MenuLink';

/** Props of a list of menu entries at one nesting level. */
export interface NavListProps {
  nodes: readonly MenuNode[];
  level: number;
  activeId: string | null;
  activePath: ReadonlySet<string>;
  onNavigate?: () => void;
  id?: string;
  hidden?: boolean;
  labelledBy?: string;
}

/** Props of one menu entry. */
export interface NavItemProps {
  /** The list component for the entry's children (the menu is a tree: the list draws entries, an entry draws a list). */
  List: ComponentType<NavListProps>;
  node: MenuNode;
  /** Nesting level (collapses add one; groups do not). */
  level: number;
  /** Id of the page the location belongs to. */
  activeId: string | null;
  /** Ids of the containers above the active page (they start expanded). */
  activePath: ReadonlySet<string>;
  /** Called after a page link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** How long the pointer rests on a page entry before its screen starts loading (a pass over the menu loads nothing). */
export const WARM_UP_AFTER_MS = 100;

function EntryIcon(props: { icon?: string | null }) {
  return <Icon className="shell-nav-icon" icon={(props.icon || 'dot') as IconName} size={16} />;
}

/** Whether the entry draws differently for this location: it is the active page, or holds it. */
function touchesActive(props: NavItemProps): boolean {
  return props.node.id === props.activeId || props.activePath.has(props.node.id);
}

/** An entry draws again only if the active page comes to it, leaves it, or its own props change. */
function sameEntry(before: NavItemProps, after: NavItemProps): boolean {
  return before.node === after.node && before.level === after.level && before.List === after.List && before.onNavigate === after.onNavigate
    && !touchesActive(before) && !touchesActive(after);
}

/**
 * One node of the side menu: a group heading with its entries, an expandable collapse, an app page
 * ({@link MenuLink}, `aria-current="page"` when active), an external link or a divider. Memoised (see
 * {@link sameEntry}): a switch of screen draws the two entries it concerns, not the whole menu.
 */
export const NavItem = memo(function NavItem({ List, node, level, activeId, activePath, onNavigate }: NavItemProps) {
  const listId = useId();
  const containsActive = activePath.has(node.id);
  const [open, setOpen] = useState(containsActive);
  // An entry that comes to contain the active page opens (adjusted during render).
  const [containedActive, setContainedActive] = useState(containsActive);
  if (containedActive !== containsActive) {
    setContainedActive(containsActive);
    if (containsActive) setOpen(true);
  }
  const indent = { paddingInlineStart: navIndent(level) };
  const warmUp = useScreenWarmup();
  const warmTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(warmTimer.current), []);

  switch (node.type) {
    case 'divider':
      return <li className="shell-nav-divider" aria-hidden="true" />;
    case 'group':
      return (
        <li className="shell-nav-group">
          <div className="shell-nav-heading" id={listId}>
            <span className="shell-nav-label">{node.title}</span>
          </div>
          <List nodes={node.children ?? []} level={level} activeId={activeId} activePath={activePath} onNavigate={onNavigate} labelledBy={listId} />
        </li>
      );
    case 'collapse':
      return (
        <li className={`shell-nav-collapse${containsActive ? ' shell-nav-contains-active' : ''}`}>
          <button
            type="button"
            className="shell-nav-entry"
            style={indent}
            aria-expanded={open}
            aria-controls={listId}
            data-menu-id={node.id}
            onClick={() => setOpen((value) => !value)}
          >
            <EntryIcon icon={node.icon} />
            <span className="shell-nav-label">{node.title}</span>
            <Icon className="shell-nav-caret" icon={open ? 'chevron-down' : 'chevron-right'} size={14} />
          </button>
          <List id={listId} hidden={!open} nodes={node.children ?? []} level={level + 1} activeId={activeId} activePath={activePath} onNavigate={onNavigate} />
        </li>
      );
    case 'link':
      return (
        <li>
          <a className="shell-nav-entry" style={indent} href={node.url ?? '#'} target="_blank" rel="noopener noreferrer" data-menu-id={node.id} title={node.title}>
            <EntryIcon icon={node.icon} />
            <span className="shell-nav-label">
              {node.title}
              <span className="shell-visually-hidden"> (abre em nova aba)</span>
            </span>
            <Icon className="shell-nav-caret" icon="share" size={12} />
          </a>
        </li>
      );
    default: {
      const active = node.id === activeId;
      return (
        <li>
          <MenuLink
            href={node.url ?? '/'}
            className={`shell-nav-entry${active ? ' shell-nav-active' : ''}`}
            style={indent}
            aria-current={active ? 'page' : undefined}
            data-menu-id={node.id}
            title={node.title}
            onClick={() => {
              // Clicked before the rest: the screen loads anyway, and the pointer still over the entry must not
              // fetch the page just opened a second time.
              clearTimeout(warmTimer.current);
              onNavigate?.();
            }}
            onPointerEnter={() => {
              clearTimeout(warmTimer.current);
              if (node.url && !active) warmTimer.current = setTimeout(() => warmUp(node.url!), WARM_UP_AFTER_MS);
            }}
            onPointerLeave={() => clearTimeout(warmTimer.current)}
          >
            <EntryIcon icon={node.icon} />
            <span className="shell-nav-label">{node.title}</span>
          </MenuLink>
        </li>
      );
    }
  }
}, sameEntry);
