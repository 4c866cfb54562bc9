import { HTMLSelect } from '@blueprintjs/core';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { FORM_TEXTS } from '../../../core/i18n/messages';
import { MultiSelectWidget } from '../multiselect/MultiSelectWidget';
import { emptyValue, hasErrors, htmlName, inputAria } from '../widgetProps';
import { SELECT_ICON_PROPS } from '../../../ui/selectIcon';

/**
 * A native select (Blueprint HTMLSelect) over the schema's `enum` / `oneOf` options, with a
 * "Selecione..." first option that clears the value (a nullable enum's `null` is that option, not a raw "null"). On an array field it becomes the multiselect.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, options, multiple, onChange, onBlur, onFocus } = props;
  if (multiple) return <MultiSelectWidget {...props} />;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const selectedIndex = typeof selected === 'string' ? selected : '';
  const toValue = (index: string) => (index === '' ? emptyValue(props) : enumOptionsValueForIndex(index, enumOptions, emptyValue(props)));
  return (
    <HTMLSelect
      iconProps={SELECT_ICON_PROPS}
      id={id}
      name={htmlName(props)}
      value={selectedIndex}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      fill
      className={hasErrors(props) ? 'engine-control-invalid' : undefined}
      onChange={(event) => onChange(toValue(event.currentTarget.value))}
      onBlur={(event) => onBlur(id, toValue(event.currentTarget.value))}
      onFocus={(event) => onFocus(id, toValue(event.currentTarget.value))}
      {...inputAria(props)}
    >
      <option value="">{placeholder || FORM_TEXTS.selectPlaceholder}</option>
      {enumOptions.map((option, index) =>
        // A nullable enum lists null among its values: "Selecione..." already stands for no value.
        option.value === null ? null : (
          <option key={index} value={String(index)} disabled={Array.isArray(options.enumDisabled) && options.enumDisabled.includes(option.value)}>
            {option.label}
          </option>
        ),
      )}
    </HTMLSelect>
  );
}
