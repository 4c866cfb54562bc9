/**
 * Access control data: the key catalogue (read from permissions.json, so it is always the app's real one), the
 * permissions (a key plus the HTTP method it allows) and the permission groups (named sets of keys). None of them
 * grows with MOCK_SCALE: a company has a few dozen groups whatever its number of students.
 */
import permissionsFile from '../../permissions.json' with { type: 'json' };
import { defineTable } from '../store/table.ts';

/** One key of the catalogue, as GET /api/lista-permissoes lists it. */
export interface AccessKeyRow {
  /** The key itself (`Cupons.new`). */
  Chave: string;
  /** Its pt-BR label (`Cupons: novo`). */
  Nome: string;
  /** Area of the app (`Marketing`). */
  Area: string;
  /** Screen key or button key. */
  Tipo: 'Tela' | 'Botão';
  /** Label and key together, for pickers (`Cupons: novo (Cupons.new)`). */
  Rotulo: string;
}

/** HTTP methods a permission may allow. */
export const PERMISSION_METHODS = ['GET', 'PUT', 'POST', 'DELETE'] as const;

/** One HTTP method of a permission. */
export type PermissionMethod = (typeof PERMISSION_METHODS)[number];

/** A permission (spec section 3): a named key with the HTTP method it allows. */
export interface PermissionRecord {
  PermissaoID: number;
  /** The key (`Cupons.delete`). */
  Nome: string;
  /** What it allows, in pt-BR. */
  Desc: string;
  Metodo: PermissionMethod;
}

/** A permission group (spec section 3): a named set of keys given to users as a role (Papel). */
export interface PermissionGroupRecord {
  GrupoPermissaoID: number;
  Nome: string;
  Desc: string;
  /** Keys of the catalogue, in catalogue order. */
  ChavesDeAcesso: string[];
}

interface CatalogueEntry {
  key: string;
  label: string;
  area: string;
  kind: 'screen' | 'button';
}

let keysCache: readonly AccessKeyRow[] | null = null;

/** The key catalogue of permissions.json, in file order. The same array on every call. */
export function accessKeys(): readonly AccessKeyRow[] {
  if (keysCache) return keysCache;
  const entries = (permissionsFile as { permissions: CatalogueEntry[] }).permissions;
  keysCache = Object.freeze(
    entries.map((entry) =>
      Object.freeze({
        Chave: entry.key,
        Nome: entry.label,
        Area: entry.area,
        Tipo: entry.kind === 'screen' ? ('Tela' as const) : ('Botão' as const),
        Rotulo: `${entry.label} (${entry.key})`,
      }),
    ),
  );
  return keysCache;
}

/** Whether the key exists in the catalogue. */
export function isAccessKey(key: string): boolean {
  return accessKeys().some((row) => row.Chave === key);
}

/** The method a key's permission allows: reading a screen, creating, editing or removing through its buttons. */
export function methodOfKey(key: string, kind: AccessKeyRow['Tipo']): PermissionMethod {
  if (kind === 'Tela') return 'GET';
  if (key.endsWith('.delete')) return 'DELETE';
  if (key.endsWith('.edit') || key.endsWith('.move') || key.endsWith('.alias')) return 'PUT';
  return 'POST';
}

const METHOD_VERBS: Record<PermissionMethod, string> = {
  GET: 'Consultar',
  POST: 'Criar ou executar',
  PUT: 'Alterar',
  DELETE: 'Remover',
};

/** One permission per key of the catalogue, with the method its kind implies. */
export function generatePermissions(): PermissionRecord[] {
  return accessKeys().map((row, index) => {
    const method = methodOfKey(row.Chave, row.Tipo);
    return { PermissaoID: index + 1, Nome: row.Chave, Desc: `${METHOD_VERBS[method]}: ${row.Nome}`, Metodo: method };
  });
}

/** The permissions table. */
export const permissionsTable = defineTable<PermissionRecord>({
  name: 'permissoes',
  idField: 'PermissaoID',
  searchFields: ['Nome', 'Desc'],
  seed: () => generatePermissions(),
});

/** Which keys a seeded group holds: explicit keys, or every key of some areas (optionally screens only). */
interface GroupRule {
  name: string;
  desc: string;
  keys?: readonly string[];
  areas?: readonly string[];
  screensOnly?: boolean;
  prefixes?: readonly string[];
  /** Every key of every area (areas added to the catalogue later included). */
  all?: boolean;
}

const CX = ['CX'];
const MARKETING = ['Marketing'];
const CONTENT = ['Conteúdo'];
const PRODUCTS = ['Produtos'];
const FINANCE = ['Financeiro'];
const ACCESS = ['Controle de acesso'];

/**
 * The seeded groups, in id order. The first four match the demo users' roles (mocks/users.ts), so the admin
 * users screen shows each demo user with the group that explains what they can open.
 */
