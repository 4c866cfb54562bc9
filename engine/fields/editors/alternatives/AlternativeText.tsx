import { useLayoutEffect, useMemo, useRef } from 'react';
import { createButton, Editor, EditorProvider, Toolbar } from 'react-simple-wysiwyg';
import { FORM_TEXTS } from '../../../core/i18n/messages';
import { sanitizeHtml } from '../../../ui/sanitize';
import { isBlankHtml } from './alternatives';
import { ALTERNATIVES_TEXTS as T } from './alternativesTexts';

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
  disabled: boolean;
  /** Id of the element with the alternative's message, if any. */
  errorId?: string;
  onChange(html: string): void;
}

/**
 * A one-paragraph rich-text editor for an alternative: what it shows and what it emits is sanitised
 * (DOMPurify), so pasted scripts or event handlers never reach the form data; an emptied editor emits ''.
 */
export function AlternativeText(props: AlternativeTextProps) {
  const html = useMemo(() => sanitizeHtml(props.value), [props.value]);
  const name = (text: string) => ({ 'aria-label': text });
  const element = useRef<HTMLDivElement>(null);
  const { id, label, invalid, errorId } = props;
  // The library draws its editable element once (it re-creates it only for a new class, placeholder or
  // disabled state), so what changes later — the letter after a move, the error state — is set here.
  useLayoutEffect(() => {
    const editable = element.current;
    if (!editable) return;
    editable.id = id;
    editable.setAttribute('aria-label', label);
    if (invalid) editable.setAttribute('aria-invalid', 'true');
    else editable.removeAttribute('aria-invalid');
    if (errorId) editable.setAttribute('aria-describedby', errorId);
    else editable.removeAttribute('aria-describedby');
  }, [id, label, invalid, errorId]);
  return (
    <EditorProvider>
      <Editor
        ref={element}
        id={props.id}
        value={html}
        disabled={props.disabled}
        role="textbox"
        aria-multiline
        aria-label={props.label}
        aria-required
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.errorId}
        containerProps={{ className: props.invalid ? 'engine-richtext engine-alternative-text engine-control-invalid' : 'engine-richtext engine-alternative-text' }}
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
