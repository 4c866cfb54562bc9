/** The `remoteMultiSelect` widget (options: ./options.schema.json). */
export { RemoteMultiSelectWidget as widget } from './RemoteMultiSelectWidget';
