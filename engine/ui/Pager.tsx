import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { formatNumber } from '../core/i18n/format';
import { SELECT_ICON_PROPS } from './selectIcon';

/** Paging controls: total, page size, previous / next and the current page. */
export function Pager(props: {
  page: number;
  pageCount: number;
  perPage: number;
  pageSizes: number[];
  total: number;
  disabled?: boolean;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}) {
  const sizeId = useId();
  const { page, pageCount } = props;
  return (
    <nav className="engine-pager" aria-label="Paginação">
      <span className="engine-pager-total">
        {props.total === 1 ? '1 registro' : `${formatNumber(props.total)} registros`}
      </span>
      <label htmlFor={sizeId} className="engine-pager-size">
        Linhas por página
        <HTMLSelect
          iconProps={SELECT_ICON_PROPS}
          id={sizeId}
          value={props.perPage}
          disabled={props.disabled}
          onChange={(event) => props.onPerPage(Number(event.currentTarget.value))}
          options={props.pageSizes.map((size) => ({ value: size, label: String(size) }))}
        />
      </label>
      <ButtonGroup>
        <Button icon="double-chevron-left" aria-label="Primeira página" disabled={page <= 1} onClick={() => props.onPage(1)} />
        <Button icon="chevron-left" text="Anterior" disabled={page <= 1} onClick={() => props.onPage(page - 1)} />
        <span className="engine-pager-page" aria-live="polite">
          Página {formatNumber(page)} de {formatNumber(pageCount)}
        </span>
        <Button endIcon="chevron-right" text="Próxima" disabled={page >= pageCount} onClick={() => props.onPage(page + 1)} />
        <Button icon="double-chevron-right" aria-label="Última página" disabled={page >= pageCount} onClick={() => props.onPage(pageCount)} />
      </ButtonGroup>
    </nav>
  );
}
