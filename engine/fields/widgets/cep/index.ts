/** The `cep` widget (options: ./options.schema.json). */
export { CepWidget as widget } from './CepWidget';
