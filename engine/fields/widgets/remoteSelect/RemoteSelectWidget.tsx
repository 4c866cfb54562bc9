import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { Row } from '../../../core/dataProvider';
import { FORM_TEXTS } from '../../../core/i18n/messages';
import { RemoteOptionsError } from '../RemoteOptionsError';
import { optionKey, storedKey, useRemoteConfig, toOption, useRemoteOptions, type RemoteOption } from '../remoteOptions';
import { emptyValue, hasErrors, htmlName, inputAria } from '../widgetProps';
import { SELECT_ICON_PROPS } from '../../../ui/selectIcon';

/**
 * A native select whose options come from the API (`ui:options.source`, through the DataProvider).
 * Shows "Carregando..." while loading and an error with "Tentar novamente" when the call fails.
 * A stored value the list does not have stays selectable, so opening a record never loses data.
 */
export function RemoteSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const config = useRemoteConfig(props);
  const remote = useRemoteOptions(config);
  const selectedKey = value === undefined || value === null || value === '' ? '' : storedKey(value, config);

  const options = useMemo<RemoteOption[]>(() => {
    if (selectedKey === '' || remote.options.some((option) => optionKey(option.value) === selectedKey)) return remote.options;
    const orphan = config.store === 'object' && value && typeof value === 'object' ? toOption(value as Row, config) : toOption({ [config.valueField]: value }, config);
    return [orphan, ...remote.options];
  }, [remote.options, selectedKey, value, config]);

  const toValue = (key: string) => {
    if (key === '') return emptyValue(props);
    return options.find((option) => optionKey(option.value) === key)?.stored;
  };

  return (
    <>
      <HTMLSelect
        iconProps={SELECT_ICON_PROPS}
        id={id}
        name={htmlName(props)}
        value={remote.isLoading ? '' : selectedKey}
        disabled={disabled || readonly || remote.isLoading}
        autoFocus={autofocus}
        fill
        className={hasErrors(props) ? 'engine-control-invalid' : undefined}
        aria-busy={remote.isLoading || undefined}
        onChange={(event) => onChange(toValue(event.currentTarget.value))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...inputAria(props)}
      >
        <option value="">{remote.isLoading ? FORM_TEXTS.loading : placeholder || FORM_TEXTS.selectPlaceholder}</option>
        {remote.isLoading
          ? null
          : options.map((option) => (
              <option key={optionKey(option.value)} value={optionKey(option.value)}>
                {option.label}
              </option>
            ))}
      </HTMLSelect>
      {remote.error ? <RemoteOptionsError id={id} message={remote.error} onRetry={remote.retry} /> : null}
    </>
  );
}
