import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { HierarchyColumns } from '../hierarchy/HierarchyColumns';
import { pathLabel } from '../hierarchy/hierarchyNodes';
import { HIERARCHY_TEXTS as H } from '../hierarchy/hierarchyTexts';
import type { HierarchyCalls, HierarchyLevel, HierarchyNode } from '../hierarchy/hierarchyTypes';
import { useHierarchyBrowser } from '../hierarchy/useHierarchyBrowser';
import '../hierarchy/hierarchy.css';

/** Props of the picker dialog. */
export interface HierarchyPickerDialogProps {
  isOpen: boolean;
  levels: HierarchyLevel[];
  calls: Pick<HierarchyCalls, 'children'>;
  /** Whether a node is already chosen (its button is then disabled). */
  isChosen(node: HierarchyNode): boolean;
  onPick(node: HierarchyNode): void;
  onClose(): void;
}

/** Browses the hierarchy's columns (path kept in the dialog) and picks the open node. */
export function HierarchyPickerDialog(props: HierarchyPickerDialogProps) {
  const browser = useHierarchyBrowser({ calls: props.calls, levels: props.levels, navigation: { kind: 'state' } });
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
