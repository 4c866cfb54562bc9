import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { createButton, Editor, EditorProvider, Separator, Toolbar, type EditorState } from 'react-simple-wysiwyg';
import { FORM_TEXTS } from '../../../core/i18n/messages';
import { sanitizeHtml } from '../../../ui/sanitize';
import { useImagePolicy } from '../../../ui/useAllowedImage';
import { emptyValue, hasErrors, inputAria, labelId } from '../widgetProps';

const T = FORM_TEXTS.richText;

/** Only web and mail links may be inserted: no `javascript:` or data URLs. */
function safeLinkTarget(raw: string | null): string | null {
  const url = raw?.trim();
  if (!url) return null;
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null;
}

function toggleLink({ $selection }: EditorState) {
  if ($selection?.nodeName === 'A') {
    document.execCommand('unlink');
    return;
  }
  const url = safeLinkTarget(window.prompt(T.linkPrompt, 'https://'));
  if (url) document.execCommand('createLink', false, url);
}

// The library's own buttons carry English titles; these are the same commands with pt-BR names.
const BtnBold = createButton(T.bold, <strong>N</strong>, 'bold');
const BtnItalic = createButton(T.italic, <em>I</em>, 'italic');
const BtnUnderline = createButton(T.underline, <u>S</u>, 'underline');
const BtnStrike = createButton(T.strikeThrough, <s>T</s>, 'strikeThrough');
const BtnBullets = createButton(T.bulletList, '•', 'insertUnorderedList');
const BtnNumbers = createButton(T.numberedList, '1.', 'insertOrderedList');
const BtnLink = createButton(T.link, '🔗', toggleLink);
const BtnClear = createButton(T.clear, 'Tx', 'removeFormat');
const BtnUndo = createButton(T.undo, '↶', 'undo');
const BtnRedo = createButton(T.redo, '↷', 'redo');

/** Whether an editor's HTML holds no text or media (an emptied editor leaves `<br>` behind). */
function isBlank(html: string): boolean {
  return !/<(img|video|iframe|hr)\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/**
 * A small rich-text editor (react-simple-wysiwyg) with a pt-BR toolbar. What it receives and what it
 * emits is sanitised (DOMPurify), so pasted scripts or event handlers never reach the form data.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  // Images the page's policy refuses lose their address (the browser would only block them).
  const allowImage = useImagePolicy();
  const html = useMemo(() => (typeof value === 'string' ? sanitizeHtml(value, { allowImage }) : ''), [value, allowImage]);
  const aria = inputAria(props);
  const label = (name: string) => ({ 'aria-label': name });
  return (
    <EditorProvider>
      <Editor
        id={id}
        value={html}
        disabled={disabled || readonly}
        placeholder={placeholder || undefined}
        role="textbox"
        aria-multiline
        aria-labelledby={labelId(id)}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        aria-required={aria['aria-required']}
        containerProps={{ className: hasErrors(props) ? 'engine-richtext engine-control-invalid' : 'engine-richtext' }}
        onChange={(event) => {
          const clean = sanitizeHtml(event.target.value);
          onChange(isBlank(clean) ? emptyValue(props) : clean);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {disabled || readonly ? null : (
          <Toolbar role="toolbar" aria-label={T.toolbar}>
            <BtnUndo {...label(T.undo)} />
            <BtnRedo {...label(T.redo)} />
            <Separator />
            <BtnBold {...label(T.bold)} />
            <BtnItalic {...label(T.italic)} />
            <BtnUnderline {...label(T.underline)} />
            <BtnStrike {...label(T.strikeThrough)} />
            <Separator />
            <BtnBullets {...label(T.bulletList)} />
            <BtnNumbers {...label(T.numberedList)} />
            <BtnLink {...label(T.link)} />
            <Separator />
            <BtnClear {...label(T.clear)} />
          </Toolbar>
        )}
      </Editor>
    </EditorProvider>
  );
}
