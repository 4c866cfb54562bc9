/** The `textarea` widget (options: ./options.schema.json). */
export { TextareaWidget as widget } from './TextareaWidget';
