import { Button, Classes, Icon } from '@blueprintjs/core';
import { useId, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import type { HierarchyLevel } from '../../core/generated';
import { HIERARCHY_TEXTS as T } from './hierarchyTexts';
import type { HierarchyColumnState, HierarchyNode } from './hierarchyTypes';

/** Props of one Miller column. */
export interface HierarchyColumnProps {
  column: HierarchyColumnState;
  level: HierarchyLevel;
  /** Id of the open node of this column (highlighted), if any. */
  openId: HierarchyNode['_id'] | null;
  /** The link of a node (route mode) or null (then items are buttons that call `onOpen`). */
  hrefOf(node: HierarchyNode): string | null;
  onOpen(node: HierarchyNode): void;
  onRetry(): void;
  /** Shows the column's "new" button (create a node of this level under the column's parent). */
  onCreate?: () => void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** One column of the hierarchy: its level's heading, a "new" button, and the nodes as links or buttons. */
export function HierarchyColumn(props: HierarchyColumnProps) {
  const { column, level, openId } = props;
  const headingId = useId();
  return (
    <section className="custom-hierarchy-column" aria-labelledby={headingId} data-column={column.index}>
      <header className="custom-hierarchy-column-header">
        <h2 id={headingId} className={Classes.HEADING}>
          {T.columnOf(level.plural, column.parent?.name ?? null)}
        </h2>
        {props.onCreate ? (
          <Button size="small" variant="minimal" icon="plus" text={level.newLabel} onClick={props.onCreate} />
        ) : null}
      </header>
      {column.error ? (
        <ErrorPanel compact title={T.loadFailed} message={column.error} onRetry={props.onRetry} />
      ) : column.isLoading ? (
        <LoadingState compact />
      ) : column.nodes.length === 0 ? (
        <p className={`${Classes.TEXT_MUTED} custom-hierarchy-empty`}>{T.emptyColumn(level.plural)}</p>
      ) : (
        <ul className="custom-hierarchy-list">
          {column.nodes.map((node, row) => {
            const isOpen = openId !== null && String(node._id) === String(openId);
            const href = props.hrefOf(node);
            const content = (
              <>
                <span className="custom-hierarchy-item-name">{node.name}</span>
                {node.childCount > 0 ? <Icon icon="chevron-right" className="custom-hierarchy-item-more" aria-hidden /> : null}
              </>
            );
            const common = {
              className: isOpen ? 'custom-hierarchy-item custom-hierarchy-item-open' : 'custom-hierarchy-item',
              'aria-current': isOpen ? ('true' as const) : undefined,
              'data-row': row,
              onKeyDown: props.onKeyDown,
            };
            return (
              <li key={String(node._id)}>
                {href !== null ? (
                  <Link href={href} {...common}>
                    {content}
                  </Link>
                ) : (
                  <button type="button" {...common} onClick={() => props.onOpen(node)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
