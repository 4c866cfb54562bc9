import { getPath } from './template.ts';
import type { WhenSpec } from './definition/runtime.ts';

/** Whether a `when` condition holds for a context; no condition always holds. */
export function matchesWhen(when: WhenSpec | undefined, context: Record<string, unknown>): boolean {
  if (!when) return true;
  const value = getPath(context, when.field);
  const same = (candidate: unknown) => candidate === value || String(candidate) === String(value);
  if (when.in && !when.in.some(same)) return false;
  if (when.notIn && when.notIn.some(same)) return false;
  return true;
}
