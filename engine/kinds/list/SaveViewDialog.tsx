import { Button, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { MAX_VIEW_NAME } from '../../core/savedViews';
import { errorMessage } from '../../data/ApiError';
import { blueprintDialog } from '../../ui/dialog/blueprintDialog';
import { useDialogParts } from '../../ui/dialog/useDialogParts';
import type { ViewInput } from './useSavedViews';

/**
 * Asks for a view's name and whether the team sees it: to save what the list shows as a new view, or to rename
 * one of the user's views. The name is checked before sending (required, not the name of another own view);
 * a refusal of the server stays in the dialog with what was typed.
 */
export function SaveViewDialog(props: {
  title: string;
  confirmLabel: string;
  initial: ViewInput;
  /** What is wrong with a name (pt-BR), or null. */
  check(name: string): string | null;
  onSave(input: ViewInput): Promise<void>;
  onClose(): void;
}) {
  const nameId = useId();
  const problemId = useId();
  const [name, setName] = useState(props.initial.name);
  const [shared, setShared] = useState(props.initial.shared);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parts = useDialogParts(blueprintDialog, true, props.onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = props.check(name);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      await props.onSave({ name: name.trim(), shared });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  if (!parts) return null;
  const { Callout, Dialog, DialogBody, DialogFooter } = parts;
  return (
    <Dialog isOpen title={props.title} icon="bookmark" onClose={busy ? undefined : props.onClose} canEscapeKeyClose={!busy} canOutsideClickClose={!busy}>
      <form noValidate onSubmit={submit}>
        <DialogBody>
          {failure ? <Callout intent="danger" role="alert" className="engine-view-dialog-failure">{failure}</Callout> : null}
          <FormGroup label="Nome da visão" labelFor={nameId} labelInfo="(obrigatório)" intent={problem ? 'danger' : 'none'} helperText={problem ? <span id={problemId}>{problem}</span> : undefined}>
            <InputGroup
              id={nameId}
              value={name}
              maxLength={MAX_VIEW_NAME}
              autoFocus
              intent={problem ? 'danger' : 'none'}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onValueChange={(value) => {
                setName(value);
                if (problem) setProblem(props.check(value));
              }}
            />
          </FormGroup>
          <Switch label="Compartilhar com a equipe" checked={shared} onChange={(event) => setShared(event.currentTarget.checked)} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancelar" disabled={busy} onClick={props.onClose} />
              <Button type="submit" intent="primary" text={props.confirmLabel} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
