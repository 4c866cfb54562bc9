import type { DefinitionsMemo } from '../../core/validation/definitionsMemo';
import { compareRepoPaths } from '../../core/validation/repoPath';
import {
  definitionFilesOf, validateDefinitions, type DefinitionCheckers, type DefinitionsReport,
} from '../../core/validation/validateDefinitions';

/** Where extra files enter a validation (as the CLI's `--extra`, `--app`... options place them). */
export interface Placements {
  extraScreens?: readonly string[];
  extraResources?: readonly string[];
  app?: string;
  menu?: string;
  permissions?: string;
}

/**
 * Validates a set of files held in memory (repository path → text: the shipped sources with the drafts over
 * them) with the validator core, as `npm run validate` validates the disk. The studio validates again after
 * every edit: with the `memo` of its earlier runs, only the files that changed are worked out again.
 */
export function validateWorkspace(
  files: ReadonlyMap<string, string>,
  checkers: DefinitionCheckers,
  placements: Placements = {},
  memo?: DefinitionsMemo,
): DefinitionsReport {
  const extras = new Set([...(placements.extraScreens ?? []), ...(placements.extraResources ?? [])]);
  const own = definitionFilesOf([...files.keys()].filter((path) => !extras.has(path)).sort(compareRepoPaths));
  return validateDefinitions(
    {
      read: (file) => files.get(file),
      resources: [...own.resources, ...(placements.extraResources ?? [])],
      screens: [...own.screens, ...(placements.extraScreens ?? [])],
      app: placements.app,
      menu: placements.menu,
      permissions: placements.permissions,
    },
    checkers,
    { memo },
  );
}
