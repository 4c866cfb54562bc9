import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';
import type { HierarchyNode } from '../../fields/hierarchy/hierarchyTypes';

/** Props of the remove dialog. */
export interface RemoveDialogProps {
  isOpen: boolean;
  node: HierarchyNode;
  /** Why the node may not be removed (it has children): the dialog then only explains. */
  refusal: string | null;
  isBusy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Confirms a removal, or explains in pt-BR why the node cannot be removed. */
export function RemoveDialog(props: RemoveDialogProps) {
  return (
    <Dialog isCloseButtonShown={false} isOpen={props.isOpen} title={T.remove} onClose={props.onClose} canOutsideClickClose={!props.isBusy} role="alertdialog" aria-describedby="custom-hierarchy-remove-text">
      <DialogBody>
        {props.error ? (
          <Callout intent="danger" icon="error" role="alert" title={T.failedTitle} className="custom-dialog-error">
            {props.error}
          </Callout>
        ) : null}
        {props.refusal ? (
          <Callout intent="warning" icon="warning-sign" id="custom-hierarchy-remove-text">{props.refusal}</Callout>
        ) : (
          <p id="custom-hierarchy-remove-text">{T.removeConfirm(props.node.name)}</p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          props.refusal ? (
            <Button intent="primary" text={T.close} onClick={props.onClose} />
          ) : (
            <>
              <Button text={T.cancel} onClick={props.onClose} disabled={props.isBusy} />
              <Button intent="danger" icon="trash" text={T.remove} loading={props.isBusy} onClick={props.onConfirm} />
            </>
          )
        }
      />
    </Dialog>
  );
}
