import { describe, expect, it, vi } from 'vitest';

const loadDefinition = vi.hoisted(() => vi.fn());
vi.mock('../../../engine/kinds/screenDefinitions', () => ({ loadDefinition }));

const { warmMenuScreens } = await import('../../../engine/shell/layout/warmMenuScreens');

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the menu's screens fetched ahead", () => {
  it('one definition at a time, each screen once, addresses no screen opens skipped, failures passed over', async () => {
    const answers: Array<{ resolve(): void; reject(error: Error): void }> = [];
    loadDefinition.mockImplementation(() => new Promise<void>((resolve, reject) => answers.push({ resolve, reject })));
    warmMenuScreens(['/marketing/cupom', '/nao-existe', '/marketing/cupom', '/marketing/offers']);
    expect(loadDefinition.mock.calls).toEqual([['marketing.cupons']]);
    answers[0].reject(new Error('offline'));
    await settle();
    expect(loadDefinition.mock.calls).toEqual([['marketing.cupons'], ['marketing.ofertas']]);
    answers[1].resolve();
    await settle();
    expect(loadDefinition).toHaveBeenCalledTimes(2);
  });

  it('stops before the next one when asked', async () => {
    loadDefinition.mockReset();
    let finish = () => undefined as void;
    loadDefinition.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = warmMenuScreens(['/marketing/cupom', '/marketing/offers']);
    stop();
    finish();
    await settle();
    expect(loadDefinition).toHaveBeenCalledTimes(1);
  });
});