export const GROUP_RULES: readonly GroupRule[] = [
  { name: 'Administradores', desc: 'Todas as telas e todos os botões do back-office.', all: true },
  {
    name: 'Gestão', desc: 'Cupons, gestão de alunos, pedidos, cancelamentos e faturamento diário.',
    keys: ['Cupons', 'Cupons.new', 'Cupons.edit', 'Cupons.delete', 'GestaoAluno', 'GestaoAluno.edit', 'GestaoAluno.delete',
      'ContratoLista', 'ContratoDetalhe', 'CancelamentoModal', 'Pedidos', 'FaturamentoDiario'],
  },
  { name: 'Professores', desc: 'Fórum de dúvidas dos alunos e os próprios royalties.', keys: ['ChatApp', 'MyRoyalties'] },
  {
    name: 'Suporte', desc: 'Atendimento aos alunos: pedidos, recados, liberação manual e fórum de dúvidas.',
    keys: ['GestaoAluno', 'ContratoLista', 'ContratoDetalhe', 'Recados', 'Recados.new', 'Recados.edit', 'LiberacaoManual',
      'LiberacaoManual.new', 'ChatApp'],
  },
  { name: 'CX: consulta', desc: 'Todas as telas de CX, sem criar, alterar ou remover.', areas: CX, screensOnly: true },
  { name: 'CX: edição', desc: 'Todas as telas e botões de CX.', areas: CX },
  { name: 'Marketing: consulta', desc: 'Todas as telas de marketing, sem criar, alterar ou remover.', areas: MARKETING, screensOnly: true },
  { name: 'Marketing: edição', desc: 'Todas as telas e botões de marketing.', areas: MARKETING },
  { name: 'Conteúdo: consulta', desc: 'Todas as telas de conteúdo, sem criar, alterar ou remover.', areas: CONTENT, screensOnly: true },
  { name: 'Conteúdo: edição', desc: 'Todas as telas e botões de conteúdo.', areas: CONTENT },
  { name: 'Produtos: consulta', desc: 'Concursos, cursos, combos e módulos, sem alterar.', areas: PRODUCTS, screensOnly: true },
  { name: 'Produtos: edição', desc: 'Todas as telas e botões de produtos.', areas: PRODUCTS },
  { name: 'Financeiro: consulta', desc: 'Notas fiscais e configurações financeiras, sem alterar.', areas: FINANCE, screensOnly: true },
  { name: 'Financeiro: edição', desc: 'Todas as telas e botões do financeiro.', areas: FINANCE },
  { name: 'Dashboards', desc: 'Todos os painéis de indicadores.', areas: ['Dashboard'] },
  { name: 'Controle de acesso: consulta', desc: 'Usuários, grupos e permissões, sem alterar.', areas: ACCESS, screensOnly: true },
  { name: 'Controle de acesso: edição', desc: 'Cria e altera usuários, grupos e permissões.', areas: ACCESS },
  { name: 'Auditoria', desc: 'Consulta a todas as telas, sem nenhum botão de alteração.', all: true, screensOnly: true },
  { name: 'Revisores de questões', desc: 'Questões, revisão e comentários.', prefixes: ['Question'] },
  { name: 'Coordenação pedagógica', desc: 'Todo o conteúdo e a consulta aos produtos.', areas: CONTENT, keys: ['Concurso', 'Curso', 'Combo', 'Modulo', 'ConteudoProgramatico'] },
  {
    name: 'Equipe comercial', desc: 'Cupons, links de vendas, ofertas e o painel de pedidos.',
    prefixes: ['Cupons', 'LinkVendas', 'Offers'], keys: ['Pedidos', 'Cupom'],
  },
  { name: 'Estagiários de CX', desc: 'Consulta de alunos e pedidos e o fórum de dúvidas.', keys: ['GestaoAluno', 'ContratoLista', 'ContratoDetalhe', 'ChatApp'] },
  { name: 'Royalties', desc: 'Relatórios de royalties de todos os professores.', keys: ['Royalties', 'MyRoyalties'] },
  {
    name: 'Atendimento nível 2', desc: 'Suporte com cancelamento de pedidos, edição de alunos e revogação de liberações.',
    keys: ['GestaoAluno', 'GestaoAluno.new', 'GestaoAluno.edit', 'ContratoLista', 'ContratoDetalhe', 'CancelamentoModal', 'Recados',
      'Recados.new', 'Recados.edit', 'Recados.delete', 'LiberacaoManual', 'LiberacaoManual.new', 'LiberacaoManual.delete', 'ChatApp',
      'Discursivas', 'AtrasoProfessores'],
  },
  { name: 'Fórum de dúvidas', desc: 'Responde às dúvidas dos alunos.', keys: ['ChatApp'] },
  { name: 'Conteúdo gratuito e notícias', desc: 'Materiais gratuitos, barra fixa, depoimentos e notícias.', prefixes: ['FreeContent', 'FixedBar', 'Testimonies', 'UltimasNoticias'] },
  { name: 'E-commerce: edição', desc: 'Todas as telas e botões do e-commerce.', areas: ['E-commerce'] },
];

function keysOfRule(rule: GroupRule): string[] {
  const explicit = new Set(rule.keys ?? []);
  return accessKeys()
    .filter((row) => {
      if (explicit.has(row.Chave)) return true;
      if (rule.screensOnly && row.Tipo !== 'Tela') return false;
      if (rule.all || rule.areas?.includes(row.Area)) return true;
      return (rule.prefixes ?? []).some((prefix) => row.Chave === prefix || row.Chave.startsWith(`${prefix}.`));
    })
    .map((row) => row.Chave);
}

/** The seeded groups; keys a rule names that the catalogue lacks are left out. */
export function generateGroups(): PermissionGroupRecord[] {
  return GROUP_RULES.map((rule, index) => ({
    GrupoPermissaoID: index + 1,
    Nome: rule.name,
    Desc: rule.desc,
    ChavesDeAcesso: keysOfRule(rule),
  }));
}

/** The id of a seeded group by its name (the staff seed gives users their groups by name). */
export function seededGroupId(name: string): number {
  const index = GROUP_RULES.findIndex((rule) => rule.name === name);
  if (index < 0) throw new Error(`[mocks] grupo de permissões desconhecido: ${name}`);
  return index + 1;
}

/** The permission groups table. */
export const permissionGroupsTable = defineTable<PermissionGroupRecord>({
  name: 'grupos-permissao',
  idField: 'GrupoPermissaoID',
  searchFields: ['Nome', 'Desc'],
  seed: () => generateGroups(),
});
