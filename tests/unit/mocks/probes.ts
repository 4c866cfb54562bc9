/**
 * Every call the definitions make (resources, screens, app.json), as probes the contract test and the key
 * matrix send to the mock: each probe knows its endpoint, its body and query templates, where its answer keeps
 * rows or a record, the key the screen that makes it holds, and the sample record it is about.
 */
import { toCallSpec } from '../../../engine/core/definition/calls';
import { resolveResource } from '../../../engine/core/definition/resolve';
import type { CallSpec, RuntimeResource, RuntimeScreen } from '../../../engine/core/definition/runtime';
import type { AppDefinition } from '../../../engine/core/generated';
import { fillRoute, fillTemplate, getPath, routeContext } from '../../../engine/core/template';
import { validateProject, type ValidationReport } from '../../../engine/tooling/definitions/validateProject';
import type { Row } from '../../../mocks/core/db';

/** How a probe's answer is read and what kind of call it is. */
export interface Probe {
  /** `METHOD /path` as the definitions write it (the contract's key). */
  key: string;
  call: CallSpec;
  rows?: string;
  record?: string;
  kind: 'read' | 'write' | 'remove';
  /** Where the call comes from (a resource id or a screen id), for messages. */
  origin: string;
  /** The screen whose sample parameters and rows fill the templates. */
  screen?: RuntimeScreen;
  /** The resource whose rows fill the templates. */
  resource?: RuntimeResource;
  /** Rows the call is about must pass this (an action's `when`). */
  when?: { field: string; in?: unknown[]; notIn?: unknown[] };
  /** Whether the body is the record itself (a save) rather than only its template. */
  recordBody?: boolean;
}

/** The definitions as the build reads them. */
export interface Definitions {
  report: ValidationReport;
  screens: RuntimeScreen[];
  resources: Map<string, RuntimeResource>;
  app: AppDefinition;
}

let cached: Definitions | undefined;

/** Validates the repository's definitions once per test file. */
export function loadDefinitions(): Definitions {
  if (cached) return cached;
  const report = validateProject({ root: process.cwd(), checkFormatting: false });
  if (report.errors.length) throw new Error(`definições inválidas: ${report.errors.map((e) => `${e.file}${e.pointer}: ${e.message}`).join('; ')}`);
  const resources = new Map(report.resources.map((loaded) => [loaded.definition.id, resolveResource(loaded.definition)]));
  cached = { report, screens: report.runtime, resources, app: report.app! };
  return cached;
}

const keyOf = (call: CallSpec) => `${call.method} ${call.endpoint}`;

function isCall(value: unknown): value is { call: string } {
  return typeof value === 'object' && value !== null && typeof (value as { call?: unknown }).call === 'string'
    && /^(GET|POST|PUT|DELETE) \//.test((value as { call: string }).call);
}

/** Every call object in a custom screen's settings, with the name it is kept under. */
function settingsCalls(node: unknown, name = ''): Array<{ name: string; value: Record<string, unknown> & { call: string } }> {
  if (Array.isArray(node)) return node.flatMap((item) => settingsCalls(item, name));
  if (!node || typeof node !== 'object') return [];
  if (isCall(node)) return [{ name, value: node as Record<string, unknown> & { call: string } }];
  return Object.entries(node).flatMap(([key, value]) => settingsCalls(value, key));
}

