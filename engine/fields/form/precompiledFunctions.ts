/**
 * Validation functions generated at build time for the form schemas of the definitions, by schema `$id`.
 * Each definition's chunk registers its forms' functions when it loads (engine/tooling/definitions/virtualModule.ts),
 * before any of its forms renders; this module has no dependencies so that costs the chunk nothing.
 */

/** What rjsf's compileSchemaValidatorsCode generates: one validate function per schema hash or `$id`. */
export type PrecompiledFunctions = Record<string, unknown>;

const byId = new Map<string, PrecompiledFunctions>();

/**
 * Registers the generated functions of the form schema whose `$id` is `id`.
 * @public Imported by the screen modules the Vite plugin generates (virtualModule.ts), which knip cannot see.
 */
export function registerPrecompiledFunctions(id: string, functions: PrecompiledFunctions): void {
  byId.set(id, functions);
}

/** The generated functions of the schema `id`, if the build made any. */
export function precompiledFunctionsFor(id: string): PrecompiledFunctions | undefined {
  return byId.get(id);
}
