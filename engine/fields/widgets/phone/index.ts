/** The `phone` widget (options: ./options.schema.json). */
export { PhoneWidget as widget } from './PhoneWidget';
