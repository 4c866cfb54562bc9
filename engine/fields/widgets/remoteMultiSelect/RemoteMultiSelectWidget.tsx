import { Icon, MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { Row } from '../../../core/dataProvider';
import { foldAccents } from '../../../core/i18n/format';
import { FORM_TEXTS } from '../../../core/i18n/messages';
import { RemoteOptionsError } from '../RemoteOptionsError';
import { optionKey, storedKey, useRemoteConfig, toOption, useRemoteOptions, type RemoteOption } from '../remoteOptions';
import { emptyValue, hasErrors, inputAria } from '../widgetProps';

const matches: ItemPredicate<RemoteOption> = (query, option) => foldAccents(option.label).includes(foldAccents(query.trim()));

/**
 * A searchable multi-select (Blueprint MultiSelect) whose options come from the API. Keyboard:
 * type to filter, arrows to move, Enter to pick or unpick, Backspace to remove the last tag. Each tag
 * has its own pt-BR remove button. The form keeps values, or `{valueField, labelField}` objects with
 * `store: "object"`.
 */
export function RemoteMultiSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, onChange } = props;
  const config = useRemoteConfig(props);
  const remote = useRemoteOptions(config);
  const stored: unknown[] = Array.isArray(value) ? value : [];

  const selected = useMemo<RemoteOption[]>(
    () =>
      stored.map((item) => {
        const key = storedKey(item, config);
        const known = remote.options.find((option) => optionKey(option.value) === key);
        if (known) return known;
        return config.store === 'object' && item && typeof item === 'object'
          ? toOption(item as Row, config)
          : toOption({ [config.valueField]: item }, config);
      }),
    // `stored` is rebuilt from `value` each render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [value, remote.options, config.store, config.valueField, config.labelField],
  );
  const selectedKeys = new Set(selected.map((option) => optionKey(option.value)));

  const emit = (next: RemoteOption[]) => onChange(next.length === 0 ? emptyValue(props) : next.map((option) => option.stored));
  const toggle = (option: RemoteOption) => {
    const key = optionKey(option.value);
    emit(selectedKeys.has(key) ? selected.filter((item) => optionKey(item.value) !== key) : [...selected, option]);
  };
  const removeAt = (index: number) => emit(selected.filter((_, i) => i !== index));

  const renderItem: ItemRenderer<RemoteOption> = (option, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={optionKey(option.value)}
        ref={ref}
        roleStructure="listoption"
        text={option.label}
        selected={selectedKeys.has(optionKey(option.value))}
        active={modifiers.active}
        disabled={modifiers.disabled}
        shouldDismissPopover={false}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

  const aria = inputAria(props);
  const inactive = disabled || readonly;
  return (
    <>
      <MultiSelect<RemoteOption>
        items={remote.options}
        selectedItems={selected}
        itemRenderer={renderItem}
        itemPredicate={matches}
        itemsEqual={(a, b) => optionKey(a.value) === optionKey(b.value)}
        onItemSelect={toggle}
        onRemove={(_option, index) => removeAt(index)}
        tagRenderer={(option) => option.label}
        resetOnSelect
        fill
        disabled={inactive}
        placeholder={remote.isLoading ? FORM_TEXTS.loading : placeholder || FORM_TEXTS.searchPlaceholder}
        noResults={<MenuItem disabled roleStructure="listoption" text={remote.isLoading ? FORM_TEXTS.loading : FORM_TEXTS.noOptions} />}
        menuProps={{ 'aria-label': FORM_TEXTS.options }}
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        tagInputProps={{
          intent: hasErrors(props) ? 'danger' : 'none',
          inputProps: { id, autoFocus: autofocus, ...aria, 'aria-busy': remote.isLoading || undefined },
          // Blueprint's own tag remove button is labelled in English; each tag gets a pt-BR one instead.
          tagProps: (_tag, index) => ({
            onRemove: undefined,
            endIcon: inactive ? undefined : (
              <button
                type="button"
                className="bp6-tag-remove"
                aria-label={FORM_TEXTS.removeItem(selected[index]?.label ?? '')}
                onClick={(event) => {
                  event.stopPropagation();
                  removeAt(index);
                }}
              >
                <Icon icon="small-cross" />
              </button>
            ),
          }),
        }}
      />
      {remote.error ? <RemoteOptionsError id={id} message={remote.error} onRetry={remote.retry} /> : null}
    </>
  );
}
