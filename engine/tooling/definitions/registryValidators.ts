import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { createOptionsChecker, type OptionsChecker } from '../../core/validation/checkOptions.ts';
import { REGISTRY_OPTIONS } from '../../core/validation/formatValidator.ts';

type Schema = Record<string, unknown>;

const require = createRequire(import.meta.url);

/** The registry's schema id of the options of one registered name. */
export const registryDefRef = (def: string) => `generated/registry.schema.json#/$defs/${def}`;

/** An ajv holding schemas/common.schema.json and schemas/generated/registry.schema.json of a checkout. */
export function registryAjv(root: string): Ajv2020 {
  const Ajv = (require('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default;
  const instance = new Ajv(REGISTRY_OPTIONS);
  const read = (name: string) => JSON.parse(readFileSync(join(root, 'schemas', name), 'utf8')) as Schema;
  instance.addSchema(read('common.schema.json'), 'common.schema.json');
  instance.addSchema(read('generated/registry.schema.json'), 'generated/registry.schema.json');
  return instance;
}

/** The options checker over the registry of a checkout, each validator compiled on first use. */
export function createNodeOptionsChecker(root: string): OptionsChecker {
  const compiled = new Map<string, ValidateFunction | undefined>();
  let ajv: Ajv2020 | undefined;
  return createOptionsChecker((def) => {
    if (!compiled.has(def)) {
      ajv ??= registryAjv(root);
      compiled.set(def, ajv.getSchema(registryDefRef(def)));
    }
    return compiled.get(def);
  });
}
