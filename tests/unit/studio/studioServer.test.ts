// @vitest-environment node
/**
 * The studio's save endpoint (engine/tooling/studio/studioServerPlugin.ts) over a copy of the definitions: only
 * loopback, this origin, the per-run token and an all-keys session; 409 for a file changed on disk since it was
 * opened, 422 with the problems for an invalid definition; formats as `npm run format`; writes all files or none.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { textHash } from '../../../engine/core/definition/overridesDiff';
import { isWritableDefinition } from '../../../engine/tooling/studio/definitionFiles';
import { studioServerPlugin } from '../../../engine/tooling/studio/studioServerPlugin';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const COUPONS = 'screens/marketing/cupons.json';
const root = mkdtempSync(join(tmpdir(), 'studio-server-'));
for (const part of ['screens', 'schemas', 'menu.json', 'permissions.json']) cpSync(join(ROOT, part), join(root, part), { recursive: true });
const original = readFileSync(join(root, COUPONS), 'utf8');
const ROLES: Record<string, string[]> = { admin: ['Administrador'], gestor: ['Gestor'] };

let server: Server;
let origin = '';

beforeAll(async () => {
  const plugin = studioServerPlugin({ root });
  (plugin.configResolved as (config: unknown) => void)({ root, build: { outDir: 'dist' } });
  let middleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  (plugin.configurePreviewServer as (server: unknown) => void)({ middlewares: { use: (handler: typeof middleware) => (middleware = handler) } });
  // The app's own API: the roles call answers for the two bearer tokens of this test.
  server = createServer((req, res) => {
    if (req.url === '/admin/user/roles') {
      const roles = ROLES[String(req.headers.authorization).replace('Bearer ', '')];
      res.statusCode = roles ? 200 : 401;
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify({ roles: roles ?? [] }));
    }
    middleware!(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

async function session(user: string) {
  const answer = await fetch(`${origin}/__studio/session`, { headers: { Authorization: `Bearer ${user}` } });
  return { status: answer.status, body: (await answer.json()) as { token: string; files: Record<string, string> } };
}

function save(files: unknown[], options: { token: string; user?: string; origin?: string }) {
  return fetch(`${origin}/__studio/save`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${options.user ?? 'admin'}`, Origin: options.origin ?? origin, 'X-Studio-Token': options.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ files }),
  });
}

describe('endpoint de gravação do estúdio', () => {
  it('dá o token e os arquivos do disco só a quem tem todas as chaves', async () => {
    expect((await session('gestor')).status).toBe(403);
    const admin = await session('admin');
    expect(admin.status).toBe(200);
    expect(admin.body.files[COUPONS]).toBe(original);
  });

  it('recusa outra origem, token errado e sessão sem todas as chaves', async () => {
    const { token } = (await session('admin')).body;
    const file = [{ path: COUPONS, text: original, base: textHash(original) }];
    expect((await save(file, { token, origin: 'http://evil.example' })).status).toBe(404);
    expect((await save(file, { token: 'x' })).status).toBe(403);
    expect((await save(file, { token, user: 'gestor' })).status).toBe(403);
    expect((await save([{ path: '../package.json', text: '{}', base: null }], { token })).status).toBe(400);
  });

  it('salvar sem edição deixa o arquivo idêntico; uma edição é gravada formatada', async () => {
    const { token } = (await session('admin')).body;
    expect((await save([{ path: COUPONS, text: original, base: textHash(original) }], { token })).status).toBe(200);
    expect(readFileSync(join(root, COUPONS), 'utf8')).toBe(original);
    const value = JSON.parse(original);
    value.columns.unshift({ field: 'Aplicavel', title: 'Aplicável a' });
    const answer = await save([{ path: COUPONS, text: JSON.stringify(value), base: textHash(original) }], { token });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { overrides: string | null }).overrides).toEqual(expect.any(String));
    expect(readFileSync(join(root, COUPONS), 'utf8')).toBe(formatJson(value));
    writeFileSync(join(root, COUPONS), original);
  });

  it('409 para arquivo mudado no disco; 422 com os problemas; nada é gravado pela metade', async () => {
    const { token } = (await session('admin')).body;
    const stale = textHash('outro texto');
    const conflict = await save([{ path: COUPONS, text: original, base: stale }], { token });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ conflicts: [COUPONS] });
    const menu = readFileSync(join(root, 'menu.json'), 'utf8');
    const invalid = original.replace('"format": "date"', '"format": "datas"');
    const refused = await save(
      [
        { path: 'menu.json', text: menu.replace('"Home"', '"Início"'), base: textHash(menu) },
        { path: COUPONS, text: invalid, base: textHash(original) },
      ],
      { token },
    );
    expect(refused.status).toBe(422);
    const { problems } = (await refused.json()) as { problems: Array<{ file: string; pointer: string }> };
    expect(problems.map((problem) => `${problem.file} ${problem.pointer}`)).toContain(`${COUPONS} /columns/4/format`);
    expect(readFileSync(join(root, 'menu.json'), 'utf8')).toBe(menu);
    expect(readFileSync(join(root, COUPONS), 'utf8')).toBe(original);
  });

  it('só aceita caminhos de definições', () => {
    expect(isWritableDefinition('screens/a/b.json')).toBe(true);
    expect(isWritableDefinition('menu.json')).toBe(true);
    for (const path of ['package.json', 'screens/../x.json', '/etc/passwd', 'screens/a.js', 'schemas/screen.schema.json']) expect(isWritableDefinition(path)).toBe(false);
  });
});
