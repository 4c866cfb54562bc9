import { Button } from '@blueprintjs/core';
import { useSession } from '../../auth/SessionProvider';
import { STORAGE_KEYS } from '../../auth/storedSession';
import { fillRoute } from '../../core/template';
import { useAppDefinition } from '../../ui/AppDefinitionContext';
import { DeferredPopover } from '../../ui/popover/DeferredPopover';
import { shellPopover } from '../popover/popoverLoader';
import type { UserMenuItem } from './UserMenuContent';

/**
 * The user menu. With no stored user name (localStorage `nameUser`) it offers app.json's `guestMenu`;
 * otherwise the name, app.json's `userMenu` and Logout. A `{campo}` in an entry's route is filled
 * from the signed-in user.
 */
export function UserMenu(props: { onLogout: () => void }) {
  const app = useAppDefinition();
  const session = useSession();
  const name = window.localStorage.getItem(STORAGE_KEYS.userName)?.trim() || null;
  const user = session.status === 'authenticated' ? { ...session.user } : {};
  const entries: UserMenuItem[] = (name ? app.userMenu : app.guestMenu).map((entry) => ({
    ...entry,
    route: entry.route.includes('{') ? fillRoute(entry.route, user) : entry.route,
  }));
  return (
    <DeferredPopover parts={shellPopover} placement="bottom-end" content={(parts) => <parts.UserMenuContent name={name} entries={entries} onLogout={props.onLogout} />}>
      <Button variant="minimal" className="shell-user-button" icon="user" text={<span className="shell-user-name">{name ?? 'Conta'}</span>} aria-label={name ? `Conta de ${name}` : 'Conta'} />
    </DeferredPopover>
  );
}
