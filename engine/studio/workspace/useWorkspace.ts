import { useMemo, useState } from 'react';
import * as generated from 'virtual:screens/studio-validators';
import { icons, schemas, sources } from 'virtual:screens/studio';
import { formatJson } from '../../core/definition/formatJson';
import { LOCAL_ID_PREFIX, type DefinitionOverrides } from '../../core/definition/overrides';
import { baselineOf, overridesOf, type DefinitionsBaseline } from '../../core/definition/overridesDiff';
import { DefinitionsMemo } from '../../core/validation/definitionsMemo';
import type { DefinitionsReport } from '../../core/validation/validateDefinitions';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { browserCheckers } from '../validation/browserCheckers';
import { validateWorkspace } from '../validation/validateWorkspace';
import type { Drafts } from './drafts';

const checkers = browserCheckers({ ...generated, schemas, icons });

/**
 * The files as they would be after saving the drafts. A draft that parses is validated as the save would write
 * it (formatted with the repository's formatter), so the checker's "not formatted" rule never fires while typing.
 */
function workspaceOf(base: Readonly<Record<string, string>>, drafts: Drafts): Map<string, string> {
  const files = new Map(Object.entries(base));
  for (const [path, draft] of Object.entries(drafts)) {
    let text = draft.text;
    try {
      text = formatJson(JSON.parse(draft.text));
    } catch {
      // Invalid JSON: validated as typed, so the parse problem names its line and column.
    }
    files.set(path, text);
  }
  return files;
}

/**
 * The validation of the workspace (the same validator core as `npm run validate`), a moment after typing stops.
 * Each edit changes a file or two: the hook keeps the per-file results of its earlier runs for the next.
 */
export function useWorkspaceReport(base: Readonly<Record<string, string>>, drafts: Drafts): { report: DefinitionsReport; pending: boolean } {
  const settled = useDebouncedValue(drafts, 250);
  const [memo] = useState(() => new DefinitionsMemo());
  const report = useMemo(() => validateWorkspace(workspaceOf(base, settled), checkers, {}, memo), [base, settled, memo]);
  return { report, pending: settled !== drafts };
}

let shipped: DefinitionsBaseline | null = null;

/**
 * The local overlay's overrides: what turns the build's definitions into the workspace's (null when nothing
 * differs). The build's baseline comes from the same validator over the shipped files, computed on first use.
 */
export function localOverridesOf(report: DefinitionsReport): DefinitionOverrides | null {
  shipped ??= baselineOf(validateWorkspace(new Map(Object.entries(sources)), checkers));
  return overridesOf(shipped, report, 'local', LOCAL_ID_PREFIX);
}
