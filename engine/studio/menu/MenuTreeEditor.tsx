import { Button, ButtonGroup, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatJson } from '../../core/definition/formatJson';
import { STUDIO_TEXTS } from '../studioTexts';
import { moveEntry, placeOf, updateEntry, type MenuValue } from './menuMoves';

const T = STUDIO_TEXTS.menuTree;
const NO_KEY = '';

/**
 * menu.json as a tree: arrows move the focus, Alt+arrows move the entry (up and down inside its group, left and
 * right to the previous or next group), and the chosen entry's route and key come from pickers that offer only
 * existing routes and permission keys. Every change becomes the file's draft.
 */
export function MenuTreeEditor(props: { text: string; routes: readonly string[]; keys: readonly string[]; onChange(text: string): void }) {
  const menu = useMemo(() => {
    try {
      const value = JSON.parse(props.text) as MenuValue;
      return Array.isArray(value.items) ? value : null;
    } catch {
      return null;
    }
  }, [props.text]);
  const [selected, setSelected] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const refs = useRef(new Map<string, HTMLLIElement>());
  if (!menu) return <p className="studio-empty">{T.invalid}</p>;

  const entries = menu.items.flatMap((group) => (group.children ?? []).map((child) => ({ group, child })));
  const write = (next: MenuValue, focus: string, message: string) => {
    props.onChange(formatJson(next));
    setAnnounce(message);
    requestAnimationFrame(() => refs.current.get(focus)?.focus());
  };
  const move = (id: string, direction: 'up' | 'down' | 'previous' | 'next') => {
    const place = placeOf(menu, id);
    if (!place) return;
    const next = moveEntry(menu, place, direction);
    if (next === menu) return;
    const to = placeOf(next, id)!;
    write(next, id, T.moved(String(next.items[to.group].title ?? ''), to.index + 1));
  };
  const onKeyDown = (event: KeyboardEvent, id: string) => {
    const index = entries.findIndex((entry) => entry.child.id === id);
    const keys: Record<string, 'up' | 'down' | 'previous' | 'next'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'previous', ArrowRight: 'next' };
    const direction = keys[event.key];
    if (!direction) return;
    event.preventDefault();
    if (event.altKey) move(id, direction);
    else if (direction === 'up' || direction === 'down') {
      const target = entries[index + (direction === 'up' ? -1 : 1)]?.child.id;
      if (target) {
        setSelected(target);
        refs.current.get(target)?.focus();
      }
    }
  };
  const chosen = entries.find((entry) => entry.child.id === selected)?.child;
  const routeOptions = [...new Set([...(chosen?.url ? [chosen.url] : []), ...props.routes])];
  return (
    <div className="studio-menu-tree">
      <p className="studio-help">{T.help}</p>
      <ul role="tree" aria-label={T.label}>
        {menu.items.map((group, groupIndex) => (
          <li key={group.id ?? groupIndex} role="treeitem" aria-expanded="true" aria-level={1} aria-selected="false">
            <span className="studio-menu-group">{String(group.title ?? group.type)}</span>
            <ul role="group">
              {(group.children ?? []).map((child, index) => {
                const id = String(child.id ?? `${groupIndex}-${index}`);
                return (
                  <li
                    key={id}
                    ref={(node) => {
                      if (node) refs.current.set(id, node);
                      else refs.current.delete(id);
                    }}
                    role="treeitem"
                    aria-level={2}
                    aria-selected={selected === id}
                    tabIndex={selected === id || (!selected && groupIndex === 0 && index === 0) ? 0 : -1}
                    className="studio-menu-entry"
                    onClick={() => setSelected(id)}
                    onFocus={() => setSelected(id)}
                    onKeyDown={(event) => onKeyDown(event, id)}
                  >
                    {String(child.title ?? child.type)}
                    {child.url ? <span className="studio-entry-detail"> {child.url}</span> : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <p role="status" className="studio-help">
        {announce}
      </p>
      {chosen?.id && (
        <div className="studio-menu-details">
          <ButtonGroup>
            <Button icon="arrow-up" text={T.up} onClick={() => move(chosen.id!, 'up')} />
            <Button icon="arrow-down" text={T.down} onClick={() => move(chosen.id!, 'down')} />
            <Button icon="arrow-left" text={T.previousGroup} onClick={() => move(chosen.id!, 'previous')} />
            <Button icon="arrow-right" text={T.nextGroup} onClick={() => move(chosen.id!, 'next')} />
          </ButtonGroup>
          {chosen.type === 'item' && (
            <>
              <FormGroup label={T.route} labelFor="studio-menu-route">
                <HTMLSelect
                  id="studio-menu-route"
                  value={chosen.url ?? ''}
                  onChange={(event) => write(updateEntry(menu, chosen.id!, { url: event.currentTarget.value }), chosen.id!, T.changed)}
                >
                  {routeOptions.map((route) => (
                    <option key={route} value={route}>
                      {route}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={T.key} labelFor="studio-menu-key">
                <HTMLSelect
                  id="studio-menu-key"
                  value={chosen.permission ?? NO_KEY}
                  onChange={(event) => write(updateEntry(menu, chosen.id!, { permission: event.currentTarget.value === NO_KEY ? null : event.currentTarget.value }), chosen.id!, T.changed)}
                >
                  <option value={NO_KEY}>{T.noKey}</option>
                  {props.keys.map((key) => (
                    <option key={key} value={key}>
                      {key}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            </>
          )}
        </div>
      )}
    </div>
  );
}
