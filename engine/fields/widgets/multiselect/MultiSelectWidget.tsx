import { Checkbox } from '@blueprintjs/core';
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, optionId, type WidgetProps } from '@rjsf/utils';
import { hasErrors, inputAria, labelId } from '../widgetProps';

/**
 * Checkboxes for an array of enum values (order of the options kept). The group is named by the
 * field's label; each checkbox by its option.
 */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const aria = inputAria(props);
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      className={hasErrors(props) ? 'engine-checkbox-group engine-control-invalid' : 'engine-checkbox-group'}
    >
      {enumOptions.map((option, index) => (
        <Checkbox
          key={index}
          id={optionId(id, index)}
          label={option.label}
          checked={enumOptionsIsSelected(option.value, selected)}
          disabled={disabled || readonly}
          autoFocus={autofocus && index === 0}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? enumOptionsSelectValue(index, selected, enumOptions)
                : enumOptionsDeselectValue(index, selected, enumOptions),
            )
          }
          onBlur={() => onBlur(id, selected)}
          onFocus={() => onFocus(id, selected)}
        />
      ))}
    </div>
  );
}
