import { Button, Classes, Icon, InputGroup, type IconName } from '@blueprintjs/core';
import { useId, useMemo, useState } from 'react';
import { MENU_SEARCH_LIMIT, searchPages } from '../menu/menuTree';
import type { MenuPage } from '../menu/types';

/**
 * Stars or unstars menu pages: with an empty search it lists the current shortcuts, otherwise the
 * permitted pages whose titles match (accents and case ignored). Each row's star is a toggle button.
 */
export function ShortcutsEditor(props: {
  pages: readonly MenuPage[];
  shortcuts: readonly string[];
  onToggle: (id: string) => void;
  autoFocus?: boolean;
}) {
  const [query, setQuery] = useState('');
  const headingId = useId();
  const starred = useMemo(() => new Set(props.shortcuts), [props.shortcuts]);
  const searching = query.trim() !== '';
  const rows = searching
    ? searchPages(props.pages, query, MENU_SEARCH_LIMIT)
    : props.pages.filter((page) => starred.has(page.id));

  return (
    <div className="shell-shortcuts-editor">
      <InputGroup
        leftIcon="search"
        type="search"
        placeholder="Search for an app or page"
        aria-label="Search for an app or page"
        autoFocus={props.autoFocus}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="shell-shortcuts-heading" id={headingId}>
        {searching ? 'Páginas encontradas' : 'Seus atalhos'}
      </div>
      {rows.length === 0 ? (
        <p className={`${Classes.TEXT_MUTED} shell-shortcuts-empty`} role="status">
          {searching ? 'No results..' : 'Nenhum atalho ainda. Busque uma página para adicioná-la.'}
        </p>
      ) : (
        <ul className="shell-shortcuts-rows" aria-labelledby={headingId}>
          {rows.map((page) => {
            const on = starred.has(page.id);
            return (
              <li key={page.id} className="shell-shortcuts-row">
                <Icon icon={(page.icon || 'document') as IconName} />
                <span className={Classes.FILL}>{page.title}</span>
                <Button
                  variant="minimal"
                  icon={on ? 'star' : 'star-empty'}
                  intent={on ? 'warning' : 'none'}
                  aria-pressed={on}
                  aria-label={`Atalho: ${page.title}`}
                  title={on ? 'Remover dos atalhos' : 'Adicionar aos atalhos'}
                  onClick={() => props.onToggle(page.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
