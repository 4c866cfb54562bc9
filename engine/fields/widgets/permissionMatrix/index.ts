/** The `permissionMatrix` widget (options: ./options.schema.json). */
export { PermissionMatrixWidget as widget } from './PermissionMatrixWidget';