/** Every probe of the definitions (one per call site; the same endpoint may appear many times). */
export function allProbes(definitions: Definitions): Probe[] {
  const probes: Probe[] = [];
  const add = (probe: Omit<Probe, 'key'>) => probes.push({ key: keyOf(probe.call), ...probe });
  const firstScreenOf = (id: string) => definitions.screens.find((screen) => 'resource' in screen && screen.resource === id);

  for (const resource of definitions.resources.values()) {
    const screen = firstScreenOf(resource.id);
    if (resource.list) add({ call: resource.list, rows: resource.list.rows, kind: 'read', origin: resource.id, resource, screen });
    if (resource.options) add({ call: resource.options, rows: resource.options.rows, kind: 'read', origin: resource.id, resource, screen });
    if (resource.get) add({ call: resource.get, record: resource.get.record, kind: 'read', origin: resource.id, resource, screen });
    if (resource.save) add({ call: resource.save, record: resource.save.record, kind: 'write', origin: resource.id, resource, screen, recordBody: true });
    if (resource.remove) add({ call: resource.remove, kind: 'remove', origin: resource.id, resource, screen });
  }
  for (const screen of definitions.screens) {
    const resource = 'resource' in screen && screen.resource ? definitions.resources.get(screen.resource) : undefined;
    const base = { origin: screen.id, screen, resource };
    const actions = [
      ...('actions' in screen ? screen.actions : []),
      ...('rowActions' in screen ? screen.rowActions : []),
      ...(screen.kind === 'detail' ? screen.sections.flatMap((section) => ('rowActions' in section ? section.rowActions : [])) : []),
      ...(screen.kind === 'form' && screen.remove ? [screen.remove] : []),
    ];
    for (const action of actions) {
      if (action.kind === 'link') continue;
      const kind = action.call.endpoint === resource?.remove?.endpoint ? 'remove' : 'write';
      add({ ...base, call: action.call, kind, when: action.when, recordBody: action.kind === 'form' && action.prefill === true });
    }
    if (screen.kind === 'list') add({ ...base, call: screen.source, rows: screen.source.rows, kind: 'read' });
    if (screen.kind === 'form') {
      if (screen.load) add({ ...base, call: screen.load, record: screen.load.record, kind: 'read' });
      add({ ...base, call: screen.save, record: screen.save.record, kind: 'write', recordBody: true });
    }
    if (screen.kind === 'detail') add({ ...base, call: screen.load, record: screen.load.record, kind: 'read' });
    if (screen.kind === 'dashboard') for (const call of Object.values(screen.sources)) add({ ...base, call, kind: 'read' });
    if (screen.kind === 'custom') {
      for (const { name, value } of settingsCalls(screen.settings)) {
        const call = toCallSpec(value as never);
        const kind = name === 'remove' ? 'remove' : call.method === 'GET' || name === 'load' || name === 'contacts' ? 'read' : 'write';
        add({
          ...base, call, kind, recordBody: name === 'save',
          ...(typeof value.rows === 'string' ? { rows: value.rows } : {}),
          ...(typeof value.record === 'string' ? { record: value.record } : {}),
        });
      }
    }
  }
  for (const call of Object.values(definitions.app.calls ?? {})) {
    const spec = toCallSpec(call as never);
    add({ call: spec, kind: spec.method === 'GET' ? 'read' : 'write', origin: 'app.json' });
  }
  return probes;
}

/** One probe per endpoint: the first read of a resource wins, then the first call site. */
export function probesByEndpoint(probes: readonly Probe[]): Map<string, Probe> {
  const out = new Map<string, Probe>();
  for (const probe of probes) if (!out.has(probe.key)) out.set(probe.key, probe);
  return out;
}

/** A request ready to send. */
export interface Request {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

/** The request of a call in a context: GET sends query and body as the query string, the others a JSON body. */
export function requestOf(call: CallSpec, context: Record<string, unknown>, extraBody: Record<string, unknown> = {}): Request {
  const path = fillRoute(call.endpoint, context);
  const query = fillTemplate(call.query, context);
  const body = { ...extraBody, ...fillTemplate(call.body, context) };
  if (call.method === 'GET') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...body, ...query })) {
      if (value !== undefined && value !== null) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const text = params.toString();
    return { method: call.method, path: text ? `${path}?${text}` : path };
  }
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return { method: call.method, path: search ? `${path}?${search}` : path, body };
}

/** The context a screen's calls start from (its sample parameters, with the resource's id field). */
function screenContext(screen: RuntimeScreen | undefined): Record<string, unknown> {
  if (!screen) return {};
  const params = screen.sampleParams ?? {};
  const idParam = 'idParam' in screen ? screen.idParam : undefined;
  const idField = 'idField' in screen ? screen.idField : undefined;
  return routeContext(params, idParam, idField);
}

/** Whether a row passes an action's `when`. */
function passes(row: Record<string, unknown>, when: Probe['when']): boolean {
  if (!when) return true;
  const value = getPath(row, when.field);
  if (when.in) return when.in.includes(value);
  if (when.notIn) return !when.notIn.includes(value);
  return true;
}

