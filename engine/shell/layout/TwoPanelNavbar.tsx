import { Icon, type IconName } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { NAVBAR_RAIL_DENSE_WIDTH, NAVBAR_RAIL_WIDTH, type LayoutSettings } from './layout.machine';
import type { MenuNode } from '../menu/types';
import { AppLogo } from './AppLogo';
import { MenuLink } from './MenuLink';
import { NavList } from './NavList';
import { useDefinitionIcons } from '../icons/useDefinitionIcons';

/**
 * The vertical-2 navigation: a rail of the top-level entries (120 px, 64 px with the dense style)
 * and a side panel with the entries of the selected group.
 */
export function TwoPanelNavbar(props: {
  nodes: readonly MenuNode[];
  activeId: string | null;
  activePath: ReadonlySet<string>;
  navbarStyle: LayoutSettings['navbarStyle'];
}) {
  useDefinitionIcons();
  const panelId = useId();
  const dense = props.navbarStyle === 'style-3-dense';
  const activeTop = props.nodes.find((node) => props.activePath.has(node.id))?.id ?? null;
  const [selected, setSelected] = useState<string | null>(activeTop);
  // A new active top-level entry becomes the selected one (adjusted during render).
  const [shownActiveTop, setShownActiveTop] = useState(activeTop);
  if (shownActiveTop !== activeTop) {
    setShownActiveTop(activeTop);
    if (activeTop) setSelected(activeTop);
  }
  const selectedNode = props.nodes.find((node) => node.id === selected && node.children?.length);

  return (
    <nav
      className={`shell-two-panel shell-navbar shell-navbar-${props.navbarStyle}`}
      aria-label="Menu principal"
      style={{ ['--shell-rail-width' as string]: `${dense ? NAVBAR_RAIL_DENSE_WIDTH : NAVBAR_RAIL_WIDTH}px` }}
    >
      <div className="shell-rail">
        <div className="shell-rail-logo">
          <AppLogo compact />
        </div>
        <ul className="shell-rail-list">
          {props.nodes.map((node) => {
            if (node.type === 'divider') return <li key={node.id} className="shell-nav-divider" aria-hidden="true" />;
            const label = <span className={dense ? 'shell-visually-hidden' : 'shell-rail-label'}>{node.title}</span>;
            const icon = <Icon icon={(node.icon || 'folder-close') as IconName} size={dense ? 20 : 22} />;
            if (node.children?.length) {
              const isSelected = node.id === selected;
              return (
                <li key={node.id}>
                  <button
                    type="button"
                    className={`shell-rail-entry${isSelected ? ' shell-rail-selected' : ''}${props.activePath.has(node.id) ? ' shell-nav-contains-active' : ''}`}
                    aria-expanded={isSelected}
                    aria-controls={panelId}
                    data-menu-id={node.id}
                    title={node.title}
                    onClick={() => setSelected(isSelected ? null : node.id)}
                  >
                    {icon}
                    {label}
                  </button>
                </li>
              );
            }
            const active = node.id === props.activeId;
            return (
              <li key={node.id}>
                {node.type === 'link' ? (
                  <a className="shell-rail-entry" href={node.url ?? '#'} target="_blank" rel="noopener noreferrer" data-menu-id={node.id} title={node.title}>
                    {icon}
                    {label}
                  </a>
                ) : (
                  <MenuLink
                    href={node.url ?? '/'}
                    className={`shell-rail-entry${active ? ' shell-nav-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    data-menu-id={node.id}
                    title={node.title}
                  >
                    {icon}
                    {label}
                  </MenuLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="shell-rail-panel" id={panelId} hidden={!selectedNode}>
        {selectedNode ? (
          <>
            <div className="shell-rail-panel-title">{selectedNode.title}</div>
            <NavList nodes={selectedNode.children ?? []} level={0} activeId={props.activeId} activePath={props.activePath} />
          </>
        ) : null}
      </div>
    </nav>
  );
}
