/** The `money` widget (options: ./options.schema.json). */
export { MoneyWidget as widget } from './MoneyWidget';
