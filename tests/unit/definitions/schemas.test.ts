// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { FORMAT_SCHEMA_FILES } from '../../../engine/core/validation/formatValidator';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Parsed JSON of any shape (schemas, definitions), read freely by the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Schema = Record<string, Json>;
const read = (path: string): Json => JSON.parse(readFileSync(`${ROOT}/${path}`, 'utf8'));

/** The schemas of the definition format: schemas/*.schema.json and schemas/generated/ (repository-relative paths). */
const FORMAT_FILES = [
  ...readdirSync(`${ROOT}/schemas`).filter((name) => name.endsWith('.schema.json')).map((name) => `schemas/${name}`),
  ...readdirSync(`${ROOT}/schemas/generated`).filter((name) => name.endsWith('.schema.json')).map((name) => `schemas/generated/${name}`),
].sort();
/** The schemas next to the engine's code: options, detail sections, dashboard widgets, custom component settings, common field options. */
const CODE_FILES = (readdirSync(`${ROOT}/engine`, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((path) => path.endsWith('.schema.json'))
  .map((path) => `engine/${path.split('\\').join('/')}`)
  .sort();
const schemas = new Map<string, Schema>([...FORMAT_FILES, ...CODE_FILES].map((file) => [file, read(file)]));

/** A URL base so that ajv resolves each file's relative `$ref`s as the editor does. */
const BASE = 'https://backoffice.invalid/';

/** The target of a `$ref` written in `file`, and the file it is in. */
function resolveIn(ref: string, file: string): { node: Schema | undefined; file: string } {
  const [name, fragment = ''] = ref.split('#');
  const target = name ? posix.normalize(posix.join(posix.dirname(file), name)) : file;
  let node: Json = schemas.get(target);
  for (const key of fragment.split('/').filter(Boolean)) node = node?.[key];
  return { node, file: target };
}
const resolveRef = (ref: string, file: string) => resolveIn(ref, file).node;

/** Every subschema of a schema file, with where it is and the schema node that holds it (maps and lists skipped). */
function* subschemas(node: unknown, path: string, parent?: Schema): Generator<[Schema, string, Schema | undefined]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* subschemas(item, `${path}/${index}`, parent);
  } else if (node && typeof node === 'object') {
    const isMap = /\/(properties|patternProperties|\$defs|dependentSchemas)$/.test(path);
    if (!isMap) yield [node as Schema, path, parent];
    for (const [key, value] of Object.entries(node)) {
      if (['const', 'enum', 'default', 'examples', 'enumDescriptions'].includes(key)) continue;
      yield* subschemas(value, `${path}/${key}`, isMap ? parent : (node as Schema));
    }
  }
}

/** Whether a path is inside an `if` (a test on a property's value, not where the property is declared). */
const inCondition = (path: string) => /\/if(\/|$)/.test(path);

/**
 * A closed schema: no property goes unchecked (`additionalProperties` false, or a schema every other key must
 * match, as in a map), following a `$ref`; a discriminated `oneOf` is closed when each branch is.
 */
function isClosed(node: Schema | undefined, file: string): boolean {
  if (!node) return false;
  if (node.additionalProperties === false) return true;
  if (node.additionalProperties && typeof node.additionalProperties === 'object' && Object.keys(node.additionalProperties).length > 0) return true;
  if (typeof node.$ref === 'string') {
    const target = resolveIn(node.$ref, file);
    return isClosed(target.node, target.file);
  }
  if (Array.isArray(node.oneOf)) return node.oneOf.every((branch: Schema) => isClosed(branch, file));
  return false;
}

/** The if/then rules of a node's `allOf` (directly or through a `$ref` item), each with the file it is in. */
function conditionRules(owner: Schema | undefined, file: string): Array<{ rule: Schema; file: string }> {
  const rules: Array<{ rule: Schema; file: string }> = [];
  for (const item of owner?.allOf ?? []) {
    if (typeof item.$ref === 'string') {
      const target = resolveIn(item.$ref, file);
      rules.push(...conditionRules(target.node, target.file));
    } else if (item.if && item.then) rules.push({ rule: item, file });
  }
  return rules;
}

