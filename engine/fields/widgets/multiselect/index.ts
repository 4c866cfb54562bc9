/** The `multiselect` widget (options: ./options.schema.json). */
export { MultiSelectWidget as widget } from './MultiSelectWidget';
