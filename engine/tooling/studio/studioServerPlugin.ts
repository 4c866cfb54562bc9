/**
 * The definition studio's endpoint on the app's own server (`npm run dev` and `npm start`, i.e. `vite` and
 * `vite preview` of a checkout). A static deployment has no such server, and the studio says so.
 *
 * - `GET /__studio/session`: the per-run token and the definition files as they are on disk.
 * - `POST /__studio/save`: writes drafts; refuses a file changed on disk since it was opened (409) and anything
 *   that fails `npm run validate`'s checks (422, with the problems); formats with the repository's formatter and
 *   writes every file or none.
 * - `GET /__studio/overrides/<version>.json`: what `npm start` serves differently from its build since a save.
 *
 * Every request must come from loopback, name a loopback host and (when the browser sends one) this origin; the
 * session and the save need the bearer token of a session the app's own API says holds the all-keys role, and the
 * save the per-run token. Nothing is committed: that stays with a person.
 *
 * Taking effect without a restart: `vite` reloads definitions by itself (the screens plugin watches the files);
 * `vite preview` serves a build, so after a save the server validates the checkout, keeps the screens, menu,
 * permissions and app definition that differ from the build (as the engine runs them) and marks the app's
 * page with their version (`<meta name="backoffice-definitions">`): the app loads them before it starts, and
 * the studio hands them to the running app right after a save.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatJson } from '../../core/definition/formatJson.ts';
import { OVERRIDES_META_NAME, SERVER_ID_PREFIX, type DefinitionOverrides } from '../../core/definition/overrides.ts';
import { baselineOf, overridesOf, textHash, type DefinitionsBaseline } from '../../core/definition/overridesDiff.ts';
import { ProjectValidationMemo, validateProject } from '../definitions/validateProject.ts';
import { isWritableDefinition, readDefinitionFiles, readIfPresent, writeAllOrNothing } from './definitionFiles.ts';

/** Options of the studio's endpoint. */
export interface StudioServerOptions {
  /** The checkout whose definitions are read and written (default: STUDIO_ROOT, else Vite's root). */
  root?: string;
}

const MAX_BODY = 5 * 1024 * 1024;

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const isLoopbackHost = (host: string | undefined) => !!host && /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The roles call and the all-keys role of the checkout's app.json. */
function sessionRules(root: string): { method: string; path: string; allKeysRole: string } {
  const app = JSON.parse(readFileSync(join(root, 'screens', 'app.json'), 'utf8')) as { allKeysRole: string; calls: { roles: { call: string } } };
  const [method, path] = app.calls.roles.call.split(' ');
  return { method, path, allKeysRole: app.allKeysRole };
}

/** Whether the bearer token belongs to a session that holds the all-keys role (asked to the app's own API). */
async function holdsAllKeys(req: IncomingMessage, root: string): Promise<boolean> {
  const authorization = String(req.headers.authorization ?? '');
  if (!/^Bearer\s+\S+$/i.test(authorization)) return false;
  const rules = sessionRules(root);
  const port = req.socket.localPort;
  try {
    const answer = await fetch(`http://127.0.0.1:${port}${rules.path}`, { method: rules.method, headers: { Authorization: authorization } });
    if (!answer.ok) return false;
    const body = (await answer.json()) as unknown;
    const list = body && typeof body === 'object' && !Array.isArray(body) ? (body as { roles?: unknown }).roles : body;
    if (!Array.isArray(list)) return false;
    return list.some((role) => (typeof role === 'string' ? role : (role as { name?: unknown })?.name) === rules.allKeysRole);
  } catch {
    return false;
  }
}

/** One file of a save: the text, and the hash of the text it was opened from (`null`: a new file). */
interface SaveFile {
  path: string;
  text: string;
  base: string | null;
}

function parseSave(body: string): SaveFile[] | null {
  try {
    const value = JSON.parse(body) as { files?: unknown };
    if (!Array.isArray(value.files) || value.files.length === 0) return null;
    const files = value.files as SaveFile[];
    const valid = files.every((file) => typeof file?.path === 'string' && typeof file.text === 'string' && (typeof file.base === 'string' || file.base === null));
    return valid ? files : null;
  } catch {
    return null;
  }
}

