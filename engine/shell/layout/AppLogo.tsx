import { Icon } from '@blueprintjs/core';

/** The product mark at the top of the navbar. */
export function AppLogo(props: { compact?: boolean }) {
  return (
    <span className="shell-logo">
      <Icon icon="learning" size={22} />
      <span className={props.compact ? 'shell-visually-hidden' : 'shell-nav-label shell-logo-text'}>Back-office</span>
    </span>
  );
}
