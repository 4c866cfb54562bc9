/** Test wiring of the custom components: a fake DataProvider, the user's roles and a memory router. */
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AccessContext } from '../../../engine/ui/AccessContext';
import { createAccess } from '../../../engine/core/access';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import type { CallSpec, DataProvider } from '../../../engine/core/dataProvider';

export { fakeDataProvider } from '../widgets/harness';

/** A wrapper for renderHook / render, with the router's history to assert navigation. */
export function wiring(options: { dataProvider: DataProvider; roles?: string[]; path?: string }) {
  const memory = memoryLocation({ path: options.path ?? '/', record: true });
  const access = createAccess(options.roles ?? ['Administrador']);
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

/** Fills a call's `:name` query/body values from a context, as the real DataProvider does (for fakes). */
export function templateValues(call: CallSpec, context: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...call.query, ...call.body })) {
    if (typeof value === 'string' && value.startsWith(':')) {
      if (context[value.slice(1)] !== undefined && context[value.slice(1)] !== '') out[key] = context[value.slice(1)];
    } else out[key] = value;
  }
  return out;
}
