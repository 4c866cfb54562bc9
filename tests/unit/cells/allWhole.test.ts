import { describe, expect, it } from 'vitest';
import { allWhole } from '../../../engine/kinds/dashboard/charts/allWhole';

describe('whole-number value axes', () => {
  it('counts (every value whole) get whole ticks; money with cents or any fraction does not', () => {
    expect(allWhole([[0, 1, 2], [3]])).toBe(true);
    expect(allWhole([[0, 1.5]])).toBe(false);
    expect(allWhole([[2], [19.9]])).toBe(false);
    expect(allWhole([])).toBe(true);
  });
});
