import { createContext, useContext } from 'react';
import type { AppDefinition } from '../core/generated';

/** screens/app.json: the all-keys role, landing pages, user menu and session calls (the app's root provides it). */
export const AppDefinitionContext = createContext<AppDefinition | null>(null);

/** The app definition of the nearest provider; throws when there is none (a wiring bug, not a user error). */
export function useAppDefinition(): AppDefinition {
  const app = useContext(AppDefinitionContext);
  if (!app) throw new Error('[engine] no app definition: wrap the app in <AppDefinitionContext.Provider>');
  return app;
}
