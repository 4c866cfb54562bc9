import { HTMLSelect } from '@blueprintjs/core';
import { json } from '@codemirror/lang-json';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { formatJson } from '../../core/definition/formatJson';
import { EDITOR_PHRASES, STUDIO_TEXTS } from '../studioTexts';
import { summarizeChange } from './summary';

/** The draft as the save would write it (formatted), or as typed when it does not parse. */
function asSaved(text: string): string {
  try {
    return formatJson(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * Side by side, the shipped (or on-disk) version of a file and the draft as it would be saved, with a short
 * plain-language summary of the change.
 */
export function DiffPanel(props: { path: string; text: string; shipped: string | undefined; disk: string | undefined }) {
  const [against, setAgainst] = useState<'shipped' | 'disk'>('shipped');
  const host = useRef<HTMLDivElement>(null);
  const before = (against === 'disk' ? props.disk : props.shipped) ?? '';
  const after = asSaved(props.text);
  useEffect(() => {
    const readOnly = [EditorState.phrases.of(EDITOR_PHRASES), json(), EditorState.readOnly.of(true), EditorView.editable.of(false)];
    const view = new MergeView({
      a: { doc: before, extensions: [...readOnly, EditorView.contentAttributes.of({ 'aria-label': STUDIO_TEXTS.diffAgainst[against] })] },
      b: { doc: after, extensions: [...readOnly, EditorView.contentAttributes.of({ 'aria-label': STUDIO_TEXTS.drafted })] },
      parent: host.current!,
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    // Read-only sides: their scrollers take the keyboard focus instead.
    for (const side of [view.a, view.b]) side.scrollDOM.tabIndex = 0;
    return () => view.destroy();
  }, [before, after, against]);
  const summary = before === after ? STUDIO_TEXTS.diffSame : summarizeChange(before, after);
  return (
    <div className="studio-diff">
      <HTMLSelect aria-label={STUDIO_TEXTS.summaryTitle} value={against} onChange={(event) => setAgainst(event.currentTarget.value as 'shipped' | 'disk')}>
        <option value="shipped">{STUDIO_TEXTS.diffAgainst.shipped}</option>
        {props.disk !== undefined && <option value="disk">{STUDIO_TEXTS.diffAgainst.disk}</option>}
      </HTMLSelect>
      <p className="studio-summary" aria-label={STUDIO_TEXTS.summaryTitle}>
        {summary}
      </p>
      <div ref={host} className="studio-merge" />
    </div>
  );
}
