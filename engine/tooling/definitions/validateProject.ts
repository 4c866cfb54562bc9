import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { DefinitionsMemo } from '../../core/validation/definitionsMemo.ts';
import { FORMAT_SCHEMA_FILES } from '../../core/validation/formatValidator.ts';
import { compareRepoPaths } from '../../core/validation/repoPath.ts';
import type { FileText } from '../../core/validation/parseJson.ts';
import {
  definitionFilesOf, validateDefinitions, type DefinitionCheckers, type DefinitionsReport,
} from '../../core/validation/validateDefinitions.ts';
import { blueprintIconNames } from './blueprintIcons.ts';
import { contentHash, createCompileCache } from './compileCache.ts';
import { createNodeEmbeddedSchemaChecker } from './embeddedSchemas.ts';
import { createNodeFormatValidator } from './formatSchemas.ts';
import { createNodeOptionsChecker } from './registryValidators.ts';


/** What to validate. */
export interface ValidateOptions {
  /** Repository root: the folder with screens/, schemas/, menu.json and permissions.json. */
  root: string;
  /**
   * More definition files or folders, validated together with screens/ as if they were part of it
   * (after it, so a duplicate id or route is reported in the extra file). Tests use it for the corpus.
   */
  extraScreens?: readonly string[];
  /** More resource files, validated with screens/resources/. */
  extraResources?: readonly string[];
  /** Another file in place of screens/app.json. */
  appFile?: string;
  /** Another file in place of menu.json. */
  menuFile?: string;
  /** Another file in place of permissions.json. */
  permissionsFile?: string;
  /** Reuse compile results of earlier runs (node_modules/.cache); default true. */
  cache?: boolean;
  /** Check that every definition file is written the way the repository's formatter writes it; default true. */
  checkFormatting?: boolean;
  /**
   * Texts that stand in for files of the disk (repository path → text, or null for a file removed): the save
   * endpoint validates the project as it would be after a save, before writing anything.
   */
  overlay?: ReadonlyMap<string, string | null>;
  /**
   * What earlier runs of the caller left to reuse (a dev server that validates again on every change owns one);
   * the problems are the same with or without it.
   */
  memo?: ProjectValidationMemo;
}

/**
 * What repeated validations of a checkout reuse: the validators, while the format schemas read the same (ajv's
 * compile of the widgets' option schemas is a third of a run otherwise), and each definition file's own results
 * (see {@link DefinitionsMemo}). The caller creates and keeps it; `npm run validate`, which runs once, needs none.
 */
export class ProjectValidationMemo {
  /** The per-file results of the runs made with this memo. */
  readonly definitions = new DefinitionsMemo();
  private checkers?: { key: string; checkers: DefinitionCheckers };

  /** The validators of the last run if `key` (what they were built from) is the same, else those `build` makes. */
  checkersFor(key: string, build: () => DefinitionCheckers): DefinitionCheckers {
    if (this.checkers?.key !== key) this.checkers = { key, checkers: build() };
    return this.checkers.checkers;
  }
}

/** The outcome of one validation run; `files` are absolute paths (the Vite plugin watches them). */
export type ValidationReport = DefinitionsReport;

/** Repository paths of the JSON files under a folder (or the file itself), in the validator's order. */
function listJsonFiles(root: string, path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [toRepoPath(root, path)];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return listJsonFiles(root, child);
    return entry.name.endsWith('.json') ? [toRepoPath(root, child)] : [];
  });
}

function toRepoPath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

/** A reader of repository files from the disk, with the overlay's texts over them. */
function diskReader(root: string, overlay: ReadonlyMap<string, string | null> | undefined): (file: string) => FileText {
  return (file) => {
    if (overlay?.has(file)) return overlay.get(file) ?? undefined;
    try {
      return readFileSync(resolve(root, file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code === 'ENOENT' ? undefined : { error: code ?? 'erro' };
    }
  };
}

/** The validators of Node: ajv's, compiled (or loaded from the compile cache). */
function nodeCheckers(root: string, cache = true): DefinitionCheckers {
  const compileCache = createCompileCache(cache);
  return {
    format: createNodeFormatValidator(join(root, 'schemas'), compileCache),
    options: createNodeOptionsChecker(root),
    embedded: createNodeEmbeddedSchemaChecker(compileCache),
    icons: blueprintIconNames(),
  };
}

/**
 * Validates every definition of a checkout — screens, resources, app.json, menu.json and permissions.json —
 * with the validator the definition studio runs in the browser (engine/core/validation).
 */
export function validateProject(options: ValidateOptions): ValidationReport {
  const root = resolve(options.root);
  const overlay = options.overlay;
  const onDisk = [...listJsonFiles(root, join(root, 'screens'))];
  for (const [file, text] of overlay ?? []) {
    if (text !== null && !onDisk.includes(file)) onDisk.push(file);
  }
  const present = onDisk.filter((file) => !(overlay?.has(file) && overlay.get(file) === null)).sort(compareRepoPaths);
  const own = definitionFilesOf(present);
  const extra = (paths: readonly string[] | undefined) => (paths ?? []).flatMap((path) => listJsonFiles(root, resolve(root, path)).sort(compareRepoPaths));
  const single = (path: string | undefined) => (path === undefined ? undefined : toRepoPath(root, resolve(root, path)));
  const cache = options.cache ?? true;
  const memo = options.memo;
  // The validators are built from the format schemas of the checkout (the registry's among them).
  const checkers = memo
    ? memo.checkersFor(
      contentHash(root, String(cache), ...FORMAT_SCHEMA_FILES.map((name) => readFileSync(join(root, 'schemas', name), 'utf8'))),
      () => nodeCheckers(root, cache),
    )
    : nodeCheckers(root, cache);
  const report = validateDefinitions(
    {
      read: diskReader(root, overlay),
      resources: [...own.resources, ...extra(options.extraResources)],
      screens: [...own.screens, ...extra(options.extraScreens)],
      app: single(options.appFile),
      menu: single(options.menuFile),
      permissions: single(options.permissionsFile),
    },
    checkers,
    { checkFormatting: options.checkFormatting, memo: memo?.definitions },
  );
  return { ...report, files: report.files.map((file) => resolve(root, file)).sort() };
}
