// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from '../../../engine/core/csv';

describe('CSV formula neutralisation', () => {
  it.each(['=1+1', '+55 11 91234-5678', '-2', '@SUM(A1:A2)', '\t=1', '\r=1', '\tqualquer', '\rqualquer', ' =1+1', '   +1', '"=cmd|calc"', "'=1", ' "@x'])(
    'prefixes %j with an apostrophe',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['VERAO10', 'R$ 1.234,56', '10%', 'a=b', 'e-mail@exemplo.com.br', '', ' nome', '"citação"'])('leaves %j as it is', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });

  it('writes a pt-BR CSV: BOM, semicolons, CRLF, neutralised header and cells, quotes where needed', async () => {
    const csv = await toCsv(['Nome', '=Total'], [['VERAO10', '=2*3'], ['Cupom; especial', 'x']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(["Nome;'=Total", "VERAO10;'=2*3", '"Cupom; especial";x']);
  });
});
