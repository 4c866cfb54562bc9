/** The `percent` widget (options: ./options.schema.json). */
export { PercentWidget as widget } from './PercentWidget';
