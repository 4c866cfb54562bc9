import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadScreen, manifest } from 'virtual:screens';
import { prepareScreenCode } from '../../../engine/app/preloadRoute';
import { createRegistry } from '../../../engine/core/registry';
import { loadDefinition, provideScreenLoaders } from '../../../engine/kinds/screenDefinitions';
import type { EngineRegistry, ScreenKindRenderer } from '../../../engine/ui/RegistryContext';

/** A registry whose list renderer is already loaded (`here`) or still to fetch. */
function registryWithList(here: boolean) {
  const load = vi.fn(async () => () => null);
  const list: ScreenKindRenderer = { load, current: here ? () => null : null };
  const registry = { screens: createRegistry<ScreenKindRenderer>('screen kind', { list }), custom: createRegistry('custom component') } as EngineRegistry;
  return { registry, load };
}

describe("a screen's code, got ready before it draws", () => {
  beforeAll(() => provideScreenLoaders(loadScreen));
  afterEach(() => vi.useRealTimers());

  it('with its renderer and definition already here, is ready without waiting for a timer', async () => {
    await loadDefinition('marketing.cupons');
    vi.useFakeTimers();
    const { registry, load } = registryWithList(true);
    await expect(prepareScreenCode('/marketing/cupom', manifest, registry)).resolves.toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches a renderer not yet here, in the task after the definition', async () => {
    const { registry, load } = registryWithList(false);
    const ready = prepareScreenCode('/marketing/cupom', manifest, registry);
    expect(load).not.toHaveBeenCalled();
    await expect(ready).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
