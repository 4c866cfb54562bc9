/** The `number` widget (options: ./options.schema.json). */
export { NumberWidget as widget } from './NumberWidget';
