import { useMemo } from 'react';
import { createButton, Editor, EditorProvider, Toolbar } from 'react-simple-wysiwyg';
import { FORM_TEXTS } from '../../core/i18n/messages';
import { sanitizeHtml } from '../../ui/sanitize';
import { isBlankHtml } from './alternatives';
import { QUESTION_TEXTS as T } from './questionEditorTexts';

const R = FORM_TEXTS.richText;
// The library's own buttons carry English titles; these are the same commands with pt-BR names.
const BtnBold = createButton(R.bold, <strong>N</strong>, 'bold');
const BtnItalic = createButton(R.italic, <em>I</em>, 'italic');
const BtnUnderline = createButton(R.underline, <u>S</u>, 'underline');
const BtnClear = createButton(R.clear, 'Tx', 'removeFormat');

/** Props of an alternative's text editor. */
export interface AlternativeTextProps {
  id: string;
  /** Accessible name of the editor ("Texto da alternativa A"). */
  label: string;
  value: string;
  invalid: boolean;
  /** Id of the element with the field's error, if any. */
  errorId?: string;
  onChange(html: string): void;
}

/** A one-paragraph rich-text editor for an alternative: what it shows and emits is sanitized (DOMPurify). */
export function AlternativeText(props: AlternativeTextProps) {
  const html = useMemo(() => sanitizeHtml(props.value), [props.value]);
  const name = (text: string) => ({ 'aria-label': text });
  return (
    <EditorProvider>
      <Editor
        id={props.id}
        value={html}
        role="textbox"
        aria-multiline
        aria-label={props.label}
        aria-required
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.errorId}
        containerProps={{ className: props.invalid ? 'engine-richtext custom-alternative-text engine-control-invalid' : 'engine-richtext custom-alternative-text' }}
        onChange={(event) => {
          const clean = sanitizeHtml(event.target.value);
          props.onChange(isBlankHtml(clean) ? '' : clean);
        }}
      >
        <Toolbar role="toolbar" aria-label={T.toolbar}>
          <BtnBold {...name(R.bold)} />
          <BtnItalic {...name(R.italic)} />
          <BtnUnderline {...name(R.underline)} />
          <BtnClear {...name(R.clear)} />
        </Toolbar>
      </Editor>
    </EditorProvider>
  );
}
