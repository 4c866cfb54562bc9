import { Button, Callout, ControlGroup, Dialog, DialogBody, DialogFooter, FormGroup, Icon, InputGroup, Tag } from '@blueprintjs/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';

/** Props of the alias dialog. */
export interface AliasDialogProps {
  isOpen: boolean;
  name: string;
  initialAliases: readonly string[];
  isBusy: boolean;
  error: string | null;
  onSubmit(aliases: string[]): void;
  onClose(): void;
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

/** Edits a node's alternative names: tags with pt-BR remove buttons and a field that adds on Enter. */
export function AliasDialog(props: AliasDialogProps) {
  const id = useId();
  const [aliases, setAliases] = useState<string[]>([...props.initialAliases]);
  const [draft, setDraft] = useState('');
  const add = () => {
    const alias = draft.trim().replace(/\s+/g, ' ');
    if (alias && !aliases.some((known) => sameText(known, alias))) setAliases([...aliases, alias]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Dialog isCloseButtonShown={false} isOpen={props.isOpen} title={T.aliasTitle(props.name)} onClose={props.onClose} canOutsideClickClose={!props.isBusy}>
      <DialogBody>
        {props.error ? (
          <Callout intent="danger" icon="error" role="alert" title={T.failedTitle} className="custom-dialog-error">
            {props.error}
          </Callout>
        ) : null}
        <ul className="custom-hierarchy-alias-list" aria-label={T.aliasList}>
          {aliases.length === 0 ? <li className="bp6-text-muted">{T.noAliases}</li> : null}
          {aliases.map((alias) => (
            <li key={alias}>
              <Tag
                round
                endIcon={
                  <button type="button" className="bp6-tag-remove" aria-label={T.aliasRemove(alias)} onClick={() => setAliases(aliases.filter((item) => item !== alias))}>
                    <Icon icon="small-cross" />
                  </button>
                }
              >
                {alias}
              </Tag>
            </li>
          ))}
        </ul>
        <FormGroup label={T.aliases} labelFor={id} helperText={T.aliasHelp}>
          <ControlGroup fill>
            <InputGroup id={id} value={draft} maxLength={80} placeholder={T.aliasPlaceholder} onValueChange={setDraft} onKeyDown={onKeyDown} />
            <Button icon="plus" text={T.aliasAdd} onClick={add} disabled={draft.trim() === ''} />
          </ControlGroup>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={props.onClose} disabled={props.isBusy} />
            <Button intent="primary" icon="floppy-disk" text={props.isBusy ? T.saving : T.save} loading={props.isBusy} onClick={() => props.onSubmit(aliases)} />
          </>
        }
      />
    </Dialog>
  );
}
