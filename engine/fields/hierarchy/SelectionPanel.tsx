import { Button, Card, Classes, H2, Icon, Tag } from '@blueprintjs/core';
import { HIERARCHY_TEXTS as T } from './hierarchyTexts';
import type { SelectedNode } from './hierarchyTypes';
import './hierarchy.css';

/** Props of the panel of chosen nodes. */
export interface SelectionPanelProps {
  selected: readonly SelectedNode[];
  onRemove(id: SelectedNode['_id']): void;
  /** Absent: the panel has no save button (the hierarchy picker field saves with its form). */
  onSave?(): void;
  isSaving?: boolean;
  isDirty?: boolean;
  canSave?: boolean;
  title?: string;
  /** Disables the remove buttons (a form being saved). */
  disabled?: boolean;
}

/** The nodes chosen for a record, each with a pt-BR remove button, and the save button. */
export function SelectionPanel(props: SelectionPanelProps) {
  return (
    <Card className="custom-hierarchy-selection" compact>
      <H2 className="custom-section-title">{props.title ?? T.selectionTitle}</H2>
      {props.selected.length === 0 ? <p className={Classes.TEXT_MUTED}>{T.selectionEmpty}</p> : null}
      <ul className="custom-hierarchy-selected" aria-label={props.title ?? T.selectionTitle}>
        {props.selected.map((node) => {
          const label = node.path.join(' › ');
          return (
            <li key={String(node._id)}>
              <Tag
                large
                minimal
                intent="primary"
                multiline
                endIcon={
                  <button type="button" className="bp6-tag-remove" aria-label={T.removeFromSelection(node.name)} disabled={props.disabled} onClick={() => props.onRemove(node._id)}>
                    <Icon icon="small-cross" />
                  </button>
                }
              >
                {node.levelName ? <strong>{node.levelName}: </strong> : null}
                {label}
              </Tag>
            </li>
          );
        })}
      </ul>
      {props.onSave ? (
        <div className="custom-hierarchy-selection-actions">
          <Button
            intent="primary"
            icon="floppy-disk"
            text={props.isSaving ? T.saving : T.saveSelection}
            loading={props.isSaving}
            disabled={!props.canSave || !props.isDirty}
            onClick={props.onSave}
          />
          {!props.canSave ? <span className={Classes.TEXT_MUTED}>{T.noPermission}</span> : null}
        </div>
      ) : null}
    </Card>
  );
}
