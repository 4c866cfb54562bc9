/** The `richtext` widget (options: ./options.schema.json). */
export { RichTextWidget as widget } from './RichTextWidget';
