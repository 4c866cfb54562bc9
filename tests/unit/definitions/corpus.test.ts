// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { formatProblem } from '../../../engine/core/validation/problems';
import {
  ProjectValidationMemo, validateProject, type ValidateOptions, type ValidationReport,
} from '../../../engine/tooling/definitions/validateProject';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CORPUS = 'tests/definitions';
const VALID = `${CORPUS}/valid`;

/** How a corpus file enters the validation of the repository. */
type Placement = 'screen' | 'resource' | 'app' | 'menu' | 'permissions';
const PLACEMENTS: readonly Placement[] = ['screen', 'resource', 'app', 'menu', 'permissions'];

interface Case {
  /** The file, relative to tests/definitions/ (a resource is named after its id: `<id>.json`, maybe in a folder). */
  file: string;
  rule: string;
  /** Where every problem of the file must be. */
  pointer: string;
  /** Text one of the problems contains. */
  message: string;
  /** Default `screen` (with screens/); `resource` (with screens/resources/); `app`, `menu`, `permissions` (in place of screens/app.json, menu.json, permissions.json). */
  as?: Placement;
  /** Companion files the case needs (a resource its screen names, a form screen its list opens); they must have no problems. */
  with?: Array<{ file: string; as: Placement }>;
  /**
   * A validator bug this case shows (the file is refused, but with problems at other pointers too). The case keeps
   * the right expectation: the test that every problem is at `pointer` is expected to fail until the bug is fixed.
   */
  bug?: string;
  /**
   * A validator bug: the file breaks the rule, but the validator accepts it today (it checks nothing there). The
   * case keeps the right expectation, so its test is expected to fail until the bug is fixed (then delete `missed`).
   */
  missed?: string;
}

const { cases } = JSON.parse(readFileSync(`${ROOT}/${CORPUS}/cases.json`, 'utf8')) as { cases: Case[] };

/** Puts one file in the place `as` says. */
function place(options: ValidateOptions, path: string, as: Placement = 'screen') {
  if (as === 'menu') options.menuFile = path;
  else if (as === 'permissions') options.permissionsFile = path;
  else if (as === 'app') options.appFile = path;
  else if (as === 'resource') options.extraResources = [...(options.extraResources ?? []), path];
  else if (as === 'screen') options.extraScreens = [...(options.extraScreens ?? []), path];
  else throw new Error(`${path}: "as" deve ser um de ${PLACEMENTS.join(', ')}`);
}

/**
 * The runs of this file share what the validator remembers between runs, as the studio's do: the repository's
 * files are worked out once, and each case only its own.
 */
const memo = new ProjectValidationMemo();

/** The validation of the repository with one corpus file (and its companions) in the places its case says. */
function validateWith(testCase: Case, cache: boolean): ValidationReport {
  const options: ValidateOptions = { root: ROOT, cache, ...(cache ? { memo } : {}) };
  place(options, `${CORPUS}/${testCase.file}`, testCase.as);
  for (const companion of testCase.with ?? []) place(options, `${CORPUS}/${companion.file}`, companion.as);
  return validateProject(options);
}

/** The validation of each case with the compile cache: a case's tests and its companions' check read the same one. */
const reports = new Map<Case, ValidationReport>();
function reportOf(testCase: Case, cache: boolean): ValidationReport {
  // Without the compile cache every schema is compiled afresh, and nothing is remembered.
  if (!cache) return validateWith(testCase, false);
  let report = reports.get(testCase);
  if (!report) {
    report = validateWith(testCase, true);
    reports.set(testCase, report);
  }
  return report;
}

/** The problems of a case's file, with its companions in the places the case says. */
function validateCase(testCase: Case, cache = true) {
  const path = `${CORPUS}/${testCase.file}`;
  return reportOf(testCase, cache).errors.filter((problem) => problem.file === path);
}

/** Problems of the companion files of a case (there must be none: the case's file is the one that breaks a rule). */
function companionProblems(testCase: Case) {
  const companions = new Set((testCase.with ?? []).map((companion) => `${CORPUS}/${companion.file}`));
  return reportOf(testCase, true).errors.filter((problem) => companions.has(problem.file)).map(formatProblem);
}

/** Every .json file under a folder, relative to it, with `/` separators. */
function jsonFiles(folder: string, prefix = ''): string[] {
  return readdirSync(`${ROOT}/${folder}`, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isDirectory()) return jsonFiles(`${folder}/${entry.name}`, `${prefix}${entry.name}/`);
      return entry.name.endsWith('.json') ? [`${prefix}${entry.name}`] : [];
    })
    .sort();
}

