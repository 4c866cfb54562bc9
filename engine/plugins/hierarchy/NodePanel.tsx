import { Button, Card, Classes, H3, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { HierarchyLevel } from '../../core/generated';
import { pathLabel } from '../../fields/hierarchy/hierarchyNodes';
import type { HierarchyNode } from '../../fields/hierarchy/hierarchyTypes';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';
import type { HierarchyAbilities } from './useHierarchyActions';

/** Props of the open node's panel. */
export interface NodePanelProps {
  node: HierarchyNode | null;
  levels: readonly HierarchyLevel[];
  /** Write actions offered (none in select mode); new nodes are created from the columns' headers. */
  can?: HierarchyAbilities;
  onRename?(node: HierarchyNode): void;
  onAliases?(node: HierarchyNode): void;
  onMove?(node: HierarchyNode): void;
  onRemove?(node: HierarchyNode): void;
  /** Extra buttons (select mode: add to the classification). */
  children?: ReactNode;
}

/** The open node: its level, path, counts and aliases, with the buttons of the actions the user may use. */
export function NodePanel(props: NodePanelProps) {
  const { node, levels, can } = props;
  if (!node) {
    return (
      <Card className="custom-hierarchy-panel" compact>
        <p className={Classes.TEXT_MUTED}>{T.nothingOpen}</p>
      </Card>
    );
  }
  const level = levels[node.level - 1];
  const childLevel = levels[node.level];
  return (
    <Card className="custom-hierarchy-panel" compact aria-label={node.name} role="region">
      <div className="custom-hierarchy-panel-title">
        <Tag minimal intent="primary">{level?.label ?? `${T.level} ${node.level}`}</Tag>
        <H3>{node.name}</H3>
      </div>
      <p className={Classes.TEXT_MUTED}>{pathLabel(node)}</p>
      <p>
        {childLevel ? <span>{T.childCount(node.childCount)}</span> : <span>{T.lastLevel}</span>}
        {' · '}
        <span>{T.questionCount(node.questionCount)}</span>
      </p>
      <div className="custom-hierarchy-aliases">
        <span className={Classes.TEXT_MUTED}>{T.aliases}:</span>{' '}
        {node.aliases.length ? node.aliases.map((alias) => <Tag key={alias} minimal round>{alias}</Tag>) : <span>{T.noAliases}</span>}
      </div>
      <div className="custom-hierarchy-panel-actions">
        {props.children}
        {can?.rename && props.onRename ? <Button icon="edit" text={T.rename} onClick={() => props.onRename!(node)} /> : null}
        {can?.alias && props.onAliases ? <Button icon="tag" text={T.editAliases} onClick={() => props.onAliases!(node)} /> : null}
        {can?.move && node.level > 1 && props.onMove ? <Button icon="move" text={T.move} onClick={() => props.onMove!(node)} /> : null}
        {can?.delete && props.onRemove ? <Button icon="trash" intent="danger" text={T.remove} onClick={() => props.onRemove!(node)} /> : null}
      </div>
    </Card>
  );
}