/** Dotted paths of a value (arrays as `name[]` and their first item's paths), to `depth` levels. */
function pathsOf(value: unknown, depth: number, prefix = ''): string[] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.length ? pathsOf(value[0], depth, `${prefix}[]`) : [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = Array.isArray(item) ? [`${path}[]`, ...pathsOf(item, depth - 1, path)] : pathsOf(item, depth - 1, path);
    return [path, ...inner];
  });
}

/** The paths every row has (the intersection over the first rows; inside lists, what any row's items have). */
function commonPaths(rows: readonly unknown[], depth: number): string[] {
  const sample = rows.slice(0, 20).map((row) => new Set(pathsOf(row, depth)));
  if (!sample.length) return [];
  const all = new Set(sample.flatMap((paths) => [...paths]));
  return [...all].filter((path) => path.includes('[]') || sample.every((paths) => paths.has(path))).sort();
}

export { getPath };

/** Sends one request as a user; answers status and parsed body. */
export type Send = (request: Request, token: string | null) => Promise<{ status: number; body: Row }>;

/**
 * Bodies of the calls whose data comes from a dialog the user fills (not from a record), by endpoint, and the
 * context of calls that need one the definitions cannot give (the chat's open conversation).
 */
const SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/pedidos/cancelar': { TipoCancelamento: 'Converter em Crédito', MotivoCancelamento: 'Pedido em duplicidade' },
  'POST /api/reprocessar-pdf/save': { AulaID: 1, Observacao: 'Correção na página 4' },
  'POST /api/question/hierarchies': { hierarchies: [{ _id: 1 }] },
  'POST /api/hierarquia/alias': { _id: 1, aliases: ['Língua portuguesa'] },
  'POST /api/chat/user/data': { status: 'online' },
  'POST /api/chat/send-message': { messageText: 'Olá! Em que posso ajudar?' },
  'POST /api/calendar-app/add-event': {
    newEvent: { title: 'Plantão de dúvidas', allDay: false, start: '2026-05-04T09:00:00-03:00', end: '2026-05-04T10:00:00-03:00', textColor: '#1c6e42', extendedProps: { desc: 'Fórum aberto.' } },
  },
  'POST /api/calendar-app/update-event': {
    event: { id: 1, title: 'Balanço remarcado', allDay: true, start: '2026-05-04', end: '2026-05-05', textColor: '#215db0', extendedProps: { desc: '' } },
  },
  'POST /admin/user/alterar-senha': { senhaAtual: 'Admin123', novaSenha: 'Admin1234', confirmacaoSenha: 'Admin1234' },
  'PUT /admin/user': { data: { settings: { layout: 'layout1' } } },
  'POST /admin/auth/autenticar': { email: 'admin@exemplo.com.br', password: 'Admin123' },
  'POST /admin/auth/esqueci-senha': { email: 'suporte@exemplo.com.br' },
  'POST /api/auth/register': { displayName: 'Beatriz Nunes', email: 'beatriz.nunes@exemplo.com.br', password: 'Senha123' },
};

/** Context values of call sites the sample data cannot give (custom screens opened without an id), by origin. */
const SAMPLE_CONTEXTS: Record<string, Record<string, unknown>> = {
  'conteudo.question-cadastro': { _id: 1 },
  'conteudo.question-hierarchy': { _id: 1 },
  'produto.curso-conteudo-programatico': { CursoID: 1 },
  'course-syllabus': { CursoID: 1 },
};

type Api = (path: string, body?: Record<string, unknown>) => Promise<Row>;

