/** The `hierarchyPicker` field editor (options: ./options.schema.json). */
import type { FieldEditor } from '../fieldEditor';
import { HierarchyPickerField } from './HierarchyPickerField';

/** Items of the content hierarchy a record is classified in, picked in the hierarchy's columns. */
export const editor: FieldEditor = { Field: HierarchyPickerField };
