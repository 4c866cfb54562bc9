/** The `password` widget (options: ./options.schema.json). */
export { PasswordWidget as widget } from './PasswordWidget';
