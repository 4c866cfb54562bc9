import { Button, Classes, Dialog, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { unifiedPatch } from '../diff/unifiedPatch';
import { STUDIO_TEXTS } from '../studioTexts';
import { renameAcross, type RenameKind } from './renameAcross';

const T = STUDIO_TEXTS.rename;

/**
 * Renames a permission key, a route or an id in every file that names it: the dialog shows the files and the
 * diff before the change becomes drafts (saved together, or exported as one patch).
 */
export function RenameDialog(props: { isOpen: boolean; onClose(): void; files: Readonly<Record<string, string>>; onApply(changes: Record<string, string>): void }) {
  const [kind, setKind] = useState<RenameKind>('key');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const changes = useMemo(() => (props.isOpen ? renameAcross(props.files, kind, from.trim(), to.trim()) : {}), [props.isOpen, props.files, kind, from, to]);
  const paths = useMemo(() => Object.keys(changes), [changes]);
  const diff = useMemo(() => unifiedPatch(paths.map((path) => ({ path, before: props.files[path] ?? null, after: changes[path] }))), [paths, props.files, changes]);
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={T.title} style={{ width: 760 }}>
      <div className={Classes.DIALOG_BODY}>
        <FormGroup label={T.kind} labelFor="studio-rename-kind">
          <HTMLSelect id="studio-rename-kind" value={kind} onChange={(event) => setKind(event.currentTarget.value as RenameKind)}>
            {Object.entries(T.kinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={T.from} labelFor="studio-rename-from">
          <InputGroup id="studio-rename-from" value={from} onValueChange={setFrom} />
        </FormGroup>
        <FormGroup label={T.to} labelFor="studio-rename-to">
          <InputGroup id="studio-rename-to" value={to} onValueChange={setTo} />
        </FormGroup>
        <p role="status">{from.trim() && to.trim() ? T.files(paths.length) : ''}</p>
        {paths.length > 0 && (
          <>
            <ul aria-label={T.fileList}>
              {paths.map((path) => (
                <li key={path}>{path}</li>
              ))}
            </ul>
            <TextArea aria-label={T.diff} readOnly fill rows={12} value={diff} className="studio-patch" />
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={STUDIO_TEXTS.close} onClick={props.onClose} />
          <Button
            intent="primary"
            text={T.apply}
            disabled={paths.length === 0}
            onClick={() => {
              props.onApply(changes);
              props.onClose();
            }}
          />
        </div>
      </div>
    </Dialog>
  );
}
