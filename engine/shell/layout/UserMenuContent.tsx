import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { CHANGE_PASSWORD_ROUTE, MY_PROFILE_ROUTE } from './UserMenu';

/**
 * The user menu's entries. With no stored user name it offers Login and Register; otherwise the name,
 * Meu Perfil, Alterar senha and Logout.
 */
export function UserMenuContent(props: { name: string | null; onLogout: () => void }) {
  const [, navigate] = useLocation();
  if (!props.name) {
    return (
      <Menu aria-label="Conta">
        <MenuItem icon="log-in" text="Login" href="/login" onClick={(event) => { event.preventDefault(); navigate('/login'); }} />
        <MenuItem icon="new-person" text="Register" href="/login" onClick={(event) => { event.preventDefault(); navigate('/login'); }} />
      </Menu>
    );
  }
  return (
    <Menu aria-label="Conta">
      <MenuDivider title={props.name} />
      <MenuItem icon="person" text="Meu Perfil" href={MY_PROFILE_ROUTE} onClick={(event) => { event.preventDefault(); navigate(MY_PROFILE_ROUTE); }} />
      <MenuItem icon="key" text="Alterar senha" href={CHANGE_PASSWORD_ROUTE} onClick={(event) => { event.preventDefault(); navigate(CHANGE_PASSWORD_ROUTE); }} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Logout" onClick={props.onLogout} />
    </Menu>
  );
}
