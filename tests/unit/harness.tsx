/**
 * The unit tests' one wiring of the engine: a DataProvider whose unimplemented methods throw, a screen
 * resolved the way the build resolves it, and the providers the app's root gives every screen (notifier,
 * leave guard, registry, cell formats, access, resources, a memory router).
 */
import type { ReactNode } from 'react';
import type { DraftStore } from '../../engine/data/draftStore';
import { DraftsContext } from '../../engine/ui/DraftsContext';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppRegistry } from '../../engine/app/registry';
import { createCellFormats } from '../../engine/app/cellFormats';
import { CellFormatsContext } from '../../engine/ui/CellFormatsContext';
import { createAccess } from '../../engine/core/access';
import type { DataProvider } from '../../engine/core/dataProvider';
import { resolveScreen } from '../../engine/core/definition/resolve';
import type { RuntimeScreen } from '../../engine/core/definition/runtime';
import type { ResourceDefinition, ScreenDefinition } from '../../engine/core/generated';
import { DataProviderContext } from '../../engine/data/DataProviderContext';
import { ResourcesContext } from '../../engine/data/ResourcesContext';
import { AccessContext } from '../../engine/ui/AccessContext';
import { createLeaveGuard, LeaveGuardContext, type LeaveGuard } from '../../engine/ui/leaveGuard';
import { NavigateContext } from '../../engine/ui/NavigateContext';
import { createNotifier, NotifierContext, type Notifier } from '../../engine/ui/notifier';
import { RegistryContext } from '../../engine/ui/RegistryContext';

/** screens/app.json's role that holds every key. */
const ALL_KEYS_ROLE = 'Administrador';

/** A DataProvider whose methods throw unless the test implements them. */
export function testDataProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  const missing = (name: string) => () => {
    throw new Error(`test DataProvider: ${name} not implemented in this test`);
  };
  return {
    list: missing('list'),
    get: missing('get'),
    save: missing('save'),
    remove: missing('remove'),
    fetch: missing('fetch'),
    ...overrides,
  } as DataProvider;
}

/** Resolves an authoring definition with the given resources, as the build does (the screen itself counts as a screen of its resource). */
export function resolveForTest<S extends RuntimeScreen = RuntimeScreen>(
  definition: ScreenDefinition,
  options: { resources?: ResourceDefinition[]; screens?: ScreenDefinition[] } = {},
): S {
  const resources = new Map((options.resources ?? []).map((resource) => [resource.id, resource]));
  return resolveScreen(definition, { resources, screens: [definition, ...(options.screens ?? [])] }) as S;
}

/** What the app's root provides, built fresh per test; `Wrapper` renders children inside all of it. */
export function engineWiring(options: {
  dataProvider?: DataProvider;
  /** The user's roles (default: the all-keys role). */
  roles?: string[];
  /** The router's starting path. */
  path?: string;
  /** The resources of the screen under test (its resolved `resources`). */
  resources?: RuntimeScreen['resources'];
  /** The signed-in user's drafts (default: none kept). */
  drafts?: DraftStore;
} = {}): { Wrapper(props: { children: ReactNode }): ReactNode; memory: ReturnType<typeof memoryLocation>; notifier: Notifier; leaveGuard: LeaveGuard; toasts(): string[] } {
  const memory = memoryLocation({ path: options.path ?? '/', record: true });
  const access = createAccess(options.roles ?? [ALL_KEYS_ROLE], ALL_KEYS_ROLE);
  const notifier = createNotifier();
  const leaveGuard = createLeaveGuard();
  const registry = createAppRegistry();
  const cells = createCellFormats();
  const dataProvider = options.dataProvider ?? testDataProvider();
  const navigate = (to: string) => memory.navigate(to);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NotifierContext.Provider value={notifier}>
        <LeaveGuardContext.Provider value={leaveGuard}>
          <RegistryContext.Provider value={registry}>
            <CellFormatsContext.Provider value={cells}>
              <DataProviderContext.Provider value={dataProvider}>
                <AccessContext.Provider value={access}>
                  <ResourcesContext.Provider value={options.resources ?? {}}>
                    <DraftsContext.Provider value={options.drafts ?? null}>
                      <Router hook={memory.hook}>
                        <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
                      </Router>
                    </DraftsContext.Provider>
                  </ResourcesContext.Provider>
                </AccessContext.Provider>
              </DataProviderContext.Provider>
            </CellFormatsContext.Provider>
          </RegistryContext.Provider>
        </LeaveGuardContext.Provider>
      </NotifierContext.Provider>
    );
  }
  const toasts = () => notifier.getToasts().map((toast) => `${toast.intent}: ${toast.message}`);
  return { Wrapper, memory, notifier, leaveGuard, toasts };
}
