import { useState } from 'react';
import type { Row } from '../../core/dataProvider';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';

/** Rows per page of a dashboard table with more rows than the first size; its scroll box shows ten at a time. */
const PAGE_SIZES = [100, 250, 500];

/**
 * A dashboard table over the rows its answer brought all at once (a dashboard's sources are not paged by the
 * server). Up to {@link PAGE_SIZES}[0] rows are all drawn in the table's scroll box; past that they are paged here.
 * Drawn whole (the table draws a first frame's share, then every row), the 23 258 orders of the ten best-selling
 * coupons (the mock at 1000× its data) were 186 000 cells, and the coupons' dashboard took up to 15 s to show.
 */
export function DashboardTable(props: { title: string; rows: Row[]; columns: TableColumn[] }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const { rows } = props;
  if (rows.length <= PAGE_SIZES[0]) return <DataTable label={props.title} rows={rows} columns={props.columns} maxVisibleRows={10} />;
  const pageCount = Math.ceil(rows.length / perPage);
  // A new answer (another filter) may have fewer pages than the one on display.
  const current = Math.min(page, pageCount);
  return (
    <>
      <DataTable label={props.title} rows={rows.slice((current - 1) * perPage, current * perPage)} columns={props.columns} maxVisibleRows={10} />
      <Pager
        page={current}
        pageCount={pageCount}
        perPage={perPage}
        pageSizes={PAGE_SIZES}
        total={rows.length}
        onPage={setPage}
        onPerPage={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      />
    </>
  );
}
