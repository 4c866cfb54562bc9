/**
 * The parts of a `form` definition the form renderer reads (schemas/README.md, "form"). The generated
 * `FormScreen` type (engine/core/generated) is structurally assignable to this.
 */
import type { RecordCallSpec } from '../../core/dataProvider';
import type { ActionSpec } from '../../core/actionTypes';

/** A form screen definition, as the renderer needs it. */
export interface FormDefinition {
  id: string;
  title: string;
  description?: string;
  route: string;
  permission: string | null;
  /** Route param holding the record id; present = edit mode. */
  idParam?: string;
  /** The JSON Schema of the form ($refs already inlined at build time). */
  schema: Record<string, unknown>;
  /** The rjsf uiSchema. */
  uiSchema?: Record<string, unknown>;
  /** The screen edits one record that always exists (settings): edit mode even without the id param. */
  singleton?: boolean;
  /** Loads the record in edit mode; `record` is the dotted path of the record in the response. */
  load?: RecordCallSpec;
  /** Saves the record; the body is the form data merged over the body template. */
  save: RecordCallSpec;
  /** A `call` action shown in edit mode (removal with confirmation). */
  remove?: ActionSpec;
  /** Route to go to after a save or removal (`:name` filled from the saved record and route params). */
  afterSave?: string;
  /** Toast after a save (`{name}` filled from the saved record); default "Registro salvo com sucesso.". */
  success?: string;
  /** Button-level keys needed to save a new / an existing record. */
  permissions?: { new?: string; edit?: string };
}
