import { Button } from '@blueprintjs/core';
import { useDeferredValue } from 'react';
import type { LayoutSettings } from './layout.machine';
import type { MenuNode } from '../menu/types';
import { useDefinitionIcons } from '../icons/useDefinitionIcons';
import { AppLogo } from './AppLogo';
import { NavList } from './NavList';

/** Props of the vertical navbar. */
export interface NavbarProps {
  nodes: readonly MenuNode[];
  activeId: string | null;
  activePath: ReadonlySet<string>;
  navbarStyle: LayoutSettings['navbarStyle'];
  /** Desktop navbar beside the content, or the content of the mobile drawer. */
  variant: 'desktop' | 'mobile';
  folded?: boolean;
  onToggleFold?: () => void;
  onHoverEnter?: () => void;
  onHoverLeave?: () => void;
  onClose?: () => void;
  onNavigate?: () => void;
}

/**
 * The vertical navbar: logo, fold button (desktop) or close button (drawer), and the menu tree.
 * Folded, it shows icons only until hovered (the parent decides the width).
 */
export function Navbar(props: NavbarProps) {
  // The menu's entries (all of it is open: ~55 links, each with its icon) cost a cold start ~50 ms when drawn in
  // the same render as the first screen; they are drawn in a render of their own right after it instead.
  const drawEntries = useDeferredValue(true, false);
  useDefinitionIcons(drawEntries);
  return (
    <nav
      className={`shell-navbar shell-navbar-${props.navbarStyle}`}
      aria-label="Menu principal"
      onMouseEnter={props.onHoverEnter}
      onMouseLeave={props.onHoverLeave}
      // Keyboard users get the same expansion as the pointer while focus is inside the folded navbar.
      onFocus={props.onHoverEnter}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onHoverLeave?.();
      }}
    >
      <div className="shell-navbar-header">
        <AppLogo />
        {props.variant === 'mobile' ? (
          <Button variant="minimal" icon="cross" aria-label="Fechar menu" onClick={props.onClose} />
        ) : (
          <Button
            className="shell-fold-button"
            variant="minimal"
            icon={props.folded ? 'menu-open' : 'menu-closed'}
            aria-label="Recolher menu"
            aria-pressed={Boolean(props.folded)}
            title={props.folded ? 'Manter o menu aberto' : 'Recolher menu'}
            onClick={props.onToggleFold}
          />
        )}
      </div>
      <div className="shell-navbar-content" aria-busy={drawEntries ? undefined : true}>
        {drawEntries ? (
          <NavList nodes={props.nodes} level={0} activeId={props.activeId} activePath={props.activePath} onNavigate={props.onNavigate} />
        ) : null}
      </div>
    </nav>
  );
}
