import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemovalQueue, removalKey } from '../../../engine/data/removalQueue';
import { testDataProvider } from '../harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const call = { method: 'POST', endpoint: '/api/cupons/remove-cupom', body: { CupomID: '{CupomID}' } } as const;
const item = (id: number) => ({ call, context: { CupomID: id }, key: removalKey('coupon', id) });

describe('removal queue (Desfazer)', () => {
  it('hides the record at once and calls nothing until the window ends; then calls and keeps it hidden', async () => {
    const remove = vi.fn().mockResolvedValue(null);
    const queue = createRemovalQueue(testDataProvider({ remove }), 5000);
    const settled = vi.fn();
    queue.schedule([item(7)], { onSettled: settled });
    expect(queue.isHidden('coupon:7')).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(remove).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(remove).toHaveBeenCalledWith(call, { context: { CupomID: 7 } });
    expect(settled).toHaveBeenCalledWith({ done: [item(7)], failed: [] });
    expect(queue.getSettled()).toBe(1);
    // A list fetched before the call still holds the row: it stays out.
    expect(queue.isHidden('coupon:7')).toBe(true);
  });

  it('Desfazer within the window shows the record again and never calls', async () => {
    const remove = vi.fn().mockResolvedValue(null);
    const queue = createRemovalQueue(testDataProvider({ remove }), 5000);
    const listener = vi.fn();
    queue.subscribe(listener);
    const handle = queue.schedule([item(3)]);
    vi.advanceTimersByTime(3000);
    expect(handle.undo()).toBe(true);
    expect(queue.isHidden('coupon:3')).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(remove).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.getSettled()).toBe(0);
  });

  it('a failed call shows the record again and reports the error; commit and flush call at once', async () => {
    const error = new Error('Cupom em uso.');
    const remove = vi.fn().mockRejectedValueOnce(error).mockResolvedValue(null);
    const queue = createRemovalQueue(testDataProvider({ remove }), 5000);
    const settled = vi.fn();
    queue.schedule([item(1)], { onSettled: settled }).commit();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith({ done: [], failed: [{ item: item(1), error }] });
    expect(queue.isHidden('coupon:1')).toBe(false);

    const handle = queue.schedule([item(2)]);
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(remove).toHaveBeenCalledTimes(2);
    expect(handle.undo()).toBe(false);
  });
});
