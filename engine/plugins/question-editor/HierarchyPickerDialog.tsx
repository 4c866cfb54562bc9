import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { HierarchyLevel, QuestionHierarchyCalls } from '../../core/generated';
import { toCallSpec } from '../../core/definition/resolve';
import { HierarchyColumns } from '../../fields/hierarchy/HierarchyColumns';
import { pathLabel } from '../../fields/hierarchy/hierarchyNodes';
import { HIERARCHY_TEXTS as H } from '../../fields/hierarchy/hierarchyTexts';
import type { HierarchyNode } from '../../fields/hierarchy/hierarchyTypes';
import { useHierarchyBrowser } from '../../fields/hierarchy/useHierarchyBrowser';

/** Props of the picker dialog. */
export interface HierarchyPickerDialogProps {
  isOpen: boolean;
  levels: HierarchyLevel[];
  /** The settings' calls: `children` lists the children of `{parentId}` (absent = the first level). */
  calls: QuestionHierarchyCalls;
  /** Whether a node is already chosen (its button is then disabled). */
  isChosen(node: HierarchyNode): boolean;
  onPick(node: HierarchyNode): void;
  onClose(): void;
}

/** Browses the hierarchy's columns (path kept in the dialog) and picks the open node. */
export function HierarchyPickerDialog(props: HierarchyPickerDialogProps) {
  const call = props.calls.children;
  const children = useMemo(() => ({ ...toCallSpec(call), rows: call.rows }), [call]);
  const browser = useHierarchyBrowser({ children, levels: props.levels, navigation: { kind: 'state' } });
  const open = browser.openNode;
  return (
    <Dialog isCloseButtonShown={false} isOpen={props.isOpen} title={H.pickTitle} onClose={props.onClose} className="custom-hierarchy-picker-dialog">
      <DialogBody>
        <HierarchyColumns browser={browser} />
        <p className={Classes.TEXT_MUTED}>{open ? pathLabel(open) : H.pickNothing}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={H.close} onClick={props.onClose} />
            <Button
              intent="primary"
              icon="add"
              disabled={!open || props.isChosen(open)}
              text={open ? (props.isChosen(open) ? H.alreadySelected : H.pick(open.name)) : H.addToSelection}
              onClick={() => open && props.onPick(open)}
            />
          </>
        }
      />
    </Dialog>
  );
}