/** Whether the node's own if/then rules narrow the property `name` to a closed schema. */
function narrowedByConditions(owner: Schema | undefined, name: string, file: string): boolean {
  const narrowing = conditionRules(owner, file).filter(({ rule }) => rule.then.properties?.[name]);
  return narrowing.length > 0 && narrowing.every(({ rule, file: ruleFile }) => isClosed(rule.then.properties[name], ruleFile));
}

/** The nodes that take `target`'s rules into their `allOf` through a `$ref`. */
function includersOf(target: Schema): Schema[] {
  const out: Schema[] = [];
  for (const [file, schema] of schemas) {
    for (const [node] of subschemas(schema, file)) {
      if ((node.allOf ?? []).some((item: Schema) => typeof item.$ref === 'string' && resolveRef(item.$ref, file) === target)) out.push(node);
    }
  }
  return out;
}

/**
 * Objects left open on purpose, checked to be what the reason says (all in or around the generated registry's
 * conditional nodes):
 * - a `then` of an if/then rule narrows properties its owner (the node holding the `allOf`, or, for a set of rules
 *   kept apart like `chartOptionsByChart`, every node that takes it into its `allOf`) declares and closes; closing
 *   the `then` itself would refuse every other property of the owner. Each narrowed property must be closed.
 * - a property of type object (a column's, a detail field's or a chart widget's `options`) whose owner narrows it
 *   per name (cell format, chart) with if/then rules to a closed schema;
 * - screen-custom.schema.json restates `kind` (for the discriminator of screen.schema.json) beside a `$ref` to the
 *   generated `customScreen`, whose branches (one per component) each declare it and are closed.
 */
function openOnPurpose(node: Schema, path: string, owner: Schema | undefined, file: string): boolean {
  if (path.endsWith('/then') && owner) {
    const names = Object.keys(node.properties ?? {});
    if (Object.keys(node).some((key) => key !== 'properties' && key !== 'required')) return false;
    if (!names.every((name) => isClosed(node.properties[name], file))) return false;
    const owners = owner.properties ? [owner] : includersOf(owner);
    return owners.length > 0 && owners.every((candidate) => names.every((name) => candidate.properties?.[name] !== undefined) && candidate.additionalProperties === false);
  }
  const property = /\/properties\/([^/]+)$/.exec(path);
  if (property && node.type === 'object' && !node.properties) return narrowedByConditions(owner, property[1], file);
  if (typeof node.$ref === 'string' && node.properties) {
    const target = resolveIn(node.$ref, file);
    const branches = (target.node?.oneOf ?? [target.node]).map((branch: Schema) => (typeof branch?.$ref === 'string' ? resolveRef(branch.$ref, target.file) : branch));
    return isClosed(target.node, target.file) && Object.keys(node.properties).every((name) => branches.every((branch: Schema | undefined) => branch?.properties?.[name] !== undefined));
  }
  return false;
}

/** The node at a path that `subschemas` gave. */
function nodeAt(schema: Schema, file: string, path: string): Schema | undefined {
  let node: Json = schema;
  for (const key of path.slice(file.length).split('/').filter(Boolean)) node = node?.[key];
  return node;
}

