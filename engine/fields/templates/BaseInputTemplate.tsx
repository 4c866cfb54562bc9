import { InputGroup } from '@blueprintjs/core';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { emptyValue, hasErrors, htmlName, inputAria } from '../widgets/widgetProps';

/**
 * The Blueprint text input behind the text, email and every rjsf input widget the theme does not
 * replace (url, color, time...). `type` and range attributes come from the schema, as in rjsf core.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, placeholder, disabled, readonly, autofocus, options, schema, onChange, onChangeOverride, onBlur, onFocus } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? emptyValue(props) : event.target.value);
  return (
    <InputGroup
      id={id}
      name={htmlName(props)}
      {...inputProps}
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      intent={hasErrors(props) ? 'danger' : 'none'}
      fill
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      {...inputAria(props)}
    />
  );
}
