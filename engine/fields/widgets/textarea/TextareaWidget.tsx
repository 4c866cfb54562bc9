import { TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { emptyValue, hasErrors, htmlName, inputAria } from '../widgetProps';

/** A multi-line text input that grows with its content (`ui:options.rows`, default 4). */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus } = props;
  return (
    <TextArea
      id={id}
      name={htmlName(props)}
      value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoResize
      fill
      intent={hasErrors(props) ? 'danger' : 'none'}
      onChange={(event) => onChange(event.target.value === '' ? emptyValue(props) : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...inputAria(props)}
    />
  );
}
