import { Button, Classes, Icon, type IconName } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useLayout, useLayoutActor } from '../layout/layoutActor';
import { useMenu } from '../layout/useMenu';
import { DeferredPopover } from '../../ui/popover/DeferredPopover';
import { shellPopover } from '../popover/popoverLoader';

/**
 * The user's shortcuts (menu item ids kept in their profile data) as links, plus a star button that
 * opens the editor. Ids of pages the user may no longer open are kept but not shown.
 */
export function ShortcutsWidget(props: { variant: 'toolbar' | 'home' }) {
  const actor = useLayoutActor();
  const shortcuts = useLayout((snapshot) => snapshot.context.shortcuts);
  const { pages } = useMenu();
  const shown = useMemo(() => {
    const byId = new Map(pages.map((page) => [page.id, page]));
    return shortcuts.flatMap((id) => byId.get(id) ?? []);
  }, [pages, shortcuts]);
  const home = props.variant === 'home';

  return (
    <div className={`shell-shortcuts shell-shortcuts-${props.variant}`}>
      <ul className="shell-shortcuts-list" aria-label="Atalhos">
        {shown.map((page) => (
          <li key={page.id}>
            <Link
              href={page.url}
              className={`${Classes.BUTTON} ${home ? '' : Classes.MINIMAL} shell-shortcut`}
              aria-label={home ? undefined : page.title}
              title={page.title}
              data-shortcut-id={page.id}
            >
              <Icon icon={(page.icon || 'document') as IconName} />
              {home ? <span className={Classes.BUTTON_TEXT}>{page.title}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      <DeferredPopover
        parts={shellPopover}
        placement="bottom-start"
        autoFocus={false}
        content={(parts) => (
          <parts.ShortcutsEditor
            autoFocus
            pages={pages}
            shortcuts={shortcuts}
            onToggle={(id) => actor.send({ type: 'TOGGLE_SHORTCUT', id })}
          />
        )}
      >
        <Button
          variant={home ? 'outlined' : 'minimal'}
          icon="star"
          intent={home ? 'warning' : 'none'}
          text={home ? 'Editar atalhos' : undefined}
          aria-label="Editar atalhos"
          title="Editar atalhos"
        />
      </DeferredPopover>
    </div>
  );
}
