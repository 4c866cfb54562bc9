import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

/**
 * A field editor: an rjsf field (`"ui:field": "<name>"`) for a value a plain widget cannot edit (a list of
 * alternatives with their rules, items picked from a hierarchy), plus what it adds to the form's saving.
 * It reads the whole form's data through the form context (`formContext.formData`).
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
  /** The whole form's data (an editor may depend on another field, e.g. the question's type). */
  formData: Record<string, unknown>;
  /** Whether a save was tried: editors show their own messages from then on. */
  submitAttempted: boolean;
}
