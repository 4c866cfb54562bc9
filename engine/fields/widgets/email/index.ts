/** The `email` widget (options: ./options.schema.json). */
export { EmailWidget as widget } from './EmailWidget';
