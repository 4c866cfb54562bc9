import { getPath } from '../../core/template';
import type { ActionSpec } from '../../core/definition/runtime';

/**
 * The accessible name of an action's button: its label plus the record it is about ("Editar cupom
 * INDICACAO25"), so the ten "Editar" buttons of a page are told apart by screen readers; undefined (the
 * visible label) when the record has no name to give.
 */
export function actionName(action: ActionSpec, context: Record<string, unknown>): string | undefined {
  if (!action.about) return undefined;
  const value = getPath(context, action.about.labelField);
  if (value === undefined || value === null || value === '' || typeof value === 'object') return undefined;
  return `${action.label} ${action.about.title} ${String(value)}`;
}
