import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_PRESETS } from '../../../engine/fields/filters/date/datePresets';
import { FilterBar, preloadFilterBar } from '../../../engine/fields/filters/FilterBar';
import { filter as dateFilter } from '../../../engine/fields/filters/date';
import { filterWidgets } from '../../../engine/fields/filters';

afterEach(cleanup);

const SCHEMA = {
  type: 'object',
  properties: {
    DataInicio: { type: 'string', format: 'date', title: 'De' },
    DataFinal: { type: 'string', format: 'date', title: 'Até' },
  },
};
const UI = { DataInicio: { 'ui:options': { rangeEnd: 'DataFinal' } } };

describe('date filters', () => {
  it('periods are whole local days: today, 7 and 30 days back, this month, last month', () => {
    const today = new Date(2026, 1, 10); // 10/02/2026
    expect(Object.fromEntries(DATE_PRESETS.map((preset) => [preset.label, preset.range(today)]))).toEqual({
      Hoje: ['2026-02-10', '2026-02-10'],
      '7 dias': ['2026-02-04', '2026-02-10'],
      '30 dias': ['2026-01-12', '2026-02-10'],
      'Este mês': ['2026-02-01', '2026-02-28'],
      'Mês passado': ['2026-01-01', '2026-01-31'],
    });
  });

  it('a bar about to be drawn fetches its date inputs\' code ahead, once per date filter, and nothing for others', () => {
    const preload = vi.spyOn(filterWidgets.date, 'preload');
    try {
      preloadFilterBar({ type: 'object', properties: { ...SCHEMA.properties, Nome: { type: 'string', title: 'Nome' } } }, UI);
      expect(preload).toHaveBeenCalledTimes(2);
      preload.mockClear();
      preloadFilterBar({ type: 'object', properties: { Nome: { type: 'string', title: 'Nome' }, Ativo: { type: 'boolean', title: 'Ativo' } } });
      expect(preload).not.toHaveBeenCalled();
    } finally {
      preload.mockRestore();
    }
  });

  it('sends an ISO date for a complete real date, nothing for a half-typed or impossible one', () => {
    const property = { type: 'string', format: 'date' } as never;
    expect(dateFilter.parse('05/01/2026', property)).toBe('2026-01-05');
    expect(dateFilter.parse('2026-01-05', property)).toBe('2026-01-05');
    expect(dateFilter.parse('05/01/20', property)).toBeUndefined();
    expect(dateFilter.parse('31/02/2026', property)).toBeUndefined();
  });

  it('types dd/mm/aaaa through the mask, shows the applied ISO value as dd/mm/aaaa, and a period fills both ends and applies', async () => {
    const onApply = vi.fn();
    render(<FilterBar schema={SCHEMA} uiSchema={UI} value={{ DataFinal: '2026-03-31' }} onApply={onApply} />);
    // The masked input arrives with its chunk (a read-only box stands in until then).
    await waitFor(() => expect((screen.getByLabelText('Até') as HTMLInputElement).readOnly).toBe(false));
    const start = screen.getByLabelText('De') as HTMLInputElement;
    const end = screen.getByLabelText('Até') as HTMLInputElement;
    await waitFor(() => expect(end.value).toBe('31/03/2026'));
    expect(start.placeholder).toBe('dd/mm/aaaa');

    fireEvent.input(start, { target: { value: '01032026' } });
    await waitFor(() => expect(start.value).toBe('01/03/2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(onApply).toHaveBeenLastCalledWith({ DataInicio: '2026-03-01', DataFinal: '2026-03-31' });

    fireEvent.input(start, { target: { value: '31022026' } });
    await screen.findByRole('alert');
    expect(start.getAttribute('aria-invalid')).toBe('true');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 20));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mês passado' }));
    });
    vi.useRealTimers();
    expect(onApply).toHaveBeenLastCalledWith({ DataInicio: '2026-04-01', DataFinal: '2026-04-30' });
    await waitFor(() => expect(start.value).toBe('01/04/2026'));
    expect(end.value).toBe('30/04/2026');
  });
});
