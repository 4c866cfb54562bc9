/** The `cpf` widget (options: ./options.schema.json). */
export { CpfWidget as widget } from './CpfWidget';
