/**
 * The engine's field editors (`ui:field`), one folder each (code plus `options.schema.json`); keys equal the
 * generated FIELD_EDITORS.
 */
import { FIELD_EDITORS } from '../../core/names';
import { editor as alternatives } from './alternatives';
import type { FieldEditor } from './fieldEditor';
import { editor as hierarchyPicker } from './hierarchyPicker';

/** Every field editor by name. */
export const fieldEditors: Record<string, FieldEditor> = { alternatives, hierarchyPicker };

// The validator accepts the generated names; an editor missing here would pass validation and then leave
// rjsf without the field (it draws an "unsupported field" box instead).
const missing = FIELD_EDITORS.filter((name) => !(name in fieldEditors));
const extra = Object.keys(fieldEditors).filter((name) => !(FIELD_EDITORS as readonly string[]).includes(name));
if (missing.length || extra.length) {
  throw new Error(`[engine] field editor registry differs from the generated names: missing ${missing.join(', ') || '-'}, extra ${extra.join(', ') || '-'}`);
}