/** Undocumented properties and open objects of every schema. */
function ruleBreakers() {
  const undocumented: string[] = [];
  const open: string[] = [];
  for (const [file, schema] of schemas) {
    for (const [node, path, parent] of subschemas(schema, file)) {
      if (inCondition(path)) continue;
      // A `then`'s owner is the node holding the `allOf` its rule is in.
      const owner = path.endsWith('/then') ? nodeAt(schema, file, path.replace(/\/allOf\/\d+\/then$/, '')) : parent;
      if (node.properties && typeof node.properties === 'object') {
        if (node.additionalProperties !== false && !openOnPurpose(node, path, owner, file)) open.push(path);
        for (const [name, property] of Object.entries<Schema>(node.properties)) {
          const target = typeof property.$ref === 'string' ? resolveRef(property.$ref, file) : undefined;
          if (typeof property.$ref === 'string' && !target) undocumented.push(`${path}/properties/${name} ($ref sem destino ${property.$ref})`);
          else if (!property.description && !target?.description) undocumented.push(`${path}/properties/${name}`);
        }
      } else if (
        node.type === 'object' && node.additionalProperties === undefined && !node.patternProperties &&
        node.$ref === undefined && !node.oneOf && !node.anyOf && !node.allOf && !openOnPurpose(node, path, parent, file)
      ) {
        open.push(path);
      }
    }
  }
  return { undocumented, open };
}

