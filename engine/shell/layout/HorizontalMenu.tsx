import { Button, Icon } from '@blueprintjs/core';
import { Link } from 'wouter';
import { HORIZONTAL_HOVER_DELAY_MS } from './layout.machine';
import { useDefinitionIcons } from '../icons/useDefinitionIcons';
import { menuIcon } from '../menu/menuIcon';
import type { MenuNode } from '../menu/types';
import { DeferredPopover } from '../../ui/popover/DeferredPopover';
import { shellPopover } from '../popover/popoverLoader';

/** The horizontal navigation: top-level entries in a bar; submenus open on hover after 150 ms, or on click. */
export function HorizontalMenu(props: { nodes: readonly MenuNode[]; activeId: string | null; activePath: ReadonlySet<string> }) {
  useDefinitionIcons();
  return (
    <nav className="shell-hnav" aria-label="Menu principal">
      <ul className="shell-hnav-list">
        {props.nodes.map((node) => {
          if (node.type === 'divider') return <li key={node.id} className="shell-hnav-divider" aria-hidden="true" />;
          const containsActive = props.activePath.has(node.id);
          if (node.children?.length) {
            return (
              <li key={node.id}>
                <DeferredPopover
                  parts={shellPopover}
                  interactionKind="hover"
                  hoverOpenDelay={HORIZONTAL_HOVER_DELAY_MS}
                  hoverCloseDelay={200}
                  placement="bottom-start"
                  arrow={false}
                  content={(parts) => <parts.HorizontalSubmenu nodes={node.children ?? []} activeId={props.activeId} activePath={props.activePath} />}
                >
                  <Button
                    variant="minimal"
                    icon={menuIcon(node, 'folder-close')}
                    endIcon="caret-down"
                    text={node.title}
                    active={containsActive}
                    data-menu-id={node.id}
                  />
                </DeferredPopover>
              </li>
            );
          }
          const active = node.id === props.activeId;
          return (
            <li key={node.id}>
              {node.type === 'link' ? (
                <a className="bp6-button bp6-minimal" href={node.url ?? '#'} target="_blank" rel="noopener noreferrer" data-menu-id={node.id}>
                  <Icon icon={menuIcon(node, 'share')} />
                  <span className="bp6-button-text">{node.title}</span>
                </a>
              ) : (
                <Link
                  href={node.url ?? '/'}
                  className={`bp6-button bp6-minimal${active ? ' bp6-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  data-menu-id={node.id}
                >
                  <Icon icon={menuIcon(node, 'document')} />
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
