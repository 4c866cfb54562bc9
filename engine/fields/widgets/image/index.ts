/** The `image` widget (options: ./options.schema.json). */
export { ImageUrlWidget as widget } from './ImageUrlWidget';