/** Bodies and contexts that depend on the data, read through the API first. */
const DYNAMIC_SAMPLES: Record<string, (api: Api) => Promise<Record<string, unknown>>> = {
  'GET /api/chat/get-chat': async (api) => {
    const [contacts, user] = await Promise.all([api('/api/chat/contacts'), api('/api/chat/user')]);
    return { contactId: contacts.contacts[0].id, userId: user.user.id };
  },
  'POST /api/chat/send-message': async (api) => {
    const [contacts, user] = await Promise.all([api('/api/chat/contacts'), api('/api/chat/user')]);
    const chat = await api(`/api/chat/get-chat?contactId=${contacts.contacts[0].id}&userId=${user.user.id}`);
    return { chatId: chat.chat.id, contactId: contacts.contacts[0].id };
  },
  'POST /api/hierarquia/move': async (api) => {
    const roots = (await api('/api/hierarquia')).nodes;
    const child = (await api(`/api/hierarquia?parentId=${roots[0]._id}`)).nodes[0];
    return { _id: child._id, parentId: roots[1]._id };
  },
  'POST /admin/auth/resetar-senha': async (api) => {
    await api('/admin/auth/esqueci-senha', { email: 'suporte@exemplo.com.br' });
    const mail = (await api('/__mock/outbox')).emails.at(-1);
    return { email: mail.to, token: mail.token, password: 'NovaSenha1' };
  },
  // A saved view of the coupons list first, so the list of views has one to answer and the removal one to remove.
  'POST /api/visoes': async (api) => {
    await api('/api/visoes/save', { ListaID: 'marketing.cupons', Nome: 'Cupons ativos', Compartilhada: true, Estado: { filter: { Status: true } } });
    return { ListaID: 'marketing.cupons' };
  },
  'POST /api/visoes/save': async () => ({ ListaID: 'marketing.cupons', Nome: 'Cupons ativos', Compartilhada: true, Estado: { filter: { Status: true } } }),
  'POST /api/visoes/remove': async (api) => {
    const saved = await api('/api/visoes/save', { ListaID: 'marketing.cupons', Nome: 'Para remover', Estado: { filter: {} } });
    return { VisaoID: saved.visao.VisaoID };
  },
  'POST /api/hierarquia/remove': async (api) => {
    const queue: Array<{ _id: number; childCount: number; questionCount: number }> = (await api('/api/hierarquia')).nodes;
    while (queue.length) {
      const node = queue.shift()!;
      if (node.childCount === 0 && node.questionCount === 0) return { _id: node._id };
      if (node.childCount > 0) queue.push(...(await api(`/api/hierarquia?parentId=${node._id}`)).nodes);
    }
    return {};
  },
  'POST /api/liberacao/save': async (api) => {
    const releases = (await api('/api/liberacaoManualdb', { QTDPorPagina: 1000 })).liberacaoManual as Array<{ AlunoID: number }>;
    const released = new Set(releases.map((release) => release.AlunoID));
    const id = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((candidate) => !released.has(candidate)) ?? 1;
    const student = (await api(`/api/alunos/aluno?AlunoID=${id}`)).aluno;
    const course = (await api('/api/liberacao/cursos')).cursos[0];
    return { EmailAluno: student.Email, Cursos: [course], Modulos: [], Observacao: 'Pagamento confirmado por transferência.' };
  },
};

/** What one endpoint answered, reduced to the fields the contract lists. */
export interface Observed {
  status: number;
  /** Dotted paths of the answer: each top-level field; inside a list, the paths every item has; inside an object, its paths. */
  fields: string[];
  /** Paths whose value is null (an empty object has no inner fields to show). */
  nulls: string[];
  message?: string;
}

/** The paths (to 3 levels) whose value is null. */
function nullPaths(value: unknown, prefix = '', depth = 3): string[] {
  if (!value || typeof value !== 'object' || depth === 0) return [];
  return Object.entries(Array.isArray(value) ? { '[]': value[0] } : value).flatMap(([key, item]) => {
    const path = key === '[]' ? `${prefix}[]` : prefix ? `${prefix}.${key}` : key;
    return item === null ? [path] : nullPaths(item, path, depth - 1);
  });
}

/** The contract's paths of an answer (see Observed.fields). */
function shapeOf(body: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    out.push(key);
    if (Array.isArray(value)) {
      if (value.length && value.every((item) => item && typeof item === 'object' && !Array.isArray(item))) {
        out.push(...commonPaths(value, 2).map((path) => `${key}[].${path}`));
      }
    } else if (value && typeof value === 'object') out.push(...pathsOf(value, 3).map((path) => `${key}.${path}`));
  }
  return [...new Set(out)].sort();
}

/**
 * Sends every endpoint of the definitions once, as the all-keys user, each in a context taken from the data
 * (the first row a screen lists, the record it opens) and answers what each endpoint answered.
 * `reset` restores the seed before each write, so writes never see each other's effects.
 */
