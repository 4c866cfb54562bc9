import { describe, expect, it, vi } from 'vitest';

const loadDefinition = vi.hoisted(() => vi.fn());
vi.mock('../../../engine/kinds/screenDefinitions', () => ({ loadDefinition }));

// Modules are shared between the files of a worker: another file may have loaded this one over the real definitions.
vi.resetModules();
const { menuScreenLoads } = await import('../../../engine/shell/layout/menuScreenLoads');

describe("the menu's screens fetched ahead", () => {
  it('one task per screen, each screen once, addresses that open no screen left out; nothing starts before its task runs', async () => {
    loadDefinition.mockResolvedValue(undefined);
    const tasks = menuScreenLoads(['/marketing/cupom', '/nao-existe', '/marketing/cupom', '/marketing/offers']);
    expect(tasks).toHaveLength(2);
    expect(loadDefinition).not.toHaveBeenCalled();
    for (const task of tasks) await task();
    expect(loadDefinition.mock.calls).toEqual([['marketing.cupons'], ['marketing.ofertas']]);
  });
});
