import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, indentOnInput } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { EDITOR_PHRASES } from '../studioTexts';
import { schemaCompletion, schemaHover } from './jsonSchemaSupport';
import type { SchemaHelp } from './schemaHelp';

/** Props of the JSON editor of one file. */
export interface JsonEditorProps {
  /** The text the editor opens with (a new editor per file: the parent keys it by path). */
  initialText: string;
  /** Accessible name of the editing area. */
  label: string;
  /** The schema document of the file (completion and hover help). */
  document: string;
  help: SchemaHelp;
  diagnostics: readonly Diagnostic[];
  onChange(text: string): void;
  /** The view, for the toolbar's undo and redo. */
  onView?(view: EditorView | null): void;
}

/**
 * CodeMirror 6 over one JSON file: history (undo/redo), completion and hover help from the format's schemas,
 * and the validator's problems as inline marks (the parent computes them over the whole workspace, so
 * cross-file problems show too).
 */
export function JsonEditor(props: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const documentOf = () => latest.current.document;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: latest.current.initialText,
        extensions: [
          EditorState.phrases.of(EDITOR_PHRASES),
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          json(),
          autocompletion({ override: [schemaCompletion(latest.current.help, documentOf)] }),
          schemaHover(latest.current.help, documentOf),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': latest.current.label, 'aria-multiline': 'true', role: 'textbox' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    // The scroller is reachable by keyboard too (a long file scrolls without entering the text).
    editor.scrollDOM.tabIndex = 0;
    view.current = editor;
    latest.current.onView?.(editor);
    return () => {
      latest.current.onView?.(null);
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch(setDiagnostics(view.current.state, [...props.diagnostics]));
  }, [props.diagnostics]);

  return <div className="studio-editor" ref={host} />;
}
