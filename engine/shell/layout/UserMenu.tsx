import { Button } from '@blueprintjs/core';
import { DeferredPopover } from '../popover/DeferredPopover';

/** Route of the user's own profile (the spec fixes the id 1). */
export const MY_PROFILE_ROUTE = '/perfil/meu-perfil/1';
/** Route of the change-password page. */
export const CHANGE_PASSWORD_ROUTE = '/perfil/alterar-senha';

/**
 * The user menu. With no stored user name (localStorage `nameUser`) it offers Login and Register;
 * otherwise the name, Meu Perfil, Alterar senha and Logout.
 */
export function UserMenu(props: { onLogout: () => void }) {
  const name = window.localStorage.getItem('nameUser')?.trim() || null;
  return (
    <DeferredPopover placement="bottom-end" content={(parts) => <parts.UserMenuContent name={name} onLogout={props.onLogout} />}>
      <Button variant="minimal" className="shell-user-button" icon="user" text={<span className="shell-user-name">{name ?? 'Conta'}</span>} aria-label={name ? `Conta de ${name}` : 'Conta'} />
    </DeferredPopover>
  );
}
