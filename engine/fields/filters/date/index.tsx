import { InputGroup } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { parseDate } from '../../../core/i18n/format';
import type { FilterControlProps, FilterWidget } from '../filterTypes';

// The mask library comes with the first date filter, not with every list.
const loadInput = () => import('./DateFilterInput');
const DateFilterInput = lazy(loadInput);

function DateFilter(props: FilterControlProps) {
  return (
    <Suspense fallback={<InputGroup id={props.id} placeholder={props.placeholder ?? 'dd/mm/aaaa'} readOnly />}>
      <DateFilterInput {...props} />
    </Suspense>
  );
}

/** `date`: one date typed dd/mm/aaaa, sent to the API as aaaa-mm-dd; a half-typed or impossible date is no filter. */
export const filter: FilterWidget = {
  parse: (raw) => parseDate(raw) ?? undefined,
  Control: DateFilter,
  preload: () => void loadInput().catch(() => undefined),
};
