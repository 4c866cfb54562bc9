import { Button, Classes, Dialog, TextArea } from '@blueprintjs/core';
import { useMemo } from 'react';
import { formatJson } from '../core/definition/formatJson';
import { unifiedPatch } from './diff/unifiedPatch';
import { STUDIO_TEXTS } from './studioTexts';
import type { Drafts } from './workspace/drafts';

/** The drafts as a patch `git apply` accepts (what a static deployment offers in place of a save). */
export function PatchDialog(props: { isOpen: boolean; onClose(): void; base: Readonly<Record<string, string>>; drafts: Drafts }) {
  const patch = useMemo(() => {
    if (!props.isOpen) return '';
    const changes = Object.entries(props.drafts).map(([path, draft]) => {
      let after = draft.text;
      try {
        after = formatJson(JSON.parse(draft.text));
      } catch {
        // Exported as typed: git apply will still take it, validate will name the problem.
      }
      return { path, before: props.base[path] ?? null, after };
    });
    return unifiedPatch(changes);
  }, [props.isOpen, props.base, props.drafts]);
  const download = () => {
    const url = URL.createObjectURL(new Blob([patch], { type: 'text/x-diff' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'definicoes.patch';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={STUDIO_TEXTS.patchTitle}>
      <div className={Classes.DIALOG_BODY}>
        {patch ? (
          <>
            <p>{STUDIO_TEXTS.patchHelp}</p>
            <TextArea aria-label={STUDIO_TEXTS.patchTitle} readOnly fill rows={16} value={patch} className="studio-patch" />
          </>
        ) : (
          <p>{STUDIO_TEXTS.noChanges}</p>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={STUDIO_TEXTS.close} onClick={props.onClose} />
          <Button intent="primary" icon="download" text={STUDIO_TEXTS.download} disabled={!patch} onClick={download} />
        </div>
      </div>
    </Dialog>
  );
}
