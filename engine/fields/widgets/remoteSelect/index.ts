/** The `remoteSelect` widget (options: ./options.schema.json). */
export { RemoteSelectWidget as widget } from './RemoteSelectWidget';
