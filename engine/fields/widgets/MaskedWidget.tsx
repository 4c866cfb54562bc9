import { InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import type { FactoryOpts, InputMask } from 'imask';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useIMask } from 'react-imask';
import { hasErrors, htmlName, inputAria } from './widgetProps';
import { WidgetMessage } from './WidgetMessage';

/** Which side of the mask the form value lives on. */
export type MaskSide = 'value' | 'unmasked' | 'typed';

/** How one masked widget maps the form value to the mask and back. */
export interface MaskedWidgetConfig {
  /** IMask options; must be a module-level constant (a new object re-creates the mask). */
  mask: FactoryOpts;
  /** The mask side the form value maps to: shown text, its raw characters, or the typed number. */
  side: MaskSide;
  /** The mask content for a form value ('' for empty; a number on the typed side). */
  toMask(value: unknown): string | number;
  /** The form value for the mask's content (undefined = empty). */
  fromMask(mask: InputMask<FactoryOpts>): unknown;
  /** Instant feedback for a form value (e.g. "CPF inválido"), or null. */
  message?(value: unknown): string | null;
  /**
   * Why the mask dropped part of an edit, or null: `raw` is the input's text with the edit, before the mask;
   * `shown` is what the mask kept. Said under the field until the user edits it again in a later visit.
   */
  refusal?(raw: string, shown: string): string | null;
  /** Text or icon before / after the input (R$, %). */
  leftElement?: ReactElement;
  rightElement?: ReactElement;
  /** Mobile keyboard hint. */
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  placeholder?: string;
}

const NOTHING = Symbol('nothing emitted yet');

function readSide(mask: InputMask<FactoryOpts>, side: MaskSide): string | number {
  if (side === 'typed') return mask.unmaskedValue === '' ? '' : (mask.typedValue as number);
  return side === 'unmasked' ? mask.unmaskedValue : mask.value;
}

function writeSide(mask: InputMask<FactoryOpts>, side: MaskSide, content: string | number) {
  if (content === '') mask.value = '';
  else if (side === 'typed') mask.typedValue = content as never;
  else if (side === 'unmasked') mask.unmaskedValue = String(content);
  else mask.value = String(content);
}

/**
 * A Blueprint text input with a react-imask mask. The input is uncontrolled (the mask owns its
 * text, so the caret never jumps); a form value that did not come from this input (a loaded record,
 * a reset) is written into the mask.
 */
export function MaskedWidget(props: { widget: WidgetProps; config: MaskedWidgetConfig }) {
  const { widget, config } = props;
  const { id, value, disabled, readonly, autofocus, onBlur, onFocus } = widget;
  // The mask's accept callback is bound once; the ref follows the latest props (set after each commit).
  const latest = useRef({ widget, config });
  useLayoutEffect(() => {
    latest.current = { widget, config };
  });
  const lastEmitted = useRef<unknown>(NOTHING);
  const syncing = useRef(false);

  const accept = useCallback((_text: string, mask: InputMask<FactoryOpts>) => {
    if (syncing.current) return;
    const next = latest.current.config.fromMask(mask);
    lastEmitted.current = next;
    latest.current.widget.onChange(next);
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement, FactoryOpts>(config.mask, { onAccept: accept });

  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || Object.is(value, lastEmitted.current)) return;
    const content = config.toMask(value);
    if (readSide(mask, config.side) === content) return;
    syncing.current = true;
    try {
      writeSide(mask, config.side, content);
    } finally {
      syncing.current = false;
    }
  }, [value, config, maskRef]);

  // The text before the mask took the edit: React's capture phase runs before the mask's own listener.
  const raw = useRef<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // A refusal stays while the user goes on typing in the same visit (the next accepted key must not hide it).
  const refusedThisVisit = useRef(false);
  const afterInput = (event: FormEvent<HTMLInputElement>) => {
    const before = raw.current;
    raw.current = null;
    if (before === null || !config.refusal) return;
    const shown = event.currentTarget.value;
    const why = shown === '' ? null : config.refusal(before, shown);
    if (why) {
      refusedThisVisit.current = true;
      setRefused(why);
    } else if (!refusedThisVisit.current || shown === '') setRefused(null);
  };

  const message = refused ?? (config.message ? config.message(value) : null);
  const aria = inputAria(widget);
  const showMessage = Boolean(message) && !hasErrors(widget);
  return (
    <>
      <InputGroup
        id={id}
        name={htmlName(widget)}
        inputRef={ref}
        inputMode={config.inputMode}
        placeholder={widget.placeholder || config.placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        intent={hasErrors(widget) || showMessage ? 'danger' : 'none'}
        leftElement={config.leftElement}
        rightElement={config.rightElement}
        fill
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => {
          refusedThisVisit.current = false;
          onFocus(id, event.target.value);
        }}
        onInputCapture={(event) => {
          raw.current = event.currentTarget.value;
        }}
        onInput={afterInput}
        {...aria}
        aria-describedby={showMessage ? `${aria['aria-describedby']} ${id}__hint` : aria['aria-describedby']}
      />
      <WidgetMessage id={id} message={message} rawErrors={widget.rawErrors} />
    </>
  );
}
