import type { CallSpec } from './dataProvider';

/** Shows an action only when a field of the context is (or is not) one of some values. */
export interface WhenSpec {
  field: string;
  in?: unknown[];
  notIn?: unknown[];
}

interface ActionBase {
  label: string;
  icon?: string;
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  permission?: string | null;
  when?: WhenSpec;
}

/** The action shapes of the definition format (schemas/README.md, "Actions"). */
export type ActionSpec =
  | (ActionBase & { kind: 'link'; route: string })
  | (ActionBase & { kind: 'call'; call: CallSpec; confirm?: string; success?: string })
  | (ActionBase & {
      kind: 'form';
      title?: string;
      schema: Record<string, unknown>;
      uiSchema?: Record<string, unknown>;
      call: CallSpec;
      /** Opens the form filled with the context's values for the schema's properties (an edit dialog). */
      prefill?: boolean;
      /** Text of the dialog's submit button (default: the label). */
      submitLabel?: string;
      success?: string;
    });
