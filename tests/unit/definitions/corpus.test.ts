// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../engine/tooling/definitions/problems';
import { validateProject, type ValidateOptions } from '../../../engine/tooling/definitions/validateProject';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CORPUS = 'tests/definitions';

interface Case {
  file: string;
  rule: string;
  pointer: string;
  message: string;
  as?: 'screen' | 'menu' | 'permissions';
}

const { cases } = JSON.parse(readFileSync(`${ROOT}/${CORPUS}/cases.json`, 'utf8')) as { cases: Case[] };

/** Validates the repository with one corpus file in the place its case says. */
function validateCase(testCase: Case, cache = true) {
  const path = `${CORPUS}/${testCase.file}`;
  const options: ValidateOptions = { root: ROOT, cache };
  if (testCase.as === 'menu') options.menuFile = path;
  else if (testCase.as === 'permissions') options.permissionsFile = path;
  else options.extraScreens = [path];
  const report = validateProject(options);
  return report.errors.filter((problem) => problem.file === path);
}

describe('o repositório', () => {
  it('valida sem erros', () => {
    const report = validateProject({ root: ROOT });
    expect(report.errors.map(formatProblem)).toEqual([]);
    expect(report.screens.length).toBeGreaterThan(0);
    expect(report.menu?.items.length).toBeGreaterThan(0);
    expect(report.coverage.total).toBe(90);
  });

  it('aceita uma definição completa de cada tipo (tests/definitions/valid)', () => {
    const report = validateProject({ root: ROOT, extraScreens: [`${CORPUS}/valid`] });
    expect(report.errors.map(formatProblem)).toEqual([]);
    const kinds = report.screens.filter((screen) => screen.file.startsWith(`${CORPUS}/valid/`)).map((screen) => screen.definition.kind);
    expect(new Set(kinds)).toEqual(new Set(['list', 'form', 'detail', 'dashboard', 'custom']));
  });

  it('inlines $refs to schemas/entities in the definitions it returns', () => {
    const report = validateProject({ root: ROOT, extraScreens: [`${CORPUS}/valid/form.json`] });
    const form = report.screens.find((screen) => screen.definition.id === 'testes.formulario')!.definition;
    expect(form.kind).toBe('form');
    if (form.kind !== 'form') return;
    expect(form.schema.$ref).toBeUndefined();
    expect(form.schema.$schema).toBeUndefined();
    expect((form.schema.properties as Record<string, unknown>).Nome).toMatchObject({ type: 'string', title: 'Nome' });
  });
});

describe('corpus de definições inválidas', () => {
  it('tem pelo menos 35 casos, e cada arquivo do corpus está em cases.json', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
    const files = readdirSync(`${ROOT}/${CORPUS}`).filter((name) => name.endsWith('.json') && name !== 'cases.json').sort();
    expect(cases.map((testCase) => testCase.file).sort()).toEqual(files);
  });

  for (const testCase of cases) {
    it(`${testCase.file}: ${testCase.rule}`, () => {
      const problems = validateCase(testCase);
      expect(problems.length, 'o arquivo deve ser recusado').toBeGreaterThan(0);
      expect(problems.map((problem) => problem.pointer)).toEqual(problems.map(() => testCase.pointer));
      expect(problems.map((problem) => problem.message).join('\n')).toContain(testCase.message);
    });
  }

  it('gives the same problems without the compile cache', () => {
    for (const name of ['wrong-kind.json', 'bad-widget-kind.json', 'form-schema-does-not-compile.json', 'menu-unknown-type.json']) {
      const testCase = cases.find((candidate) => candidate.file === name)!;
      expect(validateCase(testCase, false)).toEqual(validateCase(testCase, true));
    }
  });
});
