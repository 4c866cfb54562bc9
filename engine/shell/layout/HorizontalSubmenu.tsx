import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isPlainClick, type Navigate } from '../../ui/NavigateContext';
import { HORIZONTAL_HOVER_DELAY_MS } from './layout.machine';
import { menuIcon } from '../menu/menuIcon';
import type { MenuNode } from '../menu/types';

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
          icon={menuIcon(node, 'folder-close')}
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
        <MenuItem key={node.id} text={node.title} icon={menuIcon(node, 'share')} href={node.url ?? '#'} target="_blank" rel="noopener noreferrer" data-menu-id={node.id} />
      );
    }
    const url = node.url ?? '/';
    const active = node.id === activeId;
    return (
      <MenuItem
        key={node.id}
        text={node.title}
        icon={menuIcon(node, 'document')}
        href={url}
        active={active}
        aria-current={active ? 'page' : undefined}
        data-menu-id={node.id}
        onClick={(event: MouseEvent) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate(url);
        }}
      />
    );
  });
}

/** One submenu of the horizontal navigation (a top-level entry's children), in the shell's deferred chunk. */
export function HorizontalSubmenu(props: { nodes: readonly MenuNode[]; activeId: string | null; activePath: ReadonlySet<string> }) {
  const [, navigate] = useLocation();
  return <Menu className="shell-hnav-menu">{renderEntries(props.nodes, props.activeId, props.activePath, navigate)}</Menu>;
}