/** valid/: screens at its top, resources in valid/resources/. */
const validScreens = jsonFiles(VALID).filter((name) => !name.includes('/')).map((name) => `${VALID}/${name}`);
const validResources = jsonFiles(`${VALID}/resources`).map((name) => `${VALID}/resources/${name}`);

describe('o repositório', () => {
  it('valida sem erros', () => {
    const report = validateProject({ root: ROOT, memo });
    expect(report.errors.map(formatProblem)).toEqual([]);
    expect(report.screens.length).toBeGreaterThan(0);
    expect(report.resources.length).toBeGreaterThan(0);
    expect(report.app).toBeDefined();
    expect(report.menu?.items.length).toBeGreaterThan(0);
    expect(report.coverage.total).toBe(90);
  });

  it('aceita uma definição completa de cada tipo (tests/definitions/valid)', () => {
    const report = validateProject({ root: ROOT, extraScreens: validScreens, extraResources: validResources, memo });
    expect(report.errors.map(formatProblem)).toEqual([]);
    const kinds = report.screens.filter((screen) => screen.file.startsWith(`${VALID}/`)).map((screen) => screen.definition.kind);
    expect(new Set(kinds)).toEqual(new Set(['list', 'form', 'detail', 'dashboard', 'custom']));
    // Every valid screen resolves to what the engine runs, and every valid resource is loaded.
    const validIds = report.screens.filter((screen) => screen.file.startsWith(`${VALID}/`)).map((screen) => screen.definition.id);
    expect(validIds).toHaveLength(validScreens.length);
    expect(validIds.filter((id) => !report.runtime.some((screen) => screen.id === id))).toEqual([]);
    expect(report.resources.filter((resource) => resource.file.startsWith(`${VALID}/`)).map((resource) => resource.file).sort()).toEqual(validResources);
  });

  it('aceita em valid/ as formas de cada tipo que o formato v2 distingue', () => {
    const report = validateProject({ root: ROOT, extraScreens: validScreens, extraResources: validResources, memo });
    const valid = report.screens.filter((screen) => screen.file.startsWith(`${VALID}/`)).map((screen) => screen.definition);
    const has = (predicate: (definition: (typeof valid)[number]) => boolean) => valid.some(predicate);
    expect(has((d) => d.kind === 'list' && d.resource !== undefined && (d.rowActions ?? []).some((action) => typeof action === 'string'))).toBe(true);
    expect(has((d) => d.kind === 'list' && d.source !== undefined)).toBe(true);
    expect(has((d) => d.kind === 'list' && d.dialog !== undefined)).toBe(true);
    expect(has((d) => d.kind === 'form' && d.resource !== undefined)).toBe(true);
    expect(has((d) => d.kind === 'form' && d.resource === undefined)).toBe(true);
    // A form with the field editors (`ui:field`) that replaced the question editor component.
    const editors = (d: (typeof valid)[number]) => (d.kind === 'form' ? Object.values(d.uiSchema ?? {}).map((field) => (field as { 'ui:field'?: string })?.['ui:field']) : []);
    expect(new Set(valid.flatMap(editors).filter(Boolean))).toEqual(new Set(['alternatives', 'hierarchyPicker']));
    expect(has((d) => d.kind === 'detail' && d.resource !== undefined)).toBe(true);
    expect(has((d) => d.kind === 'detail' && d.load !== undefined)).toBe(true);
    // A resource may say that no screen does an action its catalogue has no key for ("keys": { "new": null }).
    const nullKey = report.resources.find((resource) => resource.file.startsWith(`${VALID}/`) && Object.values(resource.definition.keys ?? {}).includes(null));
    expect(nullKey).toBeDefined();
  });

  it('escreve cada arquivo de valid/ e do corpus no formato do repositório (salvo o caso que testa isso)', () => {
    const unformatted = [...jsonFiles(CORPUS).map((name) => `${CORPUS}/${name}`)]
      .filter((path) => !path.endsWith('/cases.json') && !['invalid-json.json', 'not-formatted.json'].some((name) => path === `${CORPUS}/${name}`))
      .filter((path) => {
        const text = readFileSync(`${ROOT}/${path}`, 'utf8');
        return text !== formatJson(JSON.parse(text));
      });
    expect(unformatted).toEqual([]);
  });

  it('inlines $refs to schemas/entities in the definitions it returns', () => {
    const report = validateProject({ root: ROOT, extraScreens: [`${VALID}/form.json`], memo });
    const form = report.screens.find((screen) => screen.definition.id === 'testes.formulario')!.definition;
    expect(form.kind).toBe('form');
    if (form.kind !== 'form') return;
    expect(form.schema!.$ref).toBeUndefined();
    expect(form.schema!.$schema).toBeUndefined();
    expect((form.schema!.properties as Record<string, unknown>).Nome).toMatchObject({ type: 'string', title: 'Nome' });
  });

  it('inlines $refs to schemas/entities in the resources it returns, and resolves a screen with its resource', () => {
    const report = validateProject({ root: ROOT, extraScreens: validScreens, extraResources: validResources, memo });
    const resource = report.resources.find((candidate) => candidate.definition.id === 'teste-item')!.definition;
    expect(resource.schema!.$ref).toBeUndefined();
    expect((resource.schema!.properties as Record<string, unknown>).Nome).toMatchObject({ type: 'string', title: 'Nome' });
    const form = report.runtime.find((screen) => screen.id === 'testes.item')!;
    expect(form.kind).toBe('form');
    if (form.kind !== 'form') return;
    expect((form.schema.properties as Record<string, unknown>).Nome).toMatchObject({ type: 'string', title: 'Nome' });
    expect(form.permissions).toEqual({ new: 'Cupons.new', edit: 'Cupons.edit' });
  });
});