export async function observeEndpoints(
  definitions: Definitions,
  send: Send,
  session: { reset(): Promise<void>; login(): Promise<string> },
): Promise<Map<string, Observed>> {
  const probes = allProbes(definitions);
  const rows = new Map<string, Array<Record<string, unknown>>>();
  const records = new Map<string, Record<string, unknown>>();
  let token = await session.login();
  const out = new Map<string, Observed>();
  const remember = (map: Map<string, unknown>, id: string | undefined, value: unknown) => {
    if (id && value !== undefined && !map.has(id)) map.set(id, value);
  };

  const observe = async (probe: Probe, context: Record<string, unknown>, extra: Record<string, unknown>) => {
    const request = requestOf(probe.call, context, extra);
    const answer = await send(request, token);
    const body = answer.body && typeof answer.body === 'object' ? answer.body : {};
    const observed: Observed = { status: answer.status, fields: shapeOf(body), nulls: nullPaths(body) };
    if (answer.status >= 400) observed.message = String(body.message ?? '');
    const list = probe.rows ? getPath(body, probe.rows) : undefined;
    const record = probe.record ? getPath(body, probe.record) : undefined;
    return { observed, body, list, record };
  };

  // Lists and options first: their rows are the context of everything else.
  for (const probe of probes) {
    if (probe.kind !== 'read' || !probe.rows) continue;
    const paging = probe.call.method === 'GET' && probe.call.endpoint.includes('cursos-em-destaque') ? {} : { QTDPorPagina: 50 };
    const { observed, list } = await observe(probe, screenContext(probe.screen), paging);
    if (!out.has(probe.key)) out.set(probe.key, observed);
    if (Array.isArray(list)) {
      remember(rows, probe.origin, list);
      remember(rows, probe.resource?.id, list);
    }
  }
  const api: Api = async (path, body) => (await send({ method: body ? 'POST' : 'GET', path, body }, token)).body;
  const candidatesOf = (probe: Probe) => {
    const record = records.get(probe.origin) ?? records.get(probe.resource?.id ?? '');
    const list = [...(rows.get(probe.origin) ?? []), ...(probe.resource ? rows.get(probe.resource.id) ?? [] : []), ...(record ? [record] : [])];
    return list.filter((row) => passes(row, probe.when));
  };
  const contextFor = async (probe: Probe, row?: Record<string, unknown>) => {
    const base = { ...screenContext(probe.screen), ...SAMPLE_CONTEXTS[probe.origin], ...SAMPLE_CONTEXTS[probe.resource?.id ?? ''] };
    const opened = Object.keys(base).length > 0 && ['detail', 'form', 'custom'].includes(probe.screen?.kind ?? '');
    const dynamic = DYNAMIC_SAMPLES[probe.key] ? await DYNAMIC_SAMPLES[probe.key](api) : {};
    const record = records.get(probe.origin) ?? (opened ? undefined : records.get(probe.resource?.id ?? ''));
    return { context: { ...(opened ? {} : candidatesOf(probe)[0]), ...record, ...row, ...base, ...dynamic }, dynamic };
  };
  // Then the reads of one record.
  for (const probe of probes) {
    if (probe.kind !== 'read' || probe.rows) continue;
    const { observed, record } = await observe(probe, (await contextFor(probe)).context, SAMPLE_BODIES[probe.key] ?? {});
    if (!out.has(probe.key)) out.set(probe.key, observed);
    if (record && typeof record === 'object') {
      remember(records, probe.origin, record);
      remember(records, probe.resource?.id, record);
    }
  }
  // Then writes and removals, each from the fresh seed; a removal tries rows from the last one until one may go.
  for (const probe of probes) {
    if (probe.kind === 'read' || (out.get(probe.key)?.status ?? 500) < 400) continue;
    const candidates = probe.kind === 'remove' ? candidatesOf(probe).slice(-12).reverse() : [undefined];
    for (const row of candidates.length ? candidates : [undefined]) {
      await session.reset();
      token = await session.login();
      const { context, dynamic } = await contextFor(probe, row);
      const body = probe.recordBody ? { ...context, ...SAMPLE_BODIES[probe.key] } : { ...dynamic, ...SAMPLE_BODIES[probe.key] };
      const { observed } = await observe(probe, context, body);
      if (!out.has(probe.key) || observed.status < 400) out.set(probe.key, observed);
      if (observed.status < 400) break;
    }
  }
  await session.reset();
  return out;
}
