// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { FORMAT_SCHEMA_FILES } from '../../../engine/tooling/definitions/formatSchemas';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
type Schema = Record<string, any>;
const read = (path: string): any => JSON.parse(readFileSync(`${ROOT}/${path}`, 'utf8'));
const formatSchemas = new Map<string, Schema>(FORMAT_SCHEMA_FILES.map((name) => [name, read(`schemas/${name}`)]));

function resolveRef(ref: string, file: string): Schema {
  const [name, fragment = ''] = ref.split('#');
  let node: any = formatSchemas.get(name || file);
  for (const key of fragment.split('/').filter(Boolean)) node = node?.[key];
  return node;
}

/** Every subschema of a schema file, with where it is. */
function* subschemas(node: unknown, path: string): Generator<[Schema, string]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* subschemas(item, `${path}/${index}`);
  } else if (node && typeof node === 'object') {
    yield [node as Schema, path];
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'const' && key !== 'enum' && key !== 'default') yield* subschemas(value, `${path}/${key}`);
    }
  }
}

describe('the format schemas (schemas/*.schema.json)', () => {
  it('are valid draft 2020-12 schemas and compile in strict mode', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, discriminator: true });
    for (const [name, schema] of formatSchemas) expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText()}`).toBe(true);
    for (const [name, schema] of formatSchemas) ajv.addSchema(schema, name);
    for (const name of ['screen.schema.json', 'menu.schema.json', 'permissions.schema.json', 'spec-routes.schema.json']) {
      expect(ajv.getSchema(name)).toBeTypeOf('function');
    }
  });

  it('describe every property (it becomes TSDoc) and close every object with additionalProperties: false', () => {
    const undocumented: string[] = [];
    const open: string[] = [];
    for (const [file, schema] of formatSchemas) {
      for (const [node, path] of subschemas(schema, file)) {
        if (node.properties && typeof node.properties === 'object' && !path.endsWith('/properties')) {
          if (node.additionalProperties !== false) open.push(path);
          for (const [name, property] of Object.entries<Schema>(node.properties)) {
            const target = typeof property.$ref === 'string' ? resolveRef(property.$ref, file) : undefined;
            if (!property.description && !target?.description) undocumented.push(`${path}/properties/${name}`);
          }
        }
      }
    }
    expect(undocumented).toEqual([]);
    expect(open).toEqual([]);
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

  it('order cancellation: type and reason required, refund not negative', () => {
    const cancellation = entity('order-cancellation');
    expect(cancellation({ TipoCancelamento: 'Cancelamento Cartão', MotivoCancelamento: 'Desistência' })).toBe(true);
    expect(cancellation({ TipoCancelamento: 'Cancelamento Cartão' })).toBe(false);
    expect(cancellation({ MotivoCancelamento: 'Desistência' })).toBe(false);
    expect(cancellation({ TipoCancelamento: 'Converter em Crédito', MotivoCancelamento: 'x', Parcial: true, ValorReembolso: -5 })).toBe(false);
  });
});

describe('menu.json and permissions.json', () => {
  const menu = read('menu.json');
  const keys = new Set((read('permissions.json').permissions as Array<{ key: string }>).map((entry) => entry.key));

  it('menu.json is the spec side menu, in order', () => {
    const groups = (menu.items as Schema[]).map((group) => [group.title, (group.children as Schema[]).map((item) => item.title)]);
    expect(groups).toEqual([
      ['Home', ['Home']],
      ['Produtos', ['Concursos', 'Cursos', 'Combo', 'Módulos', 'Assinatura', 'Vídeo Padrão']],
      ['Conteúdo', ['Objeto', 'Capítulos', 'Aulas', 'Módulos', 'Reprocessar PDF', 'Hierarquia', 'Revisão de questões', 'Questões', 'Caderno']],
      ['CX', ['Gestão de Alunos', 'Recados', 'Liberação Manual', 'Fórum de Dúvidas']],
      ['Marketing', [
        'Conteúdo Gratuito', 'Barra Fixa', 'Cupons', 'Link de Vendas', 'Ofertas', 'Banners do ecommerce', 'Banners área logada',
        'Campanha', 'Depoimentos', 'Navegação', 'Redirecionamento', 'Conexões automáticas', 'Publicidades', 'Configurações',
      ]],
      ['Financeiro', ['Nota Fiscal', 'Configurações']],
      ['Controle de acesso', ['Usuário', 'Grupo de permissões', 'Lista de permissões', 'Permissão por time']],
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
      'Recados.edit', 'LiberacaoManual', 'LiberacaoManual.new', 'DashboardCurso', 'DashboardModulo', 'DashboardConcurso',
      'Hierarquia.create', 'Hierarquia.move', 'Hierarquia.delete', 'Hierarquia.alias', 'Question.review', 'Question.comment',
      'Question.new', 'ConteudoProgramatico.delete', 'FinanceiroConfiguration', 'PermissaoTime',
    ];
    expect(expected.filter((key) => !keys.has(key))).toEqual([]);
  });
});
