import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useLocation } from 'wouter';

/** Route of the user's own profile (the spec fixes the id 1). */
export const MY_PROFILE_ROUTE = '/perfil/meu-perfil/1';
/** Route of the change-password page. */
export const CHANGE_PASSWORD_ROUTE = '/perfil/alterar-senha';

/**
 * The user menu. With no stored user name (localStorage `nameUser`) it offers Login and Register;
 * otherwise the name, Meu Perfil, Alterar senha and Logout.
 */
export function UserMenu(props: { onLogout: () => void }) {
  const [, navigate] = useLocation();
  const name = window.localStorage.getItem('nameUser')?.trim() || null;
  const content = name ? (
    <Menu aria-label="Conta">
      <MenuDivider title={name} />
      <MenuItem icon="person" text="Meu Perfil" href={MY_PROFILE_ROUTE} onClick={(event) => { event.preventDefault(); navigate(MY_PROFILE_ROUTE); }} />
      <MenuItem icon="key" text="Alterar senha" href={CHANGE_PASSWORD_ROUTE} onClick={(event) => { event.preventDefault(); navigate(CHANGE_PASSWORD_ROUTE); }} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Logout" onClick={props.onLogout} />
    </Menu>
  ) : (
    <Menu aria-label="Conta">
      <MenuItem icon="log-in" text="Login" href="/login" onClick={(event) => { event.preventDefault(); navigate('/login'); }} />
      <MenuItem icon="new-person" text="Register" href="/login" onClick={(event) => { event.preventDefault(); navigate('/login'); }} />
    </Menu>
  );
  return (
    <PopoverNext placement="bottom-end" content={content}>
      <Button variant="minimal" className="shell-user-button" icon="user" text={<span className="shell-user-name">{name ?? 'Conta'}</span>} aria-label={name ? `Conta de ${name}` : 'Conta'} />
    </PopoverNext>
  );
}
