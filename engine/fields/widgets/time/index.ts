/** The `time` widget (options: ./options.schema.json). */
export { TimeWidget as widget } from './TimeWidget';
