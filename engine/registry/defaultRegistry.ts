import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { cellFormats } from '../renderers/cells/formats';
import type { CellFormat } from '../renderers/cells/types';
import { createRegistry, type Registry } from './createRegistry';
import { CELL_FORMATS, CUSTOM_COMPONENTS, SCREEN_KINDS } from './names';

/** Props every screen renderer and custom component receives. */
export interface ScreenProps<D = any> {
  /** The screen's definition (already validated, `$ref`s inlined). */
  definition: D;
  /** Route parameters (`:_id` → `params._id`). */
  params: Record<string, string>;
}

/** A screen renderer, loaded on demand so each kind is its own chunk. */
export type ScreenRenderer = LazyExoticComponent<ComponentType<ScreenProps>>;

/** The engine's registries: screen kinds, cell formats and custom components (rjsf widgets live in the form chunk). */
export interface EngineRegistry {
  screens: Registry<ScreenRenderer>;
  cells: Registry<CellFormat>;
  custom: Registry<ScreenRenderer>;
}

/** Builds the registry the app uses. Every key matches engine/registry/names.ts (the validator's list). */
export function createDefaultRegistry(): EngineRegistry {
  const screens = createRegistry<ScreenRenderer>('screen kind', {
    list: lazy(() => import('../renderers/list/ListScreen')),
    form: lazy(() => import('../renderers/form/FormScreen')),
    detail: lazy(() => import('../renderers/detail/DetailScreen')),
    dashboard: lazy(() => import('../renderers/dashboard/DashboardScreen')),
    custom: lazy(() => import('../renderers/custom/CustomScreen')),
  });
  const cells = createRegistry<CellFormat>('cell format', cellFormats);
  const custom = createRegistry<ScreenRenderer>('custom component', {
    login: lazy(() => import('../auth/pages/LoginPage')),
    resetPassword: lazy(() => import('../auth/pages/ResetPasswordPage')),
    home: lazy(() => import('../shell/home/HomePage')),
  });
  assertSameKeys('screen kind', screens.keys(), SCREEN_KINDS);
  assertSameKeys('cell format', cells.keys(), CELL_FORMATS);
  assertSameKeys('custom component', custom.keys(), CUSTOM_COMPONENTS);
  return { screens, cells, custom };
}

// The validator checks definitions against names.ts; a registry that drifted from it would let a
// definition pass validation and then fail at run time.
function assertSameKeys(kind: string, actual: readonly string[], expected: readonly string[]) {
  const missing = expected.filter((key) => !actual.includes(key));
  const extra = actual.filter((key) => !expected.includes(key));
  if (missing.length || extra.length) {
    throw new Error(`[engine] ${kind} registry differs from names.ts: missing ${missing.join(', ') || '-'}, extra ${extra.join(', ') || '-'}`);
  }
}

/** The registry of the running app. */
export const defaultRegistry: EngineRegistry = createDefaultRegistry();
