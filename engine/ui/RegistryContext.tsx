import { createContext, useContext } from 'react';
import { defaultRegistry, type EngineRegistry } from '../app/registry';

/** The engine registry in use; tests may pass a registry of their own. */
export const RegistryContext = createContext<EngineRegistry>(defaultRegistry);

/** The engine registry of the nearest provider (the default one when none). */
export function useRegistry(): EngineRegistry {
  return useContext(RegistryContext);
}
