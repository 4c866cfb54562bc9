/** The `date` widget (options: ./options.schema.json). */
export { DateWidget as widget } from './DateWidget';
