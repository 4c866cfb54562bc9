/** Test wiring of the custom components: a fake DataProvider, the user's roles, a memory router and screens. */
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AccessContext } from '../../../engine/ui/AccessContext';
import { createAccess } from '../../../engine/core/access';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import type { CallSpec, DataProvider } from '../../../engine/core/dataProvider';
import type { CustomScreen } from '../../../engine/core/generated';
import type { RuntimeCustomScreen, RuntimeResource } from '../../../engine/core/definition/runtime';
import { fillTemplate } from '../../../engine/core/template';

export { fakeDataProvider } from '../widgets/harness';

/** app.json's role that holds every key (screens/app.json `allKeysRole`). */
export const ALL_KEYS_ROLE = 'Administrador';

/** A wrapper for renderHook / render, with the router's history to assert navigation. */
export function wiring(options: { dataProvider: DataProvider; roles?: string[]; path?: string }) {
  const memory = memoryLocation({ path: options.path ?? '/', record: true });
  const access = createAccess(options.roles ?? [ALL_KEYS_ROLE], ALL_KEYS_ROLE);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DataProviderContext.Provider value={options.dataProvider}>
        <AccessContext.Provider value={access}>
          <Router hook={memory.hook}>{children}</Router>
        </AccessContext.Provider>
      </DataProviderContext.Provider>
    );
  }
  return { Wrapper, memory };
}

/** Fills a call's `{name}` query/body values from a context, as the real DataProvider does (for fakes). */
export function templateValues(call: CallSpec, context: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...fillTemplate(call.query, context), ...fillTemplate(call.body, context) };
}

/** A custom screen as the engine runs it (what the build resolves), for rendering a component directly. */
export function customScreen(options: {
  component: CustomScreen['component'];
  settings: unknown;
  title: string;
  route?: string;
  resources?: Record<string, RuntimeResource>;
}): RuntimeCustomScreen {
  const route = options.route ?? '/testes';
  return {
    id: 'testes.custom',
    kind: 'custom',
    component: options.component,
    settings: options.settings,
    route,
    routes: [route],
    title: options.title,
    permission: null,
    resources: options.resources ?? {},
  };
}
