import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { LoadingState } from '../../ui/LoadingState';
import type { HierarchyLevel } from '../../core/generated';
import type { RowsCallSpec } from '../../core/definition/runtime';
import { pathLabel } from '../../fields/hierarchy/hierarchyNodes';
import type { HierarchyNode } from '../../fields/hierarchy/hierarchyTypes';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';
import { useMoveTargets } from './useMoveTargets';

/** Props of the move dialog. */
export interface MoveDialogProps {
  isOpen: boolean;
  node: HierarchyNode;
  levels: readonly HierarchyLevel[];
  search: RowsCallSpec | undefined;
  isBusy: boolean;
  error: string | null;
  onSubmit(target: HierarchyNode): void;
  onClose(): void;
}

/** Moves a node under another parent of the level above it, found by name or alias. */
export function MoveDialog(props: MoveDialogProps) {
  const { node } = props;
  const id = useId();
  const targets = useMoveTargets(props.search, node);
  const [chosen, setChosen] = useState<string | null>(null);
  const parentLevel = props.levels[node.level - 2];
  const target = targets.targets.find((candidate) => String(candidate._id) === chosen) ?? null;
  return (
    <Dialog isCloseButtonShown={false} isOpen={props.isOpen} title={T.moveTitle(node.name)} onClose={props.onClose} canOutsideClickClose={!props.isBusy} className="custom-hierarchy-move-dialog">
      <DialogBody>
        {props.error ? (
          <Callout intent="danger" icon="error" role="alert" title={T.failedTitle} className="custom-dialog-error">
            {props.error}
          </Callout>
        ) : null}
        {parentLevel ? (
          <>
            <p>{T.moveHelp(parentLevel.label)}</p>
            <FormGroup label={T.moveSearch} labelFor={id}>
              <InputGroup id={id} type="search" leftIcon="search" autoFocus value={targets.query} onValueChange={targets.setQuery} />
            </FormGroup>
            {targets.error ? (
              <Callout intent="danger" role="alert">{targets.error}</Callout>
            ) : targets.isLoading && targets.targets.length === 0 ? (
              <LoadingState compact />
            ) : targets.targets.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{T.moveNoResults}</p>
            ) : (
              <RadioGroup
                className="custom-hierarchy-move-targets"
                label={parentLevel.plural}
                selectedValue={chosen ?? undefined}
                onChange={(event) => setChosen(event.currentTarget.value)}
              >
                {targets.targets.map((candidate) => {
                  const current = String(candidate._id) === String(node.parentId);
                  return (
                    <Radio
                      key={String(candidate._id)}
                      value={String(candidate._id)}
                      disabled={current}
                      labelElement={
                        <span>
                          {pathLabel(candidate)}
                          {current ? <span className={Classes.TEXT_MUTED}> ({T.moveCurrent})</span> : null}
                        </span>
                      }
                    />
                  );
                })}
              </RadioGroup>
            )}
          </>
        ) : (
          <p>{T.moveNotAllowed}</p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={props.onClose} disabled={props.isBusy} />
            <Button intent="primary" icon="move" text={T.moveConfirm} loading={props.isBusy} disabled={!target} onClick={() => target && props.onSubmit(target)} />
          </>
        }
      />
    </Dialog>
  );
}
