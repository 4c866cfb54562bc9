import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick, useNavigate } from '../../ui/NavigateContext';

/** Props of a menu link: an anchor's, with the app address it opens. */
export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/**
 * A link to an app page for the menus: a plain anchor whose plain click ({@link isPlainClick}) moves the app, as
 * wouter's `Link` does, but without subscribing to the address: an entry draws again only when its own props change.
 */
export function MenuLink({ href, onClick, ...rest }: MenuLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}
