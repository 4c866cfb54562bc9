// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { CUSTOM_COMPONENTS } from '../../../engine/core/names';
import { formatProblem } from '../../../engine/core/validation/problems';
import { ProjectValidationMemo, validateProject } from '../../../engine/tooling/definitions/validateProject';

/** Parsed JSON of any shape (schemas, definitions), read freely by the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'custom-settings-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** The repository's screen of each custom component (every registered component has one). */
const SCREEN_OF: Record<(typeof CUSTOM_COMPONENTS)[number], string> = {
  calendarApp: 'screens/cx/calendario.json',
  chatApp: 'screens/cx/chat-student-question.json',
  hierarchyBrowser: 'screens/conteudo/hierarquia.json',
  home: 'screens/home.json',
  login: 'screens/auth/login.json',
  register: 'screens/auth/registrar.json',
  resetPassword: 'screens/auth/reset-pass.json',
  studio: 'screens/controle-acesso/definicoes.json',
};

/** The problem of an unknown setting of a component: it names the settings the component's own schema accepts. */
function unknownSetting(component: string, key: string): string {
  const accepted = Object.keys(read('schemas/generated/registry.schema.json').$defs[`settings-${component}`].properties);
  // A component without settings (the studio) accepts none, and the message lists none.
  return `/settings/${key}: propriedade desconhecida "${key}"${accepted.length ? `; as aceitas aqui são: ${accepted.join(', ')}` : ''}`;
}

/** The copy lives in a temporary folder: every relative `$ref` (to schemas/entities/) is rewritten to still reach its file. */
function relocateRefs(node: unknown, from: string): unknown {
  if (Array.isArray(node)) return node.map((item) => relocateRefs(item, from));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
      const [path, fragment] = value.split('#');
      return [key, `${relative(temp, join(ROOT, dirname(from), path))}${fragment === undefined ? '' : `#${fragment}`}`];
    }
    return [key, relocateRefs(value, from)];
  }));
}

/** The repository is worked out once; each case validates again only its changed copy. */
const memo = new ProjectValidationMemo();

/** Validates one changed copy of a definition (under another id and route) and returns its problems (`pointer: message`). */
function problemsOf(path: string, change: (definition: Record<string, Json>) => void): string[] {
  const definition = relocateRefs(read(path), path) as Record<string, Json>;
  definition.id = `testes.${definition.id.split('.')[1]}-copia`;
  definition.route = `/testes${definition.route}`;
  delete definition.$schema;
  change(definition);
  const file = join(temp, `${definition.id}.json`);
  // The validator also checks that a file is in the repository's format.
  writeFileSync(file, formatJson(definition));
  return validateProject({ root: ROOT, extraScreens: [file], cache: false, memo })
    .errors.filter((problem) => problem.file.endsWith(`/${definition.id}.json`))
    .map((problem) => formatProblem({ ...problem, file: '' }).replace(/^: /, ''));
}

describe('settings schemas of the custom components (<component>.settings.schema.json)', () => {
  it('every registered component has a screen in the repository', () => {
    expect(Object.keys(SCREEN_OF).sort()).toEqual([...CUSTOM_COMPONENTS].sort());
    for (const [component, path] of Object.entries(SCREEN_OF)) expect(read(path).component, path).toBe(component);
  });

  it('accept the definitions of the repository', () => {
    for (const path of [...Object.values(SCREEN_OF), 'screens/conteudo/question-hierarchy.json']) {
      expect(problemsOf(path, () => undefined), path).toEqual([]);
    }
  });

  it('refuse a chat without its send call, at the settings pointer', () => {
    const problems = problemsOf('screens/cx/chat-student-question.json', (definition) => {
      delete definition.settings.send;
    });
    expect(problems).toEqual(['/settings: falta a propriedade obrigatória "send"']);
  });

  it('refuse an unknown setting and a level without its texts', () => {
    expect(problemsOf('screens/conteudo/hierarquia.json', (definition) => {
      definition.settings.colunas = 3;
    })).toEqual([unknownSetting('hierarchyBrowser', 'colunas')]);
    expect(problemsOf('screens/conteudo/hierarquia.json', (definition) => {
      delete definition.settings.levels[1].newLabel;
    })).toEqual(['/settings/levels/1: falta a propriedade obrigatória "newLabel"']);
  });

  // Every component's settings are checked against its own schema: no component takes free settings, and the
  // settings of one component are not accepted by another.
  for (const component of CUSTOM_COMPONENTS) {
    it(`${component}: refuse an unknown setting, and the settings of another component`, () => {
      expect(problemsOf(SCREEN_OF[component], (definition) => {
        definition.settings = { ...definition.settings, qualquerCoisa: true };
      })).toEqual([unknownSetting(component, 'qualquerCoisa')]);
      const other = CUSTOM_COMPONENTS.find((name) => name !== component && Object.keys(read(SCREEN_OF[name]).settings).some((key) => !(key in (read(SCREEN_OF[component]).settings ?? {}))))!;
      const foreign = Object.keys(read(SCREEN_OF[other]).settings).filter((key) => !(key in (read(SCREEN_OF[component]).settings ?? {})));
      const problems = problemsOf(SCREEN_OF[component], (definition) => {
        definition.settings = { ...definition.settings, ...read(SCREEN_OF[other]).settings };
      });
      expect(problems.length, `${component} com as configurações de ${other}`).toBeGreaterThan(0);
      for (const key of foreign) expect(problems, `${component} com "${key}" de ${other}`).toContain(unknownSetting(component, key));
    });
  }

  it('refuse settings of the wrong type (home: a greeting that is not text)', () => {
    expect(problemsOf('screens/home.json', (definition) => {
      definition.settings.greeting = 42;
    })).toEqual(['/settings/greeting: deve ser um texto']);
  });
});

describe('the question form (screens/conteudo/question-cadastro.json) and its field editors', () => {
  it('accepts the repository\'s question form', () => {
    expect(problemsOf('screens/conteudo/question-cadastro.json', () => undefined)).toEqual([]);
  });

  it('refuses an unknown alternative rule, at the field editor\'s options', () => {
    const problems = problemsOf('screens/conteudo/question-cadastro.json', (definition) => {
      definition.uiSchema.alternatives['ui:options'].rules.DISCURSIVA = 'livre';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/uiSchema\/alternatives\/ui:options\/rules\/DISCURSIVA: deve ser um destes valores: "choice", "trueFalse", "none"/);
  });

  it('refuses a hierarchy picker without its levels', () => {
    expect(problemsOf('screens/conteudo/question-cadastro.json', (definition) => {
      delete definition.uiSchema.hierarchies['ui:options'].levels;
    })).toEqual(['/uiSchema/hierarchies/ui:options: falta a propriedade obrigatória "levels"']);
  });
});
