/**
 * The studio's drafts in IndexedDB (through the store interface; an in-memory store stands in): kept across a
 * new start, moved once from the old localStorage key, and never overwritten before they were read.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore, type KeyValueStore } from '../../../engine/data/browserStore';
import { LEGACY_STORAGE_KEY, readDrafts, writeDrafts, type Drafts } from '../../../engine/studio/workspace/drafts';
import { useStoredDrafts } from '../../../engine/studio/workspace/useStoredDrafts';

const COUPONS = 'screens/marketing/cupons.json';
const MENU = 'menu.json';

function legacyStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, removeItem: (key: string) => void values.delete(key), values };
}

/** A store whose reads wait until released, recording every write. */
function slowStore(initial: Drafts) {
  const inner = memoryStore({ drafts: initial });
  const writes: unknown[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const store: KeyValueStore = {
    get: async (key) => {
      await gate;
      return inner.get(key);
    },
    set: async (key, value) => {
      writes.push(value);
      await inner.set(key, value);
    },
    del: async (key) => {
      writes.push(null);
      await inner.del(key);
    },
  };
  return { store, inner, writes, release };
}

describe('rascunhos no IndexedDB', () => {
  it('grava e relê; sem rascunhos, a entrada sai do banco', async () => {
    const store = memoryStore();
    const legacy = legacyStorage();
    const drafts = { [COUPONS]: { text: '{}', base: 'abc' } };
    await writeDrafts(store, drafts);
    await expect(readDrafts(store, legacy)).resolves.toEqual(drafts);
    await writeDrafts(store, {});
    await expect(store.get('drafts')).resolves.toBeUndefined();
    await expect(readDrafts(store, legacy)).resolves.toEqual({});
  });

  it('descarta entradas malformadas', async () => {
    const store = memoryStore({ drafts: { [COUPONS]: { text: 1, base: 'x' }, [MENU]: { text: '{}', base: 'y' } } });
    await expect(readDrafts(store, legacyStorage())).resolves.toEqual({ [MENU]: { text: '{}', base: 'y' } });
  });

  it('migra uma vez os rascunhos da chave antiga do localStorage e apaga a chave', async () => {
    const store = memoryStore({ drafts: { [MENU]: { text: 'novo', base: 'm' } } });
    const legacy = legacyStorage({
      [LEGACY_STORAGE_KEY]: JSON.stringify({ [COUPONS]: { text: 'antigo', base: 'c' }, [MENU]: { text: 'velho', base: 'm' } }),
    });
    const expected = { [COUPONS]: { text: 'antigo', base: 'c' }, [MENU]: { text: 'novo', base: 'm' } };
    await expect(readDrafts(store, legacy)).resolves.toEqual(expected);
    expect(legacy.values.has(LEGACY_STORAGE_KEY)).toBe(false);
    await expect(store.get('drafts')).resolves.toEqual(expected);
  });

  it('se o IndexedDB recusa a gravação, a chave antiga fica para a próxima vez', async () => {
    const store: KeyValueStore = { ...memoryStore(), set: () => Promise.reject(new Error('quota')) };
    const legacy = legacyStorage({ [LEGACY_STORAGE_KEY]: JSON.stringify({ [COUPONS]: { text: 'a', base: 'c' } }) });
    await expect(readDrafts(store, legacy)).resolves.toEqual({ [COUPONS]: { text: 'a', base: 'c' } });
    expect(legacy.values.has(LEGACY_STORAGE_KEY)).toBe(true);
  });

  it('não grava nada antes de terminar a leitura, e uma edição feita durante a leitura vale sobre o guardado', async () => {
    const stored = { [COUPONS]: { text: 'guardado', base: 'c' }, [MENU]: { text: 'menu guardado', base: 'm' } };
    const { store, inner, writes, release } = slowStore(stored);
    const legacy = legacyStorage();
    const { result } = renderHook(() => useStoredDrafts(store, legacy));
    expect(result.current[2]).toBe(false);
    // The studio is usable: an edit while reading.
    act(() => result.current[1]((previous) => ({ ...previous, [MENU]: { text: 'editado', base: 'm' } })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toEqual([]);
    await act(async () => release());
    await waitFor(() => expect(result.current[2]).toBe(true));
    const expected = { [COUPONS]: stored[COUPONS], [MENU]: { text: 'editado', base: 'm' } };
    expect(result.current[0]).toEqual(expected);
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));
    await expect(inner.get('drafts')).resolves.toEqual(expected);
  });
});