describe('corpus de definições inválidas', () => {
  it('tem pelo menos 110 casos, e cada arquivo do corpus está em cases.json (como caso ou como arquivo de apoio)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(110);
    const caseFiles = cases.map((testCase) => testCase.file);
    expect(new Set(caseFiles).size, 'um arquivo, um caso').toBe(caseFiles.length);
    const companions = new Set(cases.flatMap((testCase) => (testCase.with ?? []).map((companion) => companion.file)));
    expect(caseFiles.filter((file) => companions.has(file)), 'um arquivo de apoio não é um caso').toEqual([]);
    const files = jsonFiles(CORPUS).filter((name) => name !== 'cases.json' && !name.startsWith('valid/'));
    expect([...caseFiles, ...companions].sort()).toEqual(files);
  });

  for (const testCase of cases) {
    if (testCase.missed) {
      // Fails today (the validator accepts the file, see `missed` in cases.json); when it passes, delete `missed`.
      it.fails(`${testCase.file}: ${testCase.rule} — bug conhecido do validador (aceita o arquivo): ${testCase.missed}`, () => {
        const problems = validateCase(testCase);
        expect(problems.length, 'o arquivo deve ser recusado').toBeGreaterThan(0);
        expect(problems.map((problem) => problem.pointer)).toEqual(problems.map(() => testCase.pointer));
        expect(problems.map((problem) => problem.message).join('\n')).toContain(testCase.message);
      });
      if (testCase.with) {
        it(`${testCase.file}: os arquivos de apoio do caso não têm problemas`, () => {
          expect(companionProblems(testCase)).toEqual([]);
        });
      }
      continue;
    }
    if (testCase.bug) {
      it(`${testCase.file}: ${testCase.rule} (recusado, com a mensagem em ${testCase.pointer || '/'})`, () => {
        const problems = validateCase(testCase);
        expect(problems.length, 'o arquivo deve ser recusado').toBeGreaterThan(0);
        const here = problems.filter((problem) => problem.pointer === testCase.pointer).map((problem) => problem.message);
        expect(here.join('\n')).toContain(testCase.message);
        expect(companionProblems(testCase)).toEqual([]);
      });
      // Fails today (bug of the validator, see `bug` in cases.json); when it passes, delete `bug` from the case.
      it.fails(`${testCase.file}: todo erro em ${testCase.pointer || '/'} — bug conhecido do validador: ${testCase.bug}`, () => {
        const problems = validateCase(testCase);
        expect(problems.map((problem) => problem.pointer)).toEqual(problems.map(() => testCase.pointer));
      });
      continue;
    }
    it(`${testCase.file}: ${testCase.rule}`, () => {
      const problems = validateCase(testCase);
      expect(problems.length, 'o arquivo deve ser recusado').toBeGreaterThan(0);
      expect(problems.map((problem) => problem.pointer)).toEqual(problems.map(() => testCase.pointer));
      expect(problems.map((problem) => problem.message).join('\n')).toContain(testCase.message);
      if (testCase.with) expect(companionProblems(testCase)).toEqual([]);
    });
  }

  // Twelve whole-project validations, half of them compiling every schema afresh: ≈ 11 s on a busy 2-core machine.
  it('gives the same problems without the compile cache', { timeout: 60_000 }, () => {
    for (const name of ['wrong-kind.json', 'bad-widget-kind.json', 'form-schema-does-not-compile.json', 'menu-unknown-type.json', 'resource-schema-not-object.json', 'app-missing-call.json']) {
      const testCase = cases.find((candidate) => candidate.file === name)!;
      expect(validateCase(testCase, false)).toEqual(validateCase(testCase, true));
    }
  });
});
