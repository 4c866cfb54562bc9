// @vitest-environment node
/**
 * The validator's memo (engine/core/validation/definitionsMemo.ts): a run reuses the per-file results of earlier
 * runs only for files that read the same — and whose `$ref`d entity files read the same — and its report is the
 * one a run without the memo gives.
 */
import { describe, expect, it } from 'vitest';
import * as generated from 'virtual:screens/studio-validators';
import { icons, schemas, sources } from 'virtual:screens/studio';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { DefinitionsMemo } from '../../../engine/core/validation/definitionsMemo';
import type { DefinitionCheckers } from '../../../engine/core/validation/validateDefinitions';
import { browserCheckers } from '../../../engine/studio/validation/browserCheckers';
import { validateWorkspace } from '../../../engine/studio/validation/validateWorkspace';
import { ProjectValidationMemo, validateProject } from '../../../engine/tooling/definitions/validateProject';

const shipped = new Map(Object.entries(sources));
const generatedCheckers = browserCheckers({ ...generated, schemas, icons });
/** The files the format schema was asked about, in order: a file worked out again is checked again. */
const checked: string[] = [];
const checkers: DefinitionCheckers = {
  ...generatedCheckers,
  format: {
    validate(document, value, file) {
      checked.push(file);
      return generatedCheckers.format.validate(document, value, file);
    },
  },
};

/** Validates `files` with the memo, and returns the files checked again with the report. */
function run(files: ReadonlyMap<string, string>, memo: DefinitionsMemo) {
  checked.length = 0;
  const report = validateWorkspace(files, checkers, {}, memo);
  return { report, checked: [...checked] };
}

/** The files with one changed (its parsed value edited by `change`, written as the formatter writes). */
function changed(files: ReadonlyMap<string, string>, file: string, change: (value: Record<string, unknown>) => void): Map<string, string> {
  const value = JSON.parse(files.get(file)!) as Record<string, unknown>;
  change(value);
  return new Map([...files, [file, formatJson(value)]]);
}

const ENTITY = 'schemas/entities/manual-release.schema.json';
/** The files that `$ref` ENTITY (a resource first, then two screens). */
const USERS = ['screens/resources/manual-release.json', 'screens/cx/liberacao-cadastro.json', 'screens/cx/liberacao-detalhe.json'];

describe('the memo of the validator', () => {
  it('does not work out an unchanged file again, and the report is the one without the memo', () => {
    const memo = new DefinitionsMemo();
    const first = run(shipped, memo);
    expect(first.checked.length).toBeGreaterThan(90);
    const second = run(shipped, memo);
    expect(second.checked).toEqual([]);
    expect(second.report).toEqual(first.report);
    expect(second.report).toEqual(validateWorkspace(shipped, checkers));
  });

  it('works out again a file whose text changed, and only it', () => {
    const memo = new DefinitionsMemo();
    run(shipped, memo);
    const file = 'screens/cx/liberacao-cadastro.json';
    const renamed = changed(shipped, file, (value) => {
      value.title = 'Outro título';
    });
    const after = run(renamed, memo);
    expect(after.checked).toEqual([file]);
    expect(after.report.screens.find((screen) => screen.file === file)?.definition.title).toBe('Outro título');
    expect(after.report).toEqual(validateWorkspace(renamed, checkers));

    const broken = changed(renamed, file, (value) => {
      value.kind = 'formulario';
    });
    const refused = run(broken, memo);
    expect(refused.checked).toEqual([file]);
    expect(refused.report.errors.filter((problem) => problem.file === file).length).toBeGreaterThan(0);
    expect(refused.report).toEqual(validateWorkspace(broken, checkers));
  });

  it('works out again the files whose $ref target changed', () => {
    const memo = new DefinitionsMemo();
    run(shipped, memo);
    const retitled = changed(shipped, ENTITY, (value) => {
      (value.properties as Record<string, Record<string, unknown>>).Observacao.title = 'Nota interna';
    });
    const after = run(retitled, memo);
    expect(after.checked).toEqual(USERS);
    const detail = after.report.screens.find((screen) => screen.file === 'screens/cx/liberacao-detalhe.json')!;
    expect(JSON.stringify(detail.definition)).toContain('Nota interna');
    expect(after.report).toEqual(validateWorkspace(retitled, checkers));
  });

  it("reports a broken entity file's own problems with the first file of each run that meets it", () => {
    const memo = new DefinitionsMemo();
    const broken = new Map([...shipped, [ENTITY, '{ "type": "object", ']]);
    const all = run(broken, memo).report;
    expect(all).toEqual(validateWorkspace(broken, checkers));
    expect(all.errors.filter((problem) => problem.file === ENTITY)).toHaveLength(1);
    // Without the resource, the first screen that meets the entity reports it: its memo came from a run where it was not first.
    const withoutResource = new Map([...broken].filter(([file]) => file !== USERS[0]));
    const later = run(withoutResource, memo);
    expect(later.checked).toEqual([]);
    expect(later.report).toEqual(validateWorkspace(withoutResource, checkers));
    expect(later.report.errors.filter((problem) => problem.file === ENTITY)).toHaveLength(1);
  });
});

describe('the memo of validateProject', () => {
  it('gives the report of a run without it, for the repository and with a changed file', () => {
    const memo = new ProjectValidationMemo();
    const root = process.cwd();
    expect(validateProject({ root, memo })).toEqual(validateProject({ root }));
    const overlay = new Map([[ENTITY, formatJson({ ...JSON.parse(shipped.get(ENTITY)!), title: 'Outra liberação' })]]);
    expect(validateProject({ root, memo, overlay })).toEqual(validateProject({ root, overlay }));
    expect(validateProject({ root, memo })).toEqual(validateProject({ root }));
  });

  it('keeps the validators while the format schemas read the same', () => {
    const memo = new ProjectValidationMemo();
    const built: string[] = [];
    const build = (name: string) => () => {
      built.push(name);
      return checkers;
    };
    memo.checkersFor('a', build('a'));
    memo.checkersFor('a', build('a again'));
    memo.checkersFor('b', build('b'));
    expect(built).toEqual(['a', 'b']);
  });
});
