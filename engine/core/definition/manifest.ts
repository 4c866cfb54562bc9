import type { ManifestEntry } from 'virtual:screens';
import { compareRoutes } from '../routes.ts';
import type { RuntimeScreen } from './runtime.ts';

/**
 * The route manifest of a set of screens: one entry per route of each screen, static routes before
 * parameterised ones (wouter takes the first match). The build serves it in `virtual:screens`; definitions
 * saved while the app runs (or previewed in one admin's browser) bring their own.
 */
export function manifestOf(screens: readonly RuntimeScreen[]): ManifestEntry[] {
  return screens
    .flatMap((definition) =>
      definition.routes.map((route) => {
        const entry: ManifestEntry = {
          id: definition.id,
          route,
          kind: definition.kind,
          permission: definition.permission,
        };
        if (definition.guestOnly !== undefined) entry.guestOnly = definition.guestOnly;
        if (definition.public !== undefined) entry.public = definition.public;
        return entry;
      }),
    )
    .sort((a, b) => compareRoutes(a.route, b.route));
}
