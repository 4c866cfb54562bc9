// @vitest-environment node
/**
 * The definition studio validates drafts in the browser with the validator core and the validate functions the
 * build generates (virtual:screens/studio-validators): for the repository and for every file of the corpus of bad
 * definitions it must find exactly the problems `npm run validate` prints, at the same pointers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as generated from 'virtual:screens/studio-validators';
import { icons, schemas, sources } from 'virtual:screens/studio';
import { DefinitionsMemo } from '../../../engine/core/validation/definitionsMemo';
import { formatProblem } from '../../../engine/core/validation/problems';
import { browserCheckers } from '../../../engine/studio/validation/browserCheckers';
import { validateWorkspace, type Placements } from '../../../engine/studio/validation/validateWorkspace';
import { ProjectValidationMemo, validateProject, type ValidateOptions } from '../../../engine/tooling/definitions/validateProject';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CORPUS = 'tests/definitions';

type Placement = 'screen' | 'resource' | 'app' | 'menu' | 'permissions';
interface Case {
  file: string;
  as?: Placement;
  with?: Array<{ file: string; as: Placement }>;
}
const { cases } = JSON.parse(readFileSync(`${ROOT}/${CORPUS}/cases.json`, 'utf8')) as { cases: Case[] };

function corpusFiles(folder: string): string[] {
  return readdirSync(`${ROOT}/${folder}`, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? corpusFiles(`${folder}/${entry.name}`) : entry.name.endsWith('.json') ? [`${folder}/${entry.name}`] : [],
  );
}

const checkers = browserCheckers({ ...generated, schemas, icons });
const shipped = new Map(Object.entries(sources));
const corpus = new Map(corpusFiles(CORPUS).map((file) => [file, readFileSync(`${ROOT}/${file}`, 'utf8')]));
/** The shipped files and the corpus: each case places some corpus files, the others are not definitions. */
const withCorpus = new Map([...shipped, ...corpus]);
// Each side keeps its runs' per-file results, as the studio and a dev server do: a case re-works only its files.
const studioMemo = new DefinitionsMemo();
const cliMemo = new ProjectValidationMemo();

function placeBoth(cli: ValidateOptions, browser: Placements, file: string, as: Placement = 'screen') {
  if (as === 'menu') cli.menuFile = browser.menu = file;
  else if (as === 'permissions') cli.permissionsFile = browser.permissions = file;
  else if (as === 'app') cli.appFile = browser.app = file;
  else if (as === 'resource') {
    cli.extraResources = [...(cli.extraResources ?? []), file];
    browser.extraResources = [...(browser.extraResources ?? []), file];
  } else {
    cli.extraScreens = [...(cli.extraScreens ?? []), file];
    browser.extraScreens = [...(browser.extraScreens ?? []), file];
  }
}

describe('o validador do estúdio (no navegador) e o npm run validate', () => {
  it('acham os mesmos problemas (nenhum) no repositório', () => {
    const browser = validateWorkspace(shipped, checkers, {}, studioMemo);
    const cli = validateProject({ root: ROOT, memo: cliMemo });
    expect(browser.errors.map(formatProblem)).toEqual(cli.errors.map(formatProblem));
    expect(browser.warnings.map(formatProblem)).toEqual(cli.warnings.map(formatProblem));
    expect(browser.runtime).toEqual(cli.runtime);
    expect(browser.errors).toEqual([]);
  });

  for (const testCase of cases) {
    it(`${testCase.file}: os mesmos problemas nos mesmos ponteiros`, () => {
      const cli: ValidateOptions = { root: ROOT, memo: cliMemo };
      const placements: Placements = {};
      placeBoth(cli, placements, `${CORPUS}/${testCase.file}`, testCase.as);
      for (const companion of testCase.with ?? []) placeBoth(cli, placements, `${CORPUS}/${companion.file}`, companion.as);
      const browser = validateWorkspace(withCorpus, checkers, placements, studioMemo).errors.map(formatProblem);
      const expected = validateProject(cli).errors.map(formatProblem);
      expect(browser).toEqual(expected);
      expect(browser.length).toBeGreaterThan(0);
    });
  }
});
