import { HTMLTable, InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { FORM_TEXTS } from '../../../core/i18n/messages';
import { LoadingState } from '../../../ui/LoadingState';
import { RemoteOptionsError } from '../RemoteOptionsError';
import { optionKey, useRemoteConfig, useRemoteOptions } from '../remoteOptions';
import { emptyValue, hasErrors, inputAria, labelId } from '../widgetProps';
import { buildMatrix, filterMatrix, MATRIX_COLUMNS, nextValue, type CatalogueKey } from './matrixModel';
import { PermissionArea } from './PermissionArea';
import { UnknownKeys } from './UnknownKeys';
import './permissionMatrix.css';

const TEXTS = FORM_TEXTS.permissionMatrix;

/**
 * An array of permission keys edited as a matrix: one row per screen key of the catalogue, grouped by area,
 * with "Ver", "Novo", "Editar" and "Remover" checkboxes (`<key>`, `.new`, `.edit`, `.delete`, where the
 * catalogue has them), the screen's other button keys, a toggle per row and per area, a filter and the count.
 * The catalogue comes from the API like a remote select's options (`resource`, or `source` with
 * `valueField` / `labelField`), its area from `areaField`. The form keeps the same array of keys; keys the
 * catalogue does not have are listed below and kept.
 */
export function PermissionMatrixWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange } = props;
  const remoteConfig = useRemoteConfig(props);
  const areaField = typeof props.options.areaField === 'string' ? props.options.areaField : undefined;
  const remote = useRemoteOptions({ ...remoteConfig, groupField: areaField });
  const [query, setQuery] = useState('');

  const matrix = useMemo(
    () =>
      buildMatrix(
        remote.options.map((option): CatalogueKey => ({ key: optionKey(option.value), label: option.label, area: option.group ?? '' })),
      ),
    [remote.options],
  );
  const stored = useMemo(() => (Array.isArray(value) ? value.map((item) => optionKey(item)) : []), [value]);
  const selection = useMemo(() => new Set(stored), [stored]);
  const visible = useMemo(() => filterMatrix(matrix.areas, query), [matrix, query]);
  const unknown = remote.isLoading || remote.error ? [] : stored.filter((key) => !matrix.known.has(key));

  const emit = (keys: string[]) => onChange(keys.length === 0 ? emptyValue(props) : keys);
  const change = (next: ReadonlySet<string>) => emit(nextValue(stored, next, matrix));
  const inactive = Boolean(disabled || readonly);
  const showExtras = matrix.areas.some((area) => area.rows.some((row) => row.extras.length > 0));
  const columnCount = 1 + MATRIX_COLUMNS.length + (showExtras ? 1 : 0) + 1;
  const aria = inputAria(props);

  return (
    <div
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
      className={hasErrors(props) ? 'engine-matrix engine-matrix-invalid' : 'engine-matrix'}
    >
      <div className="engine-matrix-toolbar">
        <InputGroup
          id={id}
          type="search"
          leftIcon="search"
          aria-label={TEXTS.filter}
          placeholder={TEXTS.filter}
          value={query}
          autoFocus={autofocus}
          onValueChange={setQuery}
          // Enter in a form's text input submits it; here it only filters.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <p className="engine-matrix-count" role="status" aria-live="polite">
          {TEXTS.selected(stored.length)}
        </p>
      </div>
      {remote.isLoading ? <LoadingState compact /> : null}
      {remote.error ? <RemoteOptionsError id={id} title={TEXTS.catalogueFailed} message={remote.error} onRetry={remote.retry} /> : null}
      {!remote.isLoading && !remote.error ? (
        visible.length === 0 ? (
          <p className="engine-matrix-empty">{query.trim() ? TEXTS.noMatch(query.trim()) : FORM_TEXTS.noOptions}</p>
        ) : (
          <div className="engine-matrix-scroll">
            <HTMLTable compact className="engine-matrix-table">
              <thead>
                <tr>
                  <th scope="col">{TEXTS.screen}</th>
                  {MATRIX_COLUMNS.map((column) => (
                    <th key={column.suffix} scope="col" className="engine-matrix-check">
                      {column.title}
                    </th>
                  ))}
                  {showExtras ? <th scope="col">{TEXTS.others}</th> : null}
                  <th scope="col" className="engine-matrix-check">
                    {TEXTS.all}
                  </th>
                </tr>
              </thead>
              {visible.map((area) => (
                <PermissionArea
                  key={area.name}
                  area={area}
                  selection={selection}
                  columnCount={columnCount}
                  showExtras={showExtras}
                  disabled={inactive}
                  onChange={change}
                />
              ))}
            </HTMLTable>
          </div>
        )
      ) : null}
      <UnknownKeys id={id} keys={unknown} disabled={inactive} onRemove={(key) => emit(stored.filter((item) => item !== key))} />
    </div>
  );
}
