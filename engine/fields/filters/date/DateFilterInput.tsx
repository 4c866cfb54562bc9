import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { formatDate, parseDate } from '../../../core/i18n/format';
import { FORM_TEXTS, VALIDATION_MESSAGES } from '../../../core/i18n/messages';
import type { FilterControlProps } from '../filterTypes';
import { DATE_PRESETS } from './datePresets';

const MASK = { mask: '00/00/0000' };

/**
 * A date filter typed as dd/mm/aaaa with the same mask as the forms' date field (react-imask), so lists,
 * dashboards and forms read dates alike whatever the browser's language. The start of a period (`rangeEnd`
 * names its end filter) also offers one-click periods: hoje, 7 dias, 30 dias, este mês, mês passado.
 */
export default function DateFilterInput(props: FilterControlProps) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { ref, maskRef } = useIMask<HTMLInputElement>(MASK, { onAccept: (text) => latest.current.onChange(text) });

  // A value that did not come from typing (the URL, "Limpar", a period) is written into the mask.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    const shown = props.value === '' ? '' : formatDate(props.value);
    if (mask.value !== shown) mask.value = shown;
  }, [props.value, maskRef]);

  const complete = props.value.length === 10;
  const invalid = complete && parseDate(props.value) === null;
  const rangeEnd = typeof props.options.rangeEnd === 'string' ? props.options.rangeEnd : null;
  const hintId = `${props.id}__hint`;
  return (
    <>
      <InputGroup
        id={props.id}
        inputRef={ref}
        inputMode="numeric"
        placeholder={props.placeholder ?? FORM_TEXTS.datePlaceholder}
        intent={invalid ? 'danger' : 'none'}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? hintId : undefined}
      />
      {invalid ? (
        <div id={hintId} className="engine-filter-hint" role="alert">
          {VALIDATION_MESSAGES.date}
        </div>
      ) : null}
      {rangeEnd && props.onChangeFields ? (
        <div className="engine-date-presets" role="group" aria-label="Períodos">
          {DATE_PRESETS.map((preset) => (
            <Button
              key={preset.label}
              size="small"
              variant="minimal"
              text={preset.label}
              onClick={() => {
                const [start, end] = preset.range(new Date());
                latest.current.onChangeFields?.({ [latest.current.name]: start, [rangeEnd]: end }, true);
              }}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
