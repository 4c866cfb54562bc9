import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { Registry } from '../core/registry';
import type { CustomComponentProps, ScreenProps } from '../core/screen';
import type { Loadable } from './loadable';

/** A screen kind's renderer: its own chunk, fetched ahead of time when the browser is idle. */
// `any`: each kind's renderer takes its own runtime screen type; the loader hands it the screen of its kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenKindRenderer = Loadable<ScreenProps<any>>;

/** A custom component, loaded on demand so each is its own chunk. */
export type CustomComponent = LazyExoticComponent<ComponentType<CustomComponentProps>>;

/** The engine's registries the screens read: screen kinds and custom components (the cell formats: CellFormatsContext). */
export interface EngineRegistry {
  screens: Registry<ScreenKindRenderer>;
  custom: Registry<CustomComponent>;
}

/** The engine registry in use: the app's composition root provides it; tests provide their own. */
export const RegistryContext = createContext<EngineRegistry | null>(null);

/** The engine registry of the nearest provider; throws when there is none (a wiring bug, not a user error). */
export function useRegistry(): EngineRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('[engine] no registry: wrap the screens in <RegistryContext.Provider>');
  return registry;
}