describe('the format schemas (schemas/) and the schemas next to the code', () => {
  it('the validator loads every schema of schemas/ (none is left out of FORMAT_SCHEMA_FILES)', () => {
    expect(FORMAT_SCHEMA_FILES.map((name) => `schemas/${name}`).sort()).toEqual(FORMAT_FILES);
    for (const file of ['schemas/resource.schema.json', 'schemas/app.schema.json', 'schemas/generated/registry.schema.json']) expect(FORMAT_FILES).toContain(file);
    expect(CODE_FILES.length).toBeGreaterThan(40);
  });

  it('are valid draft 2020-12 schemas and compile in strict mode (with the options and keyword the validator uses)', () => {
    // As engine/tooling/definitions/formatSchemas.ts: strict, but for strictRequired (a kind's `oneOf` lists which
    // properties go together with bare `required`) and strictTypes (the registry's `if`s test one property without
    // restating the type); `enumDescriptions` is carried for the editors.
    const ajv = new Ajv2020({ strict: true, strictRequired: false, strictTypes: false, allowUnionTypes: true, discriminator: true, allErrors: true });
    ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
    for (const [file, schema] of schemas) {
      expect(schema.$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(ajv.validateSchema(schema), `${file}: ${ajv.errorsText()}`).toBe(true);
    }
    for (const [file, schema] of schemas) ajv.addSchema(schema, `${BASE}${file}`);
    for (const file of schemas.keys()) {
      let validate: unknown;
      expect(() => {
        validate = ajv.getSchema(`${BASE}${file}`);
      }, file).not.toThrow();
      expect(validate, file).toBeTypeOf('function');
    }
    // Every `$def` of the generated registry compiles on its own (the validator's options checker compiles them one by one).
    for (const name of Object.keys(read('schemas/generated/registry.schema.json').$defs)) {
      expect(ajv.getSchema(`${BASE}schemas/generated/registry.schema.json#/$defs/${name}`), name).toBeTypeOf('function');
    }
  });

  it('describe every property (it becomes TSDoc) and close every object with additionalProperties: false', () => {
    const { undocumented, open } = ruleBreakers();
    expect(undocumented).toEqual([]);
    expect(open).toEqual([]);
  });

  it('the check itself finds an undocumented property, an open object and a `then` that adds a property its owner lacks', () => {
    const fake = 'schemas/fake.schema.json';
    schemas.set(fake, {
      type: 'object',
      additionalProperties: false,
      properties: { a: { type: 'string' }, b: { type: 'object', description: 'Aberto.' }, c: { type: 'object', description: 'Fechado.', properties: {} } },
      allOf: [{ if: { properties: { a: { const: 'x' } } }, then: { properties: { d: { type: 'object', additionalProperties: false, description: 'Novo.' } } } }],
    });
    try {
      const { undocumented, open } = ruleBreakers();
      expect(undocumented).toEqual([`${fake}/properties/a`]);
      expect(open).toEqual([`${fake}/properties/b`, `${fake}/properties/c`, `${fake}/allOf/0/then`]);
    } finally {
      schemas.delete(fake);
    }
  });

  it('list the 90 routes of the spec', () => {
    const routes = read('schemas/spec-routes.json') as string[];
    expect(routes).toHaveLength(90);
    expect(new Set(routes).size).toBe(90);
    expect(routes).toContain('/conteudo/hierarquia/:disciplina?/:assunto?/:topico?/:subtopico?/:microtopico?');
  });
});

describe('entity schemas (schemas/entities)', () => {
  // As rjsf's validator-ajv8 compiles them in the browser (draft-07, ajv-formats), plus strict mode.
  const ajv = new Ajv({ strict: true, strictTypes: false, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  const entity = (name: string) => {
    const { $schema: _ignored, ...schema } = read(`schemas/entities/${name}.schema.json`);
    return ajv.compile(schema);
  };

  it('give every field a pt-BR title (the form label)', () => {
    for (const file of readdirSync(`${ROOT}/schemas/entities`)) {
      const schema = read(`schemas/entities/${file}`);
      // Fields shown only in a `dependencies` branch count too; a branch's condition on a field does not.
      const fields: Record<string, Schema> = { ...schema.properties };
      for (const dependency of Object.values<Schema>(schema.dependencies ?? {})) {
        for (const branch of dependency.oneOf) {
          for (const [name, field] of Object.entries<Schema>(branch.properties)) if (!(name in fields)) fields[name] = field;
        }
      }
      for (const [name, field] of Object.entries(fields)) expect(field.title, `${file}: ${name}`).toBeTruthy();
    }
  });

  it('coupon: Nome and Desconto required, choices, dates, products only when custom, limit value when limited', () => {
    const coupon = entity('coupon');
    expect(coupon({ Nome: 'BEMVINDO10', Desconto: 10 })).toBe(true);
    expect(coupon({ Desconto: 10 })).toBe(false);
    expect(coupon({ Nome: 'X', Desconto: -1 })).toBe(false);
    expect(coupon({ Nome: 'X', Desconto: 5, TipoDescontoID: 3 })).toBe(false);
    expect(coupon({ Nome: 'X', Desconto: 5, Modalidade: 'Outra' })).toBe(false);
    expect(coupon({ Nome: 'X', Desconto: 5, Aplicavel: null })).toBe(true);
    expect(coupon({ Nome: 'X', Desconto: 5, Aplicavel: 4, ProdutosDoCupom: [{ ID: 1, Nome: 'Curso de Direito' }] })).toBe(true);
    expect(coupon({ Nome: 'X', Desconto: 5, Aplicavel: 5 })).toBe(false);
    expect(coupon({ Nome: 'X', Desconto: 5, Limite: true })).toBe(false);
    expect(coupon({ Nome: 'X', Desconto: 5, Limite: true, ValorLimite: 50 })).toBe(true);
    expect(coupon({ Nome: 'X', Desconto: 5, Limite: false })).toBe(true);
    expect(coupon({ Nome: 'X', Desconto: 5, DataExpiracao: '2025-12-31' })).toBe(true);
    expect(coupon({ Nome: 'X', Desconto: 5, DataExpiracao: '31/12/2025' })).toBe(false);
    // Read-only ids come back from the API and may travel with the record.
    expect(coupon({ Nome: 'X', Desconto: 5, CupomID: 3, OperadorID: 1, UsuarioID: 2, NomeUsuario: 'Ana', ProdutoCupomID: 4 })).toBe(true);
  });

  it('order cancellation: type, reason and integral/partial required, a partial refund positive', () => {
    const cancellation = entity('order-cancellation');
    expect(cancellation({ TipoCancelamento: 'Cancelamento Cartão', MotivoCancelamento: 'Desistência', Parcial: false })).toBe(true);
    expect(cancellation({ TipoCancelamento: 'Cancelamento Cartão', Parcial: false })).toBe(false);
    expect(cancellation({ MotivoCancelamento: 'Desistência', Parcial: false })).toBe(false);
    // Integral or partial is one required choice; a partial one needs its (positive) refund value.
    expect(cancellation({ TipoCancelamento: 'Cancelamento Cartão', MotivoCancelamento: 'Desistência' })).toBe(false);
    expect(cancellation({ TipoCancelamento: 'Converter em Crédito', MotivoCancelamento: 'x', Parcial: true })).toBe(false);
    expect(cancellation({ TipoCancelamento: 'Converter em Crédito', MotivoCancelamento: 'x', Parcial: true, ValorReembolso: 50 })).toBe(true);
    expect(cancellation({ TipoCancelamento: 'Converter em Crédito', MotivoCancelamento: 'x', Parcial: true, ValorReembolso: -5 })).toBe(false);
  });
});

describe('menu.json and permissions.json', () => {
  const menu = read('menu.json');
  const keys = new Set((read('permissions.json').permissions as Array<{ key: string }>).map((entry) => entry.key));

  it('menu.json is the spec side menu, in order, plus the Painéis and E-commerce groups of issue 12', () => {
    const groups = (menu.items as Schema[]).map((group) => [group.title, (group.children as Schema[]).map((item) => item.title)]);
    expect(groups).toEqual([
      ['Home', ['Home']],
      ['Painéis', ['Faturamento', 'Faturamento diário', 'Pedidos', 'Vendas de cursos', 'Vendas com cupom', 'Royalties', 'Meus royalties']],
      ['Produtos', ['Concursos', 'Cursos', 'Combo', 'Módulos', 'Assinatura', 'Vídeo Padrão']],
      ['Conteúdo', ['Objeto', 'Capítulos', 'Aulas', 'Módulos', 'Reprocessar PDF', 'Hierarquia', 'Revisão de questões', 'Questões', 'Caderno']],
      ['CX', ['Gestão de Alunos', 'Recados', 'Liberação Manual', 'Discursivas', 'Atrasos de professores', 'Fórum de Dúvidas', 'Calendário']],
      ['Marketing', [
        'Conteúdo Gratuito', 'Barra Fixa', 'Cupons', 'Link de Vendas', 'Ofertas', 'Banners do ecommerce', 'Banners área logada',
        'Campanha', 'Depoimentos', 'Navegação', 'Redirecionamento', 'Conexões automáticas', 'Publicidades', 'Configurações',
      ]],
      ['E-commerce', ['Concursos da loja', 'Cursos em destaque', 'Últimas notícias', 'Artigos de professores']],
      ['Financeiro', ['Nota Fiscal', 'Configurações']],
      ['Controle de acesso', ['Usuário', 'Grupo de permissões', 'Lista de permissões', 'Permissão por time', 'Definições de telas']],
    ]);
    const items = (menu.items as Schema[]).flatMap((group) => group.children as Schema[]);
    const open = items.filter((item) => item.permission === null).map((item) => item.title);
    expect(open).toEqual(['Home', 'Assinatura']);
    expect(items.find((item) => item.id === 'cupons')).toMatchObject({ url: '/marketing/cupom', permission: 'Cupons' });
  });

  it('permissions.json has the keys the demo users, the screens and the decisions rely on', () => {
    const expected = [
      'Cupons', 'Cupons.new', 'Cupons.edit', 'Cupons.delete', 'GestaoAluno', 'GestaoAluno.edit', 'GestaoAluno.delete', 'ContratoLista',
      'ContratoDetalhe', 'CancelamentoModal', 'Pedidos', 'FaturamentoDiario', 'ChatApp', 'MyRoyalties', 'Recados', 'Recados.new',
      'Recados.edit', 'LiberacaoManual', 'LiberacaoManual.new', 'Curso', 'Modulo', 'Concurso',
      'Hierarquia.create', 'Hierarquia.move', 'Hierarquia.delete', 'Hierarquia.alias', 'Question.review', 'Question.comment',
      'Question.new', 'ConteudoProgramatico.delete', 'FinanceiroConfiguration', 'PermissaoTime',
      'Calendario', 'Calendario.new', 'Calendario.edit', 'Calendario.delete',
    ];
    expect(expected.filter((key) => !keys.has(key))).toEqual([]);
  });
});
