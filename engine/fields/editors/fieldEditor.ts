import type { FieldProps } from '@rjsf/utils';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * A field editor: an rjsf field (`"ui:field": "<name>"`) for a value a plain widget cannot edit (a list of
 * alternatives with their rules, items picked from a hierarchy), plus what it adds to the form's saving.
 * It reads the whole form's data with {@link useWholeFormData}.
 */
export interface FieldEditor {
  /** The rjsf field component. */
  Field: ComponentType<FieldProps>;
  /** Messages that keep the form from saving (shown under the field), from the field's value and the whole data. */
  validate?(value: unknown, options: Record<string, unknown>, formData: Record<string, unknown>): string[];
  /** Other fields' values derived from this one when saving (e.g. the letter of the right alternative). */
  derive?(value: unknown, options: Record<string, unknown>, formData: Record<string, unknown>): Record<string, unknown>;
}

/** What the engine's form puts in rjsf's form context for its field editors. */
export interface EngineFormContext {
  /** Whether a save was tried: editors show their own messages from then on. */
  submitAttempted: boolean;
}

/**
 * The whole form's data, provided by the engine's form. Not in rjsf's form context: rjsf compares every
 * field's props (its registry, form context included) before drawing it again, so data there would draw
 * every field of the form again at each key typed; a React context draws again only the editors reading it.
 */
export const WholeFormDataContext = createContext<Record<string, unknown> | null>(null);

/** The whole form's data, for an editor that depends on another field (e.g. the question's type). */
export function useWholeFormData(): Record<string, unknown> {
  const data = useContext(WholeFormDataContext);
  if (!data) throw new Error('[engine] useWholeFormData: a field editor used outside the engine form');
  return data;
}
