import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filter as booleanFilter } from '../../../engine/fields/filters/boolean';
import { Pager } from '../../../engine/ui/Pager';

afterEach(cleanup);

describe('native selects', () => {
  it('announce their pt-BR label only, never Blueprint\'s English "Open dropdown"', () => {
    const { container } = render(
      <>
        <Pager page={1} pageCount={3} perPage={10} pageSizes={[10, 25]} total={30} onPage={() => {}} onPerPage={() => {}} />
        <label htmlFor="situacao">Situação</label>
        <booleanFilter.Control id="situacao" name="Status" property={{ type: 'boolean' } as never} value="" options={{}} onChange={() => {}} />
      </>,
    );
    expect(container.textContent).not.toContain('Open dropdown');
    expect(container.querySelector('[title="Open dropdown"], title')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Linhas por página' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toBeTruthy();
  });
});
