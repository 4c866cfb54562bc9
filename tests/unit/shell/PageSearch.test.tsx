import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type * as AccessModule from '../../../engine/core/access';
import type * as DataProviderModule from '../../../engine/data/DataProviderContext';
import type * as PageSearchModule from '../../../engine/shell/layout/PageSearch';
import type { MenuPage } from '../../../engine/shell/menu/types';
import type * as AccessContextModule from '../../../engine/ui/AccessContext';
import type * as AppDefinitionModule from '../../../engine/ui/AppDefinitionContext';
import type * as HarnessModule from '../harness';
import { APP } from '../auth/appDefinition';

vi.mock('../../../engine/auth/SessionProvider', () => ({
  useSession: () => ({ status: 'authenticated', landing: '/home', user: { _id: 'u1', name: 'Ana', email: 'ana@exemplo.com.br', roles: [] } }),
}));

const PAGES: MenuPage[] = [
  { id: 'cupons', title: 'Cupons', icon: 'tag', url: '/marketing/cupom', trail: ['Marketing'] },
  { id: 'cursos', title: 'Cursos', icon: 'book', url: '/produto/cursos', trail: ['Produtos'] },
];

// Fresh engine modules (the providers with them): the search's chunk not loaded yet, as on the first screen of a
// visit, whatever another test file of this worker did.
let engine: typeof PageSearchModule & typeof AccessModule & typeof AccessContextModule & typeof AppDefinitionModule & typeof DataProviderModule & typeof HarnessModule;
beforeAll(async () => {
  vi.resetModules();
  engine = {
    ...(await import('../../../engine/shell/layout/PageSearch')),
    ...(await import('../../../engine/core/access')),
    ...(await import('../../../engine/ui/AccessContext')),
    ...(await import('../../../engine/ui/AppDefinitionContext')),
    ...(await import('../../../engine/data/DataProviderContext')),
    ...(await import('../harness')),
  };
});

function setup() {
  const { PageSearch, createAccess, AccessContext, AppDefinitionContext, DataProviderContext, testDataProvider } = engine;
  const memory = memoryLocation({ path: '/home', record: true });
  render(
    <AppDefinitionContext.Provider value={APP}>
      <AccessContext.Provider value={createAccess(['Administrador'], APP.allKeysRole)}>
        <DataProviderContext.Provider value={testDataProvider()}>
          <Router hook={memory.hook}>
            <PageSearch pages={PAGES} />
          </Router>
        </DataProviderContext.Provider>
      </AccessContext.Provider>
    </AppDefinitionContext.Provider>,
  );
  return memory;
}

const search = () => screen.getByRole('combobox', { name: 'Buscar página' }) as HTMLInputElement;

afterEach(cleanup);

describe('PageSearch', () => {
  // In this order: the chunk, once in, stays in (the next render gets the search at once).
  it('focuses the stand-in with Ctrl+K', () => {
    setup();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(search());
  });

  it('stands in with a plain input until its code arrives, then hands over what was typed and the focus', async () => {
    const memory = setup();
    const standIn = search();
    // Nothing suggests yet: the suggestions' code is not asked for before the first screen or a first use.
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'cup' } });
    // The search that arrives keeps the text and the focus, and suggests from it.
    const option = await screen.findByRole('option', { name: /Cupons/ });
    await waitFor(() => expect(search()).not.toBe(standIn));
    expect(search().value).toBe('cup');
    expect(document.activeElement).toBe(search());
    expect(search().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(option);
    expect(memory.history.at(-1)).toBe('/marketing/cupom');
  });
});
