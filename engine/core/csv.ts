/**
 * A cell a spreadsheet would read as a formula (CSV injection): it starts with `= + - @`, also after
 * leading spaces or quotes (spreadsheets skip them), or with a tab or a carriage return.
 */
const FORMULA_START = /^[\s"']*[=+\-@]|^[\t\r]/;

/** Neutralises a cell that a spreadsheet would run as a formula by prefixing an apostrophe. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV for pt-BR spreadsheets: `;` separator, CRLF rows, UTF-8 BOM, formula cells neutralised. The CSV library
 * loads on the first export, not with the list.
 */
export async function toCsv(header: string[], rows: string[][]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const body = Papa.unparse(
    { fields: header.map(neutraliseCell), data: rows.map((row) => row.map(neutraliseCell)) },
    { delimiter: ';', newline: '\r\n', quotes: false },
  );
  return '\uFEFF' + body;
}

/** Offers a text as a file download in the browser. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
