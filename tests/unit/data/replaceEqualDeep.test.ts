import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from '../../../engine/data/replaceEqualDeep';

describe('replaceEqualDeep', () => {
  const page = { total: 2, rows: [{ id: 1, Nome: 'INDICACAO25', Tags: ['a'] }, { id: 2, Nome: 'FOCO50', Tags: [] }] };

  it('an equal answer is the previous object itself', () => {
    const fresh = JSON.parse(JSON.stringify(page)) as typeof page;
    expect(replaceEqualDeep(page, fresh)).toBe(page);
  });

  it('of a page where one row changed, only that row (and what holds it) is new', () => {
    const fresh = JSON.parse(JSON.stringify(page)) as typeof page;
    fresh.rows[1].Nome = 'FOCO60';
    const shared = replaceEqualDeep(page, fresh);
    expect(shared).not.toBe(page);
    expect(shared).toEqual(fresh);
    expect(shared.rows).not.toBe(page.rows);
    expect(shared.rows[0]).toBe(page.rows[0]);
    expect(shared.rows[1]).not.toBe(page.rows[1]);
    expect(shared.rows[1].Tags).toBe(page.rows[1].Tags);
  });

  it('counts added, removed and reordered parts as changes', () => {
    expect(replaceEqualDeep([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(replaceEqualDeep({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const previous = { a: 1 };
    const added = replaceEqualDeep(previous, { a: 1, b: undefined });
    expect(added).not.toBe(previous);
    expect(Object.hasOwn(added, 'b')).toBe(true);
    const rows = [{ id: 1 }, { id: 2 }];
    const swapped = replaceEqualDeep(rows, [{ id: 2 }, { id: 1 }]);
    expect(swapped).not.toBe(rows);
    expect(swapped).toEqual([{ id: 2 }, { id: 1 }]);
  });

  it('compares plain objects and arrays only: other objects are kept from the answer unless identical', () => {
    const date = new Date(0);
    const fresh = { when: new Date(0) };
    expect(replaceEqualDeep({ when: date }, fresh).when).toBe(fresh.when);
    expect(replaceEqualDeep('a', 'b')).toBe('b');
    expect(replaceEqualDeep(null, { a: 1 })).toEqual({ a: 1 });
  });
});
