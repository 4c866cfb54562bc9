import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../engine/data/ApiError';
import { useQueries, useQuery } from '../../../engine/data/useQuery';
import { deferred } from '../deferred';

afterEach(cleanup);

describe('useQuery', () => {
  it('loads, keeps the last answer while the key changes, and aborts the request it leaves', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(({ page }) => useQuery({ key: page, fetch: (signal) => (signals.push(signal), answers[page - 1].promise) }), { initialProps: { page: 1 } });
    expect(result.current).toMatchObject({ isPending: true, isFirstLoad: true, data: undefined });
    await act(async () => answers[0].resolve('página 1'));
    expect(result.current).toMatchObject({ data: 'página 1', isPending: false, isFirstLoad: false, error: null });
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: 'página 1', isPending: true, isFirstLoad: false });
    await act(async () => answers[1].resolve('página 2'));
    expect(result.current.data).toBe('página 2');
    // The first request was left for the second: its signal is aborted (its answer, if late, is ignored).
    expect(signals[0].aborted).toBe(true);
  });

  it('shows a pt-BR error, keeps the data, and reloads on refetch', async () => {
    const fetch = vi.fn().mockResolvedValueOnce('ok').mockRejectedValueOnce(new ApiError('Servidor fora do ar.', { reason: 'http', status: 500 })).mockResolvedValueOnce('de novo');
    const { result } = renderHook(() => useQuery({ key: 'x', fetch }));
    await waitFor(() => expect(result.current.data).toBe('ok'));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.error).toBe('Servidor fora do ar.'));
    expect(result.current.data).toBe('ok');
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe('de novo'));
    expect(result.current.error).toBeNull();
  });

  it('runs nothing when disabled', () => {
    const fetch = vi.fn();
    const { result } = renderHook(() => useQuery({ key: 'x', fetch, enabled: false }));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ isPending: false, isFirstLoad: false });
  });

  it('reads as loading in the very render that enables it or changes its key, never as an empty answer', async () => {
    const seen: Array<{ isPending: boolean; data: unknown }> = [];
    const { result, rerender } = renderHook(
      ({ active }) => {
        const state = useQuery({ key: 'painel', enabled: active, fetch: async () => 'dados' });
        seen.push({ isPending: state.isPending, data: state.data });
        return state;
      },
      { initialProps: { active: false } },
    );
    seen.length = 0;
    rerender({ active: true });
    expect(seen[0]).toEqual({ isPending: true, data: undefined });
    await waitFor(() => expect(result.current.data).toBe('dados'));
    expect(seen.filter((state) => !state.isPending).every((state) => state.data === 'dados')).toBe(true);
  });

  it('shows an earlier answer for its key at once, as a refresh, then the fresh one', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const kept: Record<number, string> = { 1: 'página 1 vista antes' };
    const fetch = vi.fn((page: number) => answers[page - 1].promise);
    const { result, rerender } = renderHook(({ page }) => useQuery({ key: page, fetch: () => fetch(page), placeholder: () => kept[page] }), { initialProps: { page: 1 } });
    // The very first render already draws it: no first-load shape. The fresh request starts after that frame.
    expect(result.current).toMatchObject({ data: 'página 1 vista antes', isPending: true, isFirstLoad: false });
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(1));
    await act(async () => answers[0].resolve('página 1 nova'));
    expect(result.current).toMatchObject({ data: 'página 1 nova', isPending: false });
    // A key with nothing kept keeps the previous key's answer while it loads, as before.
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: 'página 1 nova', isPending: true, isFirstLoad: false });
    await act(async () => answers[1].resolve('página 2'));
    expect(result.current.data).toBe('página 2');
  });

  it('draws an earlier answer once: no second render before its fresh request answers', async () => {
    const answer = deferred<string>();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useQuery({ key: 'cupons', fetch: () => answer.promise, placeholder: () => 'página vista antes' });
    });
    expect(result.current).toMatchObject({ data: 'página vista antes', isPending: true, isFirstLoad: false });
    // The request starts after the next frame; until its answer nothing re-renders the screen.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(renders).toBe(1);
    await act(async () => answer.resolve('página nova'));
    expect(result.current).toMatchObject({ data: 'página nova', isPending: false });
    expect(renders).toBe(2);
  });

  it('the fresh copy of an answer shown from before keeps the objects that did not change', async () => {
    const kept = { total: 2, rows: [{ id: 1, Nome: 'INDICACAO25' }, { id: 2, Nome: 'FOCO50' }] };
    const answers = [deferred<typeof kept>(), deferred<typeof kept>()];
    let call = 0;
    const { result } = renderHook(() => useQuery({ key: 'cupons', fetch: () => answers[call++].promise, placeholder: () => kept }));
    expect(result.current.data).toBe(kept);
    await waitFor(() => expect(call).toBe(1));
    // The same page again: the screen keeps drawing from the very objects it had.
    await act(async () => answers[0].resolve(JSON.parse(JSON.stringify(kept)) as typeof kept));
    expect(result.current).toMatchObject({ isPending: false });
    expect(result.current.data).toBe(kept);
    // One row changed: only it is new.
    act(() => result.current.refetch());
    await waitFor(() => expect(call).toBe(2));
    const changed = JSON.parse(JSON.stringify(kept)) as typeof kept;
    changed.rows[1].Nome = 'FOCO60';
    await act(async () => answers[1].resolve(changed));
    expect(result.current.data).toEqual(changed);
    expect(result.current.data!.rows[0]).toBe(kept.rows[0]);
    expect(result.current.data!.rows[1]).not.toBe(kept.rows[1]);
  });

  it('a deferred query asks after the first frame, and not at all if the component left before', async () => {
    const fetch = vi.fn(async () => 'visões');
    const { result } = renderHook(() => useQuery({ key: 'x', fetch, deferred: true }));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ isPending: true, isFirstLoad: true });
    await waitFor(() => expect(result.current.data).toBe('visões'));
    expect(fetch).toHaveBeenCalledTimes(1);

    const never = vi.fn(async () => 'nada');
    const { unmount } = renderHook(() => useQuery({ key: 'y', fetch: never, deferred: true }));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(never).not.toHaveBeenCalled();
  });

  it('aborts the request in flight when the component leaves, and ignores its answer', async () => {
    const answer = deferred<string>();
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(() => useQuery({ key: 'x', fetch: (signal) => ((seen = signal), answer.promise) }));
    unmount();
    expect(seen?.aborted).toBe(true);
    await act(async () => answer.resolve('tarde demais'));
  });
});

describe('useQueries', () => {
  it('loads each query on its own: one fails, the others show, and one can reload alone', async () => {
    const vendas = vi.fn().mockRejectedValueOnce(new Error('Falhou.')).mockResolvedValueOnce({ total: 3 });
    const totais = vi.fn().mockResolvedValue({ total: 9 });
    const { result } = renderHook(() => useQueries({ vendas: { key: 'v', fetch: vendas }, totais: { key: 't', fetch: totais } }));
    await waitFor(() => expect(result.current.states.vendas.error).toBe('Falhou.'));
    expect(result.current.states.totais.data).toEqual({ total: 9 });
    act(() => result.current.refetch('vendas'));
    await waitFor(() => expect(result.current.states.vendas.data).toEqual({ total: 3 }));
    expect(totais).toHaveBeenCalledTimes(1);
  });
});
