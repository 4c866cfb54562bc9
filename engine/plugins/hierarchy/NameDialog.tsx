import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';

/** Props of the name dialog (create a node, rename a node). */
export interface NameDialogProps {
  isOpen: boolean;
  title: string;
  /** The name the field starts with ('' to create). */
  initialName: string;
  isBusy: boolean;
  /** The server's message of a failed save. */
  error: string | null;
  onSubmit(name: string): void;
  onClose(): void;
}

/** A dialog with one required "Nome" field; an empty name shows the engine's "Preencha um valor.". */
export function NameDialog(props: NameDialogProps) {
  const id = useId();
  const [name, setName] = useState(props.initialName);
  const [touched, setTouched] = useState(false);
  const empty = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) props.onSubmit(name.trim());
  };
  return (
    <Dialog isCloseButtonShown={false} isOpen={props.isOpen} title={props.title} onClose={props.onClose} canOutsideClickClose={!props.isBusy} canEscapeKeyClose={!props.isBusy}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {props.error ? (
            <Callout intent="danger" icon="error" role="alert" title={T.failedTitle} className="custom-dialog-error">
              {props.error}
            </Callout>
          ) : null}
          <FormGroup
            label={T.name}
            labelFor={id}
            labelInfo="*"
            intent={touched && empty ? 'danger' : 'none'}
            helperText={touched && empty ? <span id={`${id}-erro`}>{T.nameRequired}</span> : undefined}
          >
            <InputGroup
              id={id}
              autoFocus
              value={name}
              maxLength={120}
              intent={touched && empty ? 'danger' : 'none'}
              aria-required
              aria-invalid={touched && empty ? true : undefined}
              aria-describedby={touched && empty ? `${id}-erro` : undefined}
              onValueChange={setName}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={T.cancel} onClick={props.onClose} disabled={props.isBusy} />
              <Button type="submit" intent="primary" icon="floppy-disk" text={props.isBusy ? T.saving : T.save} loading={props.isBusy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
