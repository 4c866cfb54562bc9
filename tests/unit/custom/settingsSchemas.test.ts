// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { formatProblem } from '../../../engine/tooling/definitions/problems';
import { validateProject } from '../../../engine/tooling/definitions/validateProject';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'custom-settings-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** Validates one changed copy of a definition (under another id and route) and returns its problems. */
function problemsOf(path: string, change: (definition: Record<string, any>) => void): string[] {
  const definition = read(path);
  definition.id = `testes.${definition.id.split('.')[1]}-copia`;
  definition.route = `/testes${definition.route}`;
  delete definition.$schema;
  // The copy lives in a temporary folder: its entity $ref must still reach schemas/entities/.
  if (definition.settings?.schema?.$ref) {
    definition.settings.schema.$ref = relative(temp, join(ROOT, 'schemas/entities', definition.settings.schema.$ref.split('/').pop()));
  }
  change(definition);
  const file = join(temp, `${definition.id}.json`);
  // The validator also checks that a file is in the repository's format.
  writeFileSync(file, formatJson(definition));
  return validateProject({ root: ROOT, extraScreens: [file], cache: false }).errors.map(formatProblem).filter((line) => line.includes('testes.'));
}

describe('settings schemas of the custom components (screen-custom.schema.json)', () => {
  it('accept the definitions of the repository', () => {
    for (const path of ['screens/cx/chat-student-question.json', 'screens/conteudo/hierarquia.json', 'screens/conteudo/question-hierarchy.json', 'screens/conteudo/question-cadastro.json']) {
      expect(problemsOf(path, () => undefined), path).toEqual([]);
    }
  });

  it('refuse a chat without its send call, at the settings pointer', () => {
    const problems = problemsOf('screens/cx/chat-student-question.json', (definition) => {
      delete definition.settings.send;
    });
    expect(problems.join('\n')).toMatch(/\/settings.*send/);
  });

  it('refuse an unknown setting and a level without its texts', () => {
    expect(problemsOf('screens/conteudo/hierarquia.json', (definition) => {
      definition.settings.colunas = 3;
    }).join('\n')).toMatch(/\/settings/);
    expect(problemsOf('screens/conteudo/hierarquia.json', (definition) => {
      delete definition.settings.levels[1].newLabel;
    }).join('\n')).toMatch(/\/settings\/levels\/1/);
  });

  it('refuse an unknown alternative rule of the question editor', () => {
    expect(problemsOf('screens/conteudo/question-cadastro.json', (definition) => {
      definition.settings.alternativeRules.DISCURSIVA = 'livre';
    }).join('\n')).toMatch(/\/settings\/alternativeRules\/DISCURSIVA/);
  });

  it('leave the settings of other components free', () => {
    expect(problemsOf('screens/home.json', (definition) => {
      definition.settings.qualquerCoisa = true;
    })).toEqual([]);
  });
});
