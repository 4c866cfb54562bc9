import { Menu, MenuDivider, MenuItem, type IconName } from '@blueprintjs/core';
import { useLocation } from 'wouter';

/** One entry of the user menu: an app.json `userMenu` / `guestMenu` entry with its route filled in. */
export interface UserMenuItem {
  /** pt-BR text. */
  label: string;
  /** Blueprint icon name. */
  icon?: string;
  /** The route it opens. */
  route: string;
}

/**
 * The user menu's entries, in the order given. With no stored user name they are the guest's (app.json
 * `guestMenu`) and nothing else; otherwise the name heads them and Logout, which the engine owns,
 * always comes last.
 */
export function UserMenuContent(props: { name: string | null; entries: readonly UserMenuItem[]; onLogout: () => void }) {
  const [, navigate] = useLocation();
  const items = props.entries.map((entry, index) => (
    <MenuItem
      key={`${index}:${entry.route}`}
      icon={entry.icon as IconName | undefined}
      text={entry.label}
      href={entry.route}
      onClick={(event) => {
        // A client-side move: the href stays for "open in a new tab".
        event.preventDefault();
        navigate(entry.route);
      }}
    />
  ));
  if (!props.name) return <Menu aria-label="Conta">{items}</Menu>;
  return (
    <Menu aria-label="Conta">
      <MenuDivider title={props.name} />
      {items}
      <MenuDivider />
      <MenuItem icon="log-out" text="Logout" onClick={props.onLogout} />
    </Menu>
  );
}
