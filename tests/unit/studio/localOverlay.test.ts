// @vitest-environment node
/**
 * The local preview overlay (static deployment): turned on, it replaces the running app's definitions and comes
 * back at the next start of this browser; turned off, the build's serve again; without the flag nothing is read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { liveOverrides, type DefinitionOverrides } from '../../../engine/core/definition/overrides';
import { memoryStore, type KeyValueStore } from '../../../engine/data/browserStore';
import { hideLocalOverlay, loadLocalOverlay, LOCAL_OVERLAY_FLAG, localOverlayOn, showLocalOverlay } from '../../../engine/data/localOverlay';

const OVERLAY: DefinitionOverrides = { version: 'v1', source: 'local', manifest: [], screens: {} };

function flags() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key), values };
}

afterEach(() => liveOverrides.set(null));

describe('sobreposição local dos rascunhos', () => {
  it('ligada, vale na hora e na próxima abertura deste navegador; desligada, some', async () => {
    const store = memoryStore();
    const local = flags();
    await showLocalOverlay(store, local, OVERLAY);
    expect(liveOverrides.current()).toEqual(OVERLAY);
    expect(local.values.get(LOCAL_OVERLAY_FLAG)).toBe('v1');
    liveOverrides.set(null);
    await loadLocalOverlay(() => store, local);
    expect(localOverlayOn()).toBe(true);
    await hideLocalOverlay(store, local);
    expect(liveOverrides.current()).toBeNull();
    expect(local.values.has(LOCAL_OVERLAY_FLAG)).toBe(false);
    await expect(store.get('overlay')).resolves.toBeUndefined();
  });

  it('sem a marca deste navegador não lê o IndexedDB nem muda nada (outro navegador, outro usuário)', async () => {
    const reads: string[] = [];
    const store: KeyValueStore = { ...memoryStore({ overlay: OVERLAY }), get: async (key) => void reads.push(key) };
    await loadLocalOverlay(() => store, flags());
    expect(reads).toEqual([]);
    expect(liveOverrides.current()).toBeNull();
  });

  it('uma marca sem sobreposição válida guardada é apagada', async () => {
    const local = flags();
    local.setItem(LOCAL_OVERLAY_FLAG, 'v1');
    await loadLocalOverlay(() => memoryStore({ overlay: { ...OVERLAY, source: 'server' } }), local);
    expect(liveOverrides.current()).toBeNull();
    expect(local.values.has(LOCAL_OVERLAY_FLAG)).toBe(false);
  });

  it('desligar não derruba as definições salvas pelo servidor', async () => {
    const server: DefinitionOverrides = { ...OVERLAY, source: 'server' };
    liveOverrides.set(server);
    await hideLocalOverlay(memoryStore(), flags());
    expect(liveOverrides.current()).toBe(server);
  });
});
