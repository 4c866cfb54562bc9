/** Test wiring of the custom components: the shared engine wiring, templates as the DataProvider fills them, screens. */
import type { CallSpec, DataProvider } from '../../../engine/core/dataProvider';
import type { CustomScreen } from '../../../engine/core/generated';
import type { RuntimeCustomScreen, RuntimeResource } from '../../../engine/core/definition/runtime';
import { fillTemplate } from '../../../engine/core/template';

import { engineWiring } from '../harness';

export { testDataProvider as fakeDataProvider } from '../harness';

/** The last wiring made (its leave guard, for assertions). */
let latest: ReturnType<typeof engineWiring> | undefined;

/** A wrapper for renderHook / render, with the router's history to assert navigation. */
export function wiring(options: { dataProvider: DataProvider; roles?: string[]; path?: string }) {
  latest = engineWiring(options);
  return latest;
}

/** Whether the last wiring's leave guard is set (a screen with unsaved work). */
export function hasLeaveGuard(): boolean {
  return latest?.leaveGuard.isSet() ?? false;
}

/** Fills a call's `{name}` query/body values from a context, as the real DataProvider does (for fakes). */
export function templateValues(call: CallSpec, context: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...fillTemplate(call.query, context), ...fillTemplate(call.body, context) };
}

/** A custom screen as the engine runs it (what the build resolves), for rendering a component directly. */
export function customScreen(options: {
  component: CustomScreen['component'];
  settings: unknown;
  title: string;
  route?: string;
  resources?: Record<string, RuntimeResource>;
}): RuntimeCustomScreen {
  const route = options.route ?? '/testes';
  return {
    id: 'testes.custom',
    kind: 'custom',
    component: options.component,
    settings: options.settings,
    route,
    routes: [route],
    title: options.title,
    permission: null,
    resources: options.resources ?? {},
  };
}
