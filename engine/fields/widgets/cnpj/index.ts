/** The `cnpj` widget (options: ./options.schema.json). */
export { CnpjWidget as widget } from './CnpjWidget';
