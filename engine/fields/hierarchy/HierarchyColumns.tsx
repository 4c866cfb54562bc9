import { Callout } from '@blueprintjs/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import type { HierarchyLevel } from '../../core/generated';
import { HierarchyColumn } from './HierarchyColumn';
import { HIERARCHY_TEXTS as T } from './hierarchyTexts';
import type { HierarchyNode } from './hierarchyTypes';
import type { HierarchyBrowserController } from './useHierarchyBrowser';
import './hierarchy.css';

/** Moves focus between the items of the columns: up/down in a column, left/right across columns. */
function moveFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null) {
  const item = event.currentTarget;
  const column = item.closest<HTMLElement>('[data-column]');
  if (!container || !column) return;
  const items = (element: Element | null) => Array.from(element?.querySelectorAll<HTMLElement>('[data-row]') ?? []);
  const inColumn = items(column);
  const index = inColumn.indexOf(item);
  const columnIndex = Number(column.dataset.column);
  let target: HTMLElement | undefined;
  if (event.key === 'ArrowDown') target = inColumn[index + 1];
  else if (event.key === 'ArrowUp') target = inColumn[index - 1];
  else if (event.key === 'Home') target = inColumn[0];
  else if (event.key === 'End') target = inColumn[inColumn.length - 1];
  else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const next = container.querySelector(`[data-column="${columnIndex + (event.key === 'ArrowRight' ? 1 : -1)}"]`);
    const nextItems = items(next);
    target = nextItems.find((candidate) => candidate.getAttribute('aria-current') === 'true') ?? nextItems[0];
  }
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** Props of the columns view. */
export interface HierarchyColumnsProps {
  browser: HierarchyBrowserController;
  /** Shows a "new" button in each column (create a node of its level under its parent). */
  onCreate?: (parent: HierarchyNode | null, level: HierarchyLevel) => void;
}

/** Breadcrumbs of the open path and the Miller columns of the hierarchy. */
export function HierarchyColumns(props: HierarchyColumnsProps) {
  const { browser } = props;
  const container = useRef<HTMLDivElement>(null);
  const crumbs = [{ label: T.root, slugs: [] as string[] }, ...browser.path.map((node, index) => ({ label: node.name, slugs: browser.path.slice(0, index + 1).map((item) => item.slug) }))];
  const columnCount = browser.columns.length;

  // A deep path opens columns beyond the right edge: bring the last one into view.
  useEffect(() => {
    const element = container.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [columnCount]);

  return (
    <div className="custom-hierarchy-browse">
      <nav aria-label={T.breadcrumbsLabel}>
        <ol className="bp6-breadcrumbs custom-hierarchy-breadcrumbs">
          {crumbs.map((crumb, index) => {
            const isCurrent = index === crumbs.length - 1;
            const href = browser.hrefOf(crumb.slugs);
            return (
              <li key={crumb.slugs.join('/') || 'raiz'}>
                {isCurrent ? (
                  <span className="bp6-breadcrumb bp6-breadcrumb-current" aria-current="location">{crumb.label}</span>
                ) : href !== null ? (
                  <Link href={href} className="bp6-breadcrumb">{crumb.label}</Link>
                ) : (
                  <button type="button" className="bp6-breadcrumb custom-hierarchy-crumb-button" onClick={() => browser.openSlugs(crumb.slugs)}>
                    {crumb.label}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {browser.missingSlug ? (
        <Callout intent="warning" icon="warning-sign" className="custom-hierarchy-missing">
          {T.missing(browser.missingSlug)}
        </Callout>
      ) : null}
      <div ref={container} className="custom-hierarchy-columns" role="group" aria-label={T.columnsLabel}>
        {browser.columns.map((column) => {
          const level = browser.levels[column.index];
          return (
            <HierarchyColumn
              key={`${column.index}-${column.parent?._id ?? ''}`}
              column={column}
              level={level}
              openId={browser.path[column.index]?._id ?? null}
              hrefOf={(node) => browser.hrefOf(browser.slugsFor(node, column.index))}
              onOpen={(node) => browser.open(node, column.index)}
              onRetry={() => void browser.reload([column.parent?._id ?? null])}
              onCreate={props.onCreate ? () => props.onCreate!(column.parent, level) : undefined}
              onKeyDown={(event) => moveFocus(event, container.current)}
            />
          );
        })}
      </div>
    </div>
  );
}
