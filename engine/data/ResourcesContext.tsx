import { createContext, useContext } from 'react';
import type { RuntimeResource } from '../core/definition/runtime';

/**
 * The resources the open screen names (its own, its selects', its settings'), by id: a remote select with
 * `{ "resource": "teacher" }` finds its options call here. The screen loader provides each screen's.
 */
export const ResourcesContext = createContext<Readonly<Record<string, RuntimeResource>>>({});

/** The resources of the open screen. */
export function useResources(): Readonly<Record<string, RuntimeResource>> {
  return useContext(ResourcesContext);
}
