import { Button, Icon, Menu, MenuDivider, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { HORIZONTAL_HOVER_DELAY_MS } from '../../machines/layout.machine';
import type { MenuNode } from '../menu/types';

type Navigate = (to: string) => void;

function iconOf(node: MenuNode, fallback: IconName): IconName {
  return (node.icon || fallback) as IconName;
}

function renderEntries(nodes: readonly MenuNode[], activeId: string | null, activePath: ReadonlySet<string>, navigate: Navigate): ReactNode[] {
  return nodes.map((node): ReactNode => {
    if (node.type === 'divider') return <MenuDivider key={node.id} />;
    if (node.type === 'group') {
      return [
        <MenuDivider key={`${node.id}-title`} title={node.title} />,
        ...renderEntries(node.children ?? [], activeId, activePath, navigate),
      ];
    }
    if (node.type === 'collapse') {
      return (
        <MenuItem
          key={node.id}
          text={node.title}
          icon={iconOf(node, 'folder-close')}
          active={activePath.has(node.id)}
          data-menu-id={node.id}
          popoverProps={{ interactionKind: 'hover', hoverOpenDelay: HORIZONTAL_HOVER_DELAY_MS }}
        >
          {renderEntries(node.children ?? [], activeId, activePath, navigate)}
        </MenuItem>
      );
    }
    if (node.type === 'link') {
      return (
        <MenuItem key={node.id} text={node.title} icon={iconOf(node, 'share')} href={node.url ?? '#'} target="_blank" rel="noopener noreferrer" data-menu-id={node.id} />
      );
    }
    const url = node.url ?? '/';
    const active = node.id === activeId;
    return (
      <MenuItem
        key={node.id}
        text={node.title}
        icon={iconOf(node, 'document')}
        href={url}
        active={active}
        aria-current={active ? 'page' : undefined}
        data-menu-id={node.id}
        onClick={(event: MouseEvent) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          navigate(url);
        }}
      />
    );
  });
}

/** The horizontal navigation: top-level entries in a bar; submenus open on hover after 150 ms, or on click. */
export function HorizontalMenu(props: { nodes: readonly MenuNode[]; activeId: string | null; activePath: ReadonlySet<string> }) {
  const [, navigate] = useLocation();
  return (
    <nav className="shell-hnav" aria-label="Menu principal">
      <ul className="shell-hnav-list">
        {props.nodes.map((node) => {
          if (node.type === 'divider') return <li key={node.id} className="shell-hnav-divider" aria-hidden="true" />;
          const containsActive = props.activePath.has(node.id);
          if (node.children?.length) {
            return (
              <li key={node.id}>
                <PopoverNext
                  interactionKind="hover"
                  hoverOpenDelay={HORIZONTAL_HOVER_DELAY_MS}
                  hoverCloseDelay={200}
                  placement="bottom-start"
                  arrow={false}
                  content={<Menu className="shell-hnav-menu">{renderEntries(node.children, props.activeId, props.activePath, navigate)}</Menu>}
                >
                  <Button
                    variant="minimal"
                    icon={iconOf(node, 'folder-close')}
                    endIcon="caret-down"
                    text={node.title}
                    active={containsActive}
                    data-menu-id={node.id}
                  />
                </PopoverNext>
              </li>
            );
          }
          const active = node.id === props.activeId;
          return (
            <li key={node.id}>
              {node.type === 'link' ? (
                <a className="bp6-button bp6-minimal" href={node.url ?? '#'} target="_blank" rel="noopener noreferrer" data-menu-id={node.id}>
                  <Icon icon={iconOf(node, 'share')} />
                  <span className="bp6-button-text">{node.title}</span>
                </a>
              ) : (
                <Link
                  href={node.url ?? '/'}
                  className={`bp6-button bp6-minimal${active ? ' bp6-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  data-menu-id={node.id}
                >
                  <Icon icon={iconOf(node, 'document')} />
                  <span className="bp6-button-text">{node.title}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
