import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { HierarchyLevel } from '../../../core/generated';
import type { RowsCallSpec } from '../../../core/definition/runtime';
import { HierarchyColumns } from '../../hierarchy/HierarchyColumns';
import { pathLabel } from '../../hierarchy/hierarchyNodes';
import { HIERARCHY_TEXTS as H } from '../../hierarchy/hierarchyTexts';
import type { HierarchyNode } from '../../hierarchy/hierarchyTypes';
import { useHierarchyBrowser } from '../../hierarchy/useHierarchyBrowser';

/** Props of the picker dialog. */
export interface HierarchyPickerDialogProps {
  levels: HierarchyLevel[];
  /** Lists the children of `{parentId}` (absent = the first level): the nodes' resource's `options`. */
  childrenCall: RowsCallSpec;
  /** Whether a node is already chosen (its button is then disabled). */
  isChosen(node: HierarchyNode): boolean;
  onPick(node: HierarchyNode): void;
  onClose(): void;
}

/**
 * Browses the hierarchy's columns and picks the open node. The open path lives in the dialog's state
 * (the route is the form's), and the dialog is mounted only while open, so each opening starts at the top.
 */
export function HierarchyPickerDialog(props: HierarchyPickerDialogProps) {
  const browser = useHierarchyBrowser({ children: props.childrenCall, levels: props.levels, navigation: { kind: 'state' } });
  const open = browser.openNode;
  return (
    <Dialog isCloseButtonShown={false} isOpen title={H.pickTitle} onClose={props.onClose} className="engine-hierarchy-picker-dialog">
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
