/**
 * The rjsf form schemas of a resolved screen and the `$id` each gets: the build precompiles a validator per
 * `$id` (engine/tooling/definitions/formValidators.ts); definitions that reach the app another way (the studio's
 * preview, definitions saved while the app runs) carry other ids and get an interpreting validator instead.
 */
import type { RuntimeScreen } from './runtime.ts';

/** One rjsf form schema of a definition. */
export interface FormSchemaSite {
  /** JSON pointer of the schema in the definition (`/schema`, `/rowActions/1/schema`). */
  pointer: string;
  /** The `$id` the schema gets in the app: `<prefix><definition id><pointer>` (the build's prefix is `engine:`). */
  id: string;
}

/** The prefix of the `$id`s of the build's form schemas (the ones with precompiled validators). */
const BUILD_SCHEMA_ID_PREFIX = 'engine:';

function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function unescapePointerPart(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The rjsf form schemas of a resolved screen: a form screen's schema, every form action's (dialogs, built-in
 * create and edit dialogs included) and a custom component's `settings.schema`. Filter schemas drive a plain
 * filter bar, not rjsf, and resources' schemas are reached through the screens that use them.
 */
export function formSchemaSites(definition: RuntimeScreen, prefix = BUILD_SCHEMA_ID_PREFIX): FormSchemaSite[] {
  const pointers: string[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, childPointer(pointer, index)));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const isForm = record.kind === 'form' && record.schema && typeof record.schema === 'object';
    if (isForm) pointers.push(childPointer(pointer, 'schema'));
    for (const [key, value] of Object.entries(record)) {
      // Schemas are leaves here; resources only carry what their screens use.
      if (key === 'schema' || key === 'resources' || key === 'filters' || key === 'uiSchema') continue;
      visit(value, childPointer(pointer, key));
    }
  };
  visit(definition, '');
  if (definition.kind === 'custom') {
    const settings = definition.settings as Record<string, unknown> | undefined;
    if (settings?.schema && typeof settings.schema === 'object') pointers.push('/settings/schema');
  }
  return pointers.map((pointer) => ({ pointer, id: `${prefix}${definition.id}${pointer}` }));
}

/**
 * A copy of the definition whose form schemas carry their `$id` (and no `$schema`, which rjsf's
 * precompiled lookup does not need), ready to be served and compiled.
 */
export function withFormSchemaIds(definition: RuntimeScreen, prefix = BUILD_SCHEMA_ID_PREFIX): RuntimeScreen {
  const copy = structuredClone(definition) as unknown as Record<string, unknown>;
  for (const site of formSchemaSites(definition, prefix)) {
    const parts = site.pointer.split('/').slice(1).map(unescapePointerPart);
    const key = parts.pop()!;
    let parent: Record<string, unknown> = copy;
    for (const part of parts) parent = parent[part] as Record<string, unknown>;
    const schema: Record<string, unknown> = { ...(parent[key] as Record<string, unknown>), $id: site.id };
    delete schema.$schema;
    parent[key] = schema;
  }
  return copy as unknown as RuntimeScreen;
}

/** The schema at a pointer of a definition. */
export function schemaAt(definition: RuntimeScreen, pointer: string): Record<string, unknown> {
  let node: unknown = definition;
  for (const part of pointer.split('/').slice(1).map(unescapePointerPart)) node = (node as Record<string, unknown>)[part];
  return node as Record<string, unknown>;
}
