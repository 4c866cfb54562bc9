/** The `text` widget (options: ./options.schema.json). */
export { TextWidget as widget } from './TextWidget';
