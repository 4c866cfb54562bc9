// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { formatProblem } from '../../../engine/core/validation/problems';
import { validateProject } from '../../../engine/tooling/definitions/validateProject';

/** Parsed JSON of any shape (schemas, definitions), read freely by the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'definition-refs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the repository's definition files plus some entity schemas (objects, or raw JSON text) and one form using `schema`. */
function repoWith(name: string, entities: Record<string, unknown>, schema: unknown) {
  const copy = join(temp, name);
  for (const part of ['schemas', 'screens', 'menu.json', 'permissions.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  mkdirSync(join(copy, 'schemas/entities/extra'), { recursive: true });
  for (const [file, content] of Object.entries(entities)) {
    writeFileSync(join(copy, 'schemas/entities', file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  // A form with calls of its own (v2: `"call": "METHOD /path"`), written by the repository's formatter.
  writeFileSync(join(copy, 'screens/teste.json'), formatJson({
    $schema: '../schemas/screen.schema.json', id: 'testes.refs', kind: 'form', route: '/testes/refs', title: 'Refs', permission: null,
    schema, save: { call: 'POST /api/x' },
  }));
  return validateProject({ root: copy, cache: false });
}

describe('$ref inlining', () => {
  it('resolves refs between entity files (relative to the file that holds them) and local refs inside an entity', () => {
    const report = repoWith('nested', {
      'pessoa.schema.json': {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        definitions: { nome: { type: 'string', title: 'Nome' } },
        properties: { Nome: { $ref: '#/definitions/nome' }, Endereco: { $ref: 'extra/endereco.schema.json', title: 'Endereço' } },
      },
      'extra/endereco.schema.json': { type: 'object', properties: { CEP: { type: 'string', title: 'CEP' } } },
    }, { $ref: '../schemas/entities/pessoa.schema.json' });
    expect(report.errors.map(formatProblem)).toEqual([]);
    const form = report.screens.find((screen) => screen.definition.id === 'testes.refs')!.definition as { schema: Record<string, Json> };
    expect(form.schema.properties.Nome).toEqual({ type: 'string', title: 'Nome' });
    expect(form.schema.properties.Endereco).toEqual({ type: 'object', title: 'Endereço', properties: { CEP: { type: 'string', title: 'CEP' } } });
    expect(JSON.stringify(form.schema)).not.toContain('$ref');
    // The screen the engine runs has the same inlined schema.
    const runtime = report.runtime.find((screen) => screen.id === 'testes.refs')!;
    expect(runtime.kind).toBe('form');
    if (runtime.kind === 'form') expect(runtime.schema).toEqual(form.schema);
  });

  it('resolves refs in a resource (relative to screens/resources/) and gives the inlined schema to the forms of the resource', () => {
    const copy = join(temp, 'resource');
    for (const part of ['schemas', 'screens', 'menu.json', 'permissions.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    mkdirSync(join(copy, 'schemas/entities/extra'), { recursive: true });
    writeFileSync(join(copy, 'schemas/entities/pessoa.schema.json'), JSON.stringify({
      type: 'object',
      properties: { Nome: { type: 'string', title: 'Nome' }, Endereco: { $ref: 'extra/endereco.schema.json', title: 'Endereço' } },
    }));
    writeFileSync(join(copy, 'schemas/entities/extra/endereco.schema.json'), JSON.stringify({ type: 'object', properties: { CEP: { type: 'string', title: 'CEP' } } }));
    writeFileSync(join(copy, 'screens/resources/teste-pessoa.json'), formatJson({
      $schema: '../../schemas/resource.schema.json', id: 'teste-pessoa', title: 'pessoa',
      schema: { $ref: '../../schemas/entities/pessoa.schema.json' }, idField: 'Nome', permission: null,
      get: { call: 'GET /api/pessoa', query: { Nome: '{Nome}' } }, save: { call: 'POST /api/pessoa' },
    }));
    writeFileSync(join(copy, 'screens/teste.json'), formatJson({
      $schema: '../schemas/screen.schema.json', id: 'testes.pessoa', kind: 'form', route: '/testes/pessoa/:Nome?', title: 'Pessoa', resource: 'teste-pessoa',
    }));
    const report = validateProject({ root: copy, cache: false });
    expect(report.errors.map(formatProblem)).toEqual([]);
    const resource = report.resources.find((candidate) => candidate.definition.id === 'teste-pessoa')!.definition;
    const endereco = { type: 'object', title: 'Endereço', properties: { CEP: { type: 'string', title: 'CEP' } } };
    expect((resource.schema!.properties as Record<string, unknown>).Endereco).toEqual(endereco);
    expect(JSON.stringify(resource.schema)).not.toContain('$ref');
    const form = report.runtime.find((screen) => screen.id === 'testes.pessoa')!;
    expect(form.kind).toBe('form');
    if (form.kind !== 'form') return;
    expect((form.schema.properties as Record<string, unknown>).Endereco).toEqual(endereco);
    // The screen's form took the resource's schema; the runtime resource does not carry it to the browser.
    expect(form.resources['teste-pessoa']).not.toHaveProperty('schema');
  });

  it('refuses circular refs, at the ref that closes the circle', () => {
    const report = repoWith('cycle', {
      'a.schema.json': { type: 'object', properties: { B: { $ref: 'b.schema.json' } } },
      'b.schema.json': { type: 'object', properties: { A: { $ref: 'a.schema.json' } } },
    }, { $ref: '../schemas/entities/a.schema.json' });
    const lines = report.errors.map(formatProblem);
    expect(lines).toContain('schemas/entities/b.schema.json: /properties/A/$ref: referência circular: schemas/entities/a.schema.json# → schemas/entities/b.schema.json# → schemas/entities/a.schema.json#');
    expect(lines.some((line) => line.startsWith('screens/teste.json: /schema/$ref:'))).toBe(true);
  });

  it('reports problems inside an entity file in that file, once', () => {
    const report = repoWith('broken-entity', {
      'quebrado.schema.json': '{ "type": "object", "properties": { "__proto__": { "type": "string" } } }',
    }, { $ref: '../schemas/entities/quebrado.schema.json' });
    const lines = report.errors.map(formatProblem);
    expect(lines).toEqual([
      'schemas/entities/quebrado.schema.json: /properties/__proto__: a chave "__proto__" não é permitida',
      'screens/teste.json: /schema/$ref: "../schemas/entities/quebrado.schema.json" aponta para um arquivo com problemas (schemas/entities/quebrado.schema.json)',
    ]);
  });
});
