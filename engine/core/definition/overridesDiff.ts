/**
 * How a set of definitions differs from a build's: the content hashes of what a build serves (its baseline) and
 * the overrides that turn it into later definitions. The studio and its server make them; the running app only
 * applies overrides (overrides.ts), so its start does not carry this.
 */
import type { AppDefinition, MenuFile, PermissionsFile } from '../generated';
import { withFormSchemaIds } from './formSchemas.ts';
import { manifestOf } from './manifest.ts';
import type { DefinitionOverrides } from './overrides.ts';
import type { RuntimeScreen } from './runtime.ts';

/** What the validator gives of a set of definitions (a DefinitionsReport's parts). */
export interface ResolvedDefinitions {
  runtime: readonly RuntimeScreen[];
  menu?: MenuFile;
  permissions?: PermissionsFile;
  app?: AppDefinition;
}

/** A content hash of each definition a build serves, to tell later definitions from it. */
export interface DefinitionsBaseline {
  screens: Record<string, string>;
  menu: string;
  permissions: string;
  app: string;
}

/** A short hash of a text (cyrb53: no crypto needed, the same in Node and the browser). */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const hashOf = (value: unknown) => textHash(JSON.stringify(value ?? null));

/** The baseline of resolved definitions. */
export function baselineOf(definitions: ResolvedDefinitions): DefinitionsBaseline {
  return {
    screens: Object.fromEntries(definitions.runtime.map((screen) => [screen.id, hashOf(screen)])),
    menu: hashOf(definitions.menu),
    permissions: hashOf(definitions.permissions),
    app: hashOf(definitions.app),
  };
}

/**
 * The overrides that turn a build (its baseline) into `current`, or null when nothing differs. Form schemas
 * get `$id`s under `idPrefix` (not the build's): the app checks them with the interpreting validator, since
 * no validator was generated for them.
 */
export function overridesOf(baseline: DefinitionsBaseline, current: ResolvedDefinitions, source: DefinitionOverrides['source'], idPrefix: string): DefinitionOverrides | null {
  const screens: Record<string, RuntimeScreen> = {};
  for (const screen of current.runtime) {
    if (baseline.screens[screen.id] !== hashOf(screen)) screens[screen.id] = withFormSchemaIds(screen, idPrefix);
  }
  const removed = Object.keys(baseline.screens).some((id) => !current.runtime.some((screen) => screen.id === id));
  const menu = hashOf(current.menu) !== baseline.menu ? current.menu : undefined;
  const permissions = hashOf(current.permissions) !== baseline.permissions ? current.permissions : undefined;
  const app = hashOf(current.app) !== baseline.app ? current.app : undefined;
  if (!Object.keys(screens).length && !removed && !menu && !permissions && !app) return null;
  const body = { source, manifest: manifestOf(current.runtime), screens, menu, permissions, app };
  return { version: textHash(JSON.stringify(body)), ...body };
}
