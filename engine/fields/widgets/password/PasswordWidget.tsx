import { Button, InputGroup, Tooltip } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { FORM_TEXTS } from '../../../core/i18n/messages';
import { emptyValue, hasErrors, htmlName, inputAria } from '../widgetProps';

/** A password input with a button that shows or hides what was typed ("Mostrar senha" / "Ocultar senha"). */
export function PasswordWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus } = props;
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? FORM_TEXTS.hidePassword : FORM_TEXTS.showPassword;
  // The same element while nothing it shows changes: Blueprint's InputGroup measures its right element (a forced
  // layout) whenever that prop changes identity, which an inline element does on every keystroke.
  const toggle = useMemo(() => (
    <Tooltip content={toggleLabel} placement="top">
      <Button
        variant="minimal"
        icon={visible ? 'eye-off' : 'eye-open'}
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      />
    </Tooltip>
  ), [toggleLabel, visible, id, disabled]);
  return (
    <InputGroup
      id={id}
      name={htmlName(props)}
      type={visible ? 'text' : 'password'}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password'}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      fill
      intent={hasErrors(props) ? 'danger' : 'none'}
      onChange={(event) => onChange(event.target.value === '' ? emptyValue(props) : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...inputAria(props)}
      rightElement={toggle}
    />
  );
}
