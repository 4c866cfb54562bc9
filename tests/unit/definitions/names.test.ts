// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../engine/tooling/definitions/problems';
import { validateProject } from '../../../engine/tooling/definitions/validateProject';
import { SCHEMA_FORMATS } from '../../../engine/core/names';
import { CUSTOM_FORMATS } from '../../../engine/fields/form/validator';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'definition-formats-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('string formats of embedded schemas', () => {
  it('names.ts lists exactly the formats the form validator adds', () => {
    expect([...SCHEMA_FORMATS].sort()).toEqual(Object.keys(CUSTOM_FORMATS).sort());
  });

  it('a form may use them; any other unknown format is refused', () => {
    const file = join(temp, 'formatos.json');
    const properties = Object.fromEntries(SCHEMA_FORMATS.map((name) => [name, { type: 'string', title: name, format: name }]));
    writeFileSync(file, JSON.stringify({
      id: 'testes.formatos', kind: 'form', route: '/testes/formatos', title: 'Formatos', permission: null,
      schema: { type: 'object', properties }, save: { endpoint: '/api/x' },
    }));
    expect(validateProject({ root: ROOT, extraScreens: [file], cache: false }).errors.map(formatProblem)).toEqual([]);
  });
});