/** The Vite plugin of the studio's endpoint. */
export function studioServerPlugin(options: StudioServerOptions = {}): Plugin {
  const token = randomBytes(24).toString('hex');
  let root = '';
  let servesBuild = false;
  let outDir = '';
  let baseline: DefinitionsBaseline | null = null;
  let overrides: DefinitionOverrides | null = null;
  // Every save validates the whole checkout (before and after writing): only the files that changed are worked out again.
  const memo = new ProjectValidationMemo();

  const refreshOverrides = () => {
    if (!servesBuild || !baseline) return;
    const report = validateProject({ root, memo });
    if (report.errors.length) return;
    overrides = overridesOf(baseline, report, 'server', SERVER_ID_PREFIX);
  };

  const save = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers.origin !== `http://${req.headers.host}`) return send(res, 403, { message: 'Origem não permitida.' });
    if (req.headers['x-studio-token'] !== token) return send(res, 403, { message: 'Token do estúdio inválido: recarregue a página.' });
    if (!(await holdsAllKeys(req, root))) return send(res, 403, { message: 'Só quem tem todas as chaves pode salvar definições.' });
    const files = parseSave(await readBody(req));
    if (!files || files.some((file) => !isWritableDefinition(file.path))) return send(res, 400, { message: 'Pedido de gravação inválido.' });
    const conflicts = files.filter((file) => {
      const current = readIfPresent(root, file.path);
      return file.base === null ? current !== null : current === null || textHash(current) !== file.base;
    });
    if (conflicts.length) return send(res, 409, { conflicts: conflicts.map((file) => file.path) });
    const formatted = new Map<string, string>();
    const parseProblems = [];
    for (const file of files) {
      try {
        formatted.set(file.path, formatJson(JSON.parse(file.text)));
      } catch {
        parseProblems.push({ file: file.path, pointer: '', message: 'JSON inválido' });
      }
    }
    if (parseProblems.length) return send(res, 422, { problems: parseProblems });
    const report = validateProject({ root, overlay: formatted, memo });
    if (report.errors.length) return send(res, 422, { problems: report.errors });
    // Unchanged files are not touched (opening and saving without edits leaves a file as it was).
    const changed = new Map([...formatted].filter(([path, text]) => readIfPresent(root, path) !== text));
    if (changed.size) writeAllOrNothing(root, changed, token.slice(0, 8));
    refreshOverrides();
    send(res, 200, { files: Object.fromEntries(formatted), overrides: overrides?.version ?? null });
  };

  const middleware: Middleware = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const isStudio = url.pathname.startsWith('/__studio/');
    // The app's page, marked with the version of the definitions saved since the build.
    if (!isStudio) {
      const wantsPage = req.method === 'GET' && overrides && String(req.headers.accept ?? '').includes('text/html') && !/\.[a-z0-9]+$/i.test(url.pathname);
      if (!wantsPage) return next();
      const page = readFileSync(join(outDir, 'index.html'), 'utf8').replace('</head>', `<meta name="${OVERRIDES_META_NAME}" content="${overrides!.version}"></head>`);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(page);
      return;
    }
    // Anything but loopback, or a page of another origin, finds nothing here.
    const origin = req.headers.origin;
    if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? '') || !isLoopbackHost(req.headers.host) || (origin !== undefined && origin !== `http://${req.headers.host}`)) {
      return send(res, 404, { message: 'Não encontrado.' });
    }
    const handle = async () => {
      if (req.method === 'GET' && url.pathname === '/__studio/session') {
        if (!(await holdsAllKeys(req, root))) return send(res, 403, { message: 'Só quem tem todas as chaves pode usar o estúdio de definições.' });
        return send(res, 200, { token, mode: servesBuild ? 'preview' : 'dev', files: readDefinitionFiles(root) });
      }
      const version = /^\/__studio\/overrides\/([^/]+)\.json$/.exec(url.pathname)?.[1];
      if (req.method === 'GET' && version !== undefined) {
        return overrides && overrides.version === decodeURIComponent(version) ? send(res, 200, overrides) : send(res, 404, { message: 'Versão desconhecida.' });
      }
      if (req.method === 'POST' && url.pathname === '/__studio/save') return save(req, res);
      return send(res, 404, { message: 'Não encontrado.' });
    };
    handle().catch((error: unknown) => send(res, 500, { message: error instanceof Error ? error.message : 'Erro ao gravar.' }));
  };

  return {
    name: 'backoffice-studio-server',
    // Before the mock API's middleware, which reads every POST body before passing a request on.
    enforce: 'pre',
    configResolved(config) {
      root = resolve(options.root ?? process.env.STUDIO_ROOT ?? config.root);
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      servesBuild = true;
      // The build was made from the checkout as it was when the server started (`npm start` builds first).
      const report = validateProject({ root, memo });
      if (!report.errors.length) baseline = baselineOf(report);
      server.middlewares.use(middleware);
    },
  };
}
