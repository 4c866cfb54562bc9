import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { cellFormats } from '../fields/cells/formats';
import { loadable, type Loadable } from '../ui/loadable';
import type { CellFormat } from '../ui/cellTypes';
import { createRegistry, type Registry } from '../core/registry';
import { CELL_FORMATS, CUSTOM_COMPONENTS, SCREEN_KINDS } from '../core/names';

/** Props every screen renderer and custom component receives. */
export interface ScreenProps<D = any> {
  /** The screen's definition (already validated, `$ref`s inlined). */
  definition: D;
  /** Route parameters (`:_id` → `params._id`). */
  params: Record<string, string>;
}

/** A custom component, loaded on demand so each is its own chunk. */
export type ScreenRenderer = LazyExoticComponent<ComponentType<ScreenProps>>;

/** A screen kind's renderer: its own chunk, fetched ahead of time when the browser is idle. */
export type ScreenKindRenderer = Loadable<ScreenProps>;

/** The engine's registries: screen kinds, cell formats and custom components (rjsf widgets live in the form chunk). */
export interface EngineRegistry {
  screens: Registry<ScreenKindRenderer>;
  cells: Registry<CellFormat>;
  custom: Registry<ScreenRenderer>;
}

/** Each screen kind's renderer: one chunk per kind, so a page loads only the renderers it shows. */
const SCREEN_KIND_RENDERERS: Record<(typeof SCREEN_KINDS)[number], ScreenKindRenderer> = {
  list: loadable(() => import('../kinds/list/ListScreen')),
  form: loadable(() => import('../kinds/form/FormScreen')),
  detail: loadable(() => import('../kinds/detail/DetailScreen')),
  dashboard: loadable(() => import('../kinds/dashboard/DashboardScreen')),
  custom: loadable(() => import('../kinds/custom/CustomScreen')),
};

/**
 * Fetches every screen kind's renderer ahead of time (the shell calls it when the browser is idle after
 * sign-in), so the first list or form the user opens waits only for its data. A failure is ignored: the
 * screen loader asks again when it needs the renderer.
 */
export function preloadScreenKinds(): void {
  for (const renderer of Object.values(SCREEN_KIND_RENDERERS)) renderer.load().catch(() => undefined);
}

/** Builds the registry the app uses. Every key matches engine/core/names.ts (the validator's list). */
export function createDefaultRegistry(): EngineRegistry {
  const screens = createRegistry<ScreenKindRenderer>('screen kind', SCREEN_KIND_RENDERERS);
  const cells = createRegistry<CellFormat>('cell format', cellFormats);
  const custom = createRegistry<ScreenRenderer>('custom component', {
    login: lazy(() => import('../auth/pages/LoginPage')),
    resetPassword: lazy(() => import('../auth/pages/ResetPasswordPage')),
    home: lazy(() => import('../shell/home/HomePage')),
    chatApp: lazy(() => import('../plugins/chat/ChatApp')),
    hierarchyBrowser: lazy(() => import('../plugins/hierarchy/HierarchyBrowser')),
    questionEditor: lazy(() => import('../plugins/question-editor/QuestionEditor')),
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
