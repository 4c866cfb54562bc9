import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScreen } from 'virtual:screens';
import type * as ScreenDefinitions from '../../../engine/kinds/screenDefinitions';

// A fresh copy of the module per test: the loaders it was handed are module state (other test files hand them too).
let definitions: typeof ScreenDefinitions;
beforeEach(async () => {
  vi.resetModules();
  definitions = await import('../../../engine/kinds/screenDefinitions');
});

describe("the screens' definitions as the running app loads them", () => {
  it("loads a public screen through the entry's own loaders, before any signed-in part", async () => {
    await expect(definitions.loadDefinition('auth.login')).resolves.toMatchObject({ id: 'auth.login', kind: 'custom' });
  });

  it('refuses a signed-in screen until the signed-in part hands its loaders over, then loads it (the refusal is not kept)', async () => {
    await expect(definitions.loadDefinition('marketing.cupons')).rejects.toThrow('tela desconhecida fora da sessão: marketing.cupons');
    definitions.provideScreenLoaders(loadScreen);
    await expect(definitions.loadDefinition('marketing.cupons')).resolves.toMatchObject({ id: 'marketing.cupons', kind: 'list' });
  });
});
