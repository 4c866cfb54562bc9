import { lazy, type ComponentType } from 'react';
import { CUSTOM_COMPONENTS, SCREEN_KINDS } from '../core/names';
import { assertSameKeys, createRegistry } from '../core/registry';
import type { CustomComponentProps } from '../core/screen';
import type { CustomScreen } from '../core/generated';
import { loadable } from '../ui/loadable';
import type { CustomComponent, EngineRegistry, ScreenKindRenderer } from '../ui/RegistryContext';
import { loadHtmlSanitizer } from '../ui/trustedTypes';

/**
 * A chunk whose code may hand markup to an HTML sink (rich text, a library that builds its DOM from a string):
 * it renders once the sanitiser of the Trusted Types policy is in, or that markup would arrive as inert text. A
 * list's only sink is SafeHtml, which waits by itself; the public pages have none.
 */
function withSanitizer<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadHtmlSanitizer()]).then(([module]) => module);
}

/** Each screen kind's renderer: one chunk per kind, so a page loads only the renderers it shows. */
const SCREEN_KIND_RENDERERS: Record<(typeof SCREEN_KINDS)[number], ScreenKindRenderer> = {
  list: loadable(() => import('../kinds/list/ListScreen')),
  form: loadable(withSanitizer(() => import('../kinds/form/FormScreen'))),
  detail: loadable(withSanitizer(() => import('../kinds/detail/DetailScreen'))),
  dashboard: loadable(withSanitizer(() => import('../kinds/dashboard/DashboardScreen'))),
  custom: loadable(() => import('../kinds/custom/CustomScreen')),
};

/**
 * A custom component in its own chunk. The component declares the settings type of its name; the custom
 * screen kind hands it the screen's settings, which the build validated against that very schema.
 */
function component<C extends CustomScreen['component']>(
  importer: () => Promise<{ default: ComponentType<CustomComponentProps<C>> }>,
): CustomComponent {
  return lazy(importer) as unknown as CustomComponent;
}

/**
 * Builds the registry the app uses (its cell formats come with the signed-in part: `createCellFormats`). Every key
 * matches the generated names (the validator's lists).
 */
export function createAppRegistry(): EngineRegistry {
  const screens = createRegistry<ScreenKindRenderer>('screen kind', SCREEN_KIND_RENDERERS);
  const custom = createRegistry<CustomComponent>('custom component', {
    login: component<'login'>(() => import('../auth/pages/LoginPage')),
    resetPassword: component<'resetPassword'>(() => import('../auth/pages/ResetPasswordPage')),
    register: component<'register'>(() => import('../auth/pages/RegisterPage')),
    home: component<'home'>(withSanitizer(() => import('../shell/home/HomePage'))),
    chatApp: component<'chatApp'>(withSanitizer(() => import('../plugins/chat/ChatApp'))),
    calendarApp: component<'calendarApp'>(withSanitizer(() => import('../plugins/calendar/CalendarApp'))),
    hierarchyBrowser: component<'hierarchyBrowser'>(withSanitizer(() => import('../plugins/hierarchy/HierarchyBrowser'))),
    studio: component<'studio'>(withSanitizer(() => import('../studio/DefinitionStudio'))),
  });
  assertSameKeys('screen kind', screens.keys(), SCREEN_KINDS);
  assertSameKeys('custom component', custom.keys(), CUSTOM_COMPONENTS);
  return { screens, custom };
}
