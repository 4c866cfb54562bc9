/**
 * The engine's field editors (`ui:field`), one folder each (code plus `options.schema.json`); keys equal the
 * generated FIELD_EDITORS.
 */
import type { FieldEditor } from './fieldEditor';

/** Every field editor by name. */
export const fieldEditors: Record<string, FieldEditor> = {};
