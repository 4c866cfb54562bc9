/** The `select` widget (options: ./options.schema.json). */
export { SelectWidget as widget } from './SelectWidget';
