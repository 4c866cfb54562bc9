/** The `switch` widget (options: ./options.schema.json). */
export { SwitchWidget as widget } from './SwitchWidget';
