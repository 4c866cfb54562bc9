import { describe, expect, it } from 'vitest';
import { cell } from '../../../engine/fields/cells/number';

const column = { field: 'Desconto', format: 'number', options: { unit: { field: 'TipoDescontoID', values: { '1': '%', '2': 'R$', '3': 'dias' } } } };

describe('number cell with a unit from another field', () => {
  it('writes each row with its own unit, right-aligned', () => {
    expect(cell.align).toBe('end');
    expect(cell.text(30, column, { TipoDescontoID: 1 })).toBe('30%');
    expect(cell.text(12.5, column, { TipoDescontoID: '1' })).toBe('12,5%');
    expect(cell.text(1500, column, { TipoDescontoID: 2 })).toBe('R$ 1.500,00');
    expect(cell.text('7', column, { TipoDescontoID: 3 })).toBe('7\u00a0dias');
  });

  it('without a known unit, or without the option, shows the plain number', () => {
    expect(cell.text(30, column, { TipoDescontoID: 9 })).toBe('30');
    expect(cell.text(30, column, {})).toBe('30');
    expect(cell.text(1234.5, { field: 'x' }, {})).toBe('1.234,5');
    expect(cell.text(null, column, { TipoDescontoID: 2 })).toBe('');
    expect(cell.text('abc', column, { TipoDescontoID: 2 })).toBe('abc');
  });
});
