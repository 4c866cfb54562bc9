// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import type { RuntimeScreen } from '../../../engine/core/definition/runtime';
import { screensVitePlugin } from '../../../engine/tooling/definitions/vitePlugin';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'screens-plugin-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Hook = (this: unknown, ...args: unknown[]) => unknown;
/** Parsed JSON of any shape (schemas, definitions), read freely by the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;
type Json = Record<string, AnyJson>;

const readRepoJson = (path: string): Json => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** Runs the plugin's hooks the way Vite does, with a context that records warnings and throws on errors. */
function harness(root: string, command: 'build' | 'serve') {
  const plugin = screensVitePlugin({ root }) as Plugin;
  const warnings: string[] = [];
  const watched: string[] = [];
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
    warn(message: string) {
      warnings.push(message);
    },
    addWatchFile(file: string) {
      watched.push(file);
    },
  };
  const call = (name: keyof Plugin, ...args: unknown[]) => (plugin[name] as Hook).call(context, ...args);
  call('configResolved', { root, command });
  return { call, warnings, watched };
}

function copyRepo(name: string): string {
  const copy = join(temp, name);
  for (const part of ['schemas', 'screens', 'menu.json', 'permissions.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  return copy;
}

async function importCode(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** The screen a `virtual:screens/screen/<id>.js` module exports (without its validator imports, which only a bundler resolves). */
async function screenOf(call: ReturnType<typeof harness>['call'], moduleId: string): Promise<RuntimeScreen> {
  const code = call('load', call('resolveId', moduleId) as string) as string;
  const module = await importCode(code.split('\n').filter((line) => line.startsWith('export default')).join('\n'));
  return module.default as RuntimeScreen;
}

/** `"POST /api/x"` of the authoring format as the engine runs it. */
function callSpec(line: string) {
  const [method, endpoint] = line.split(' ');
  return { method, endpoint };
}

/** Every call of a resolved screen is `{ method, endpoint }`, and every action an object (built-ins expanded). */
function authoringLeftovers(screen: RuntimeScreen): string[] {
  const out: string[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    if ('endpoint' in object && !['GET', 'POST', 'PUT', 'DELETE'].includes(object.method)) out.push(`${pointer}: endpoint sem método`);
    for (const [key, value] of Object.entries(object)) {
      // Embedded JSON Schemas and uiSchemas may name anything; a custom component's settings are handed over as
      // written, typed by the component's settings schema (RuntimeCustomScreen).
      if (key === 'schema' || key === 'uiSchema' || (pointer === '' && key === 'settings')) continue;
      if (key === 'call' && typeof value === 'string') out.push(`${pointer}/call: chamada no formato de autoria "${value}"`);
      if ((key === 'actions' || key === 'rowActions') && Array.isArray(value)) {
        value.forEach((action, index) => {
          if (typeof action === 'string' || (action && typeof action === 'object' && 'use' in action)) out.push(`${pointer}/${key}/${index}: ação pronta não expandida`);
        });
      }
      visit(value, `${pointer}/${key}`);
    }
  };
  visit(screen, '');
  return out;
}

describe('screensVitePlugin', () => {
  it('serves virtual:screens: one manifest entry per route of each screen, static routes first, one lazy import per screen', async () => {
    const { call, watched } = harness(ROOT, 'build');
    call('buildStart');
    expect(watched).toContain(join(ROOT, 'menu.json'));
    expect(watched).toContain(join(ROOT, 'screens/app.json'));
    expect(watched).toContain(join(ROOT, 'screens/resources/coupon.json'));
    expect(watched).toContain(join(ROOT, 'schemas/entities/coupon.schema.json'));
    const resolved = call('resolveId', 'virtual:screens') as string;
    expect(resolved).toBe('\0virtual:screens');
    const code = call('load', resolved) as string;
    const lazy = [...code.matchAll(/import\("(virtual:screens\/screen\/[^"]+)"\)/g)].map((match) => match[1]);
    expect(lazy).toContain('virtual:screens/screen/marketing.cupons.js');
    expect(new Set(lazy).size).toBe(lazy.length);

    // The module's data, without its dynamic imports (which only a bundler resolves).
    const data = await importCode(code.replace(/const loaders = \{[\s\S]*?\n\};/, 'const loaders = {};'));
    const manifest = data.manifest as Array<{ id: string; route: string; kind: string; permission: string | null; public?: boolean }>;
    // The titles are not in it (every page loads the manifest; the page search and the home page read titles).
    const titles = (await importCode(call('load', call('resolveId', 'virtual:screens/titles') as string) as string)).titles as Record<string, string>;
    const firstWithParam = manifest.findIndex((entry) => entry.route.includes(':'));
    expect(manifest.slice(firstWithParam).every((entry) => entry.route.includes(':'))).toBe(true);
    expect(manifest.find((entry) => entry.id === 'marketing.cupons')).toEqual({
      id: 'marketing.cupons', route: '/marketing/cupom', kind: 'list', permission: 'Cupons',
    });
    expect(titles['marketing.cupons']).toBe('Cupons');

    // One entry per route of each screen (a screen with `route: [...]` has several), with what its module says.
    let routes = 0;
    let severalRoutes = 0;
    for (const moduleId of lazy) {
      const screen = await screenOf(call, moduleId);
      expect(moduleId).toBe(`virtual:screens/screen/${screen.id}.js`);
      expect(screen.routes[0]).toBe(screen.route);
      const entries = manifest.filter((entry) => entry.id === screen.id);
      expect(entries.map((entry) => entry.route).sort(), screen.id).toEqual([...screen.routes].sort());
      for (const entry of entries) {
        expect(entry, screen.id).toMatchObject({ kind: screen.kind, permission: screen.permission });
        expect(entry, screen.id).not.toHaveProperty('title');
      }
      expect(titles[screen.id], screen.id).toBe(screen.title);
      routes += screen.routes.length;
      if (screen.routes.length > 1) severalRoutes += 1;
    }
    expect(manifest).toHaveLength(routes);
    expect(severalRoutes, 'o repositório tem telas com mais de uma rota').toBeGreaterThan(0);

    expect(data.menu).toBeUndefined();
    expect(data.app).toBeUndefined();
    // The page search's part travels with the shell, not with the first download.
    expect(data.commands).toBeUndefined();
    const paletteCode = call('load', call('resolveId', 'virtual:screens/palette') as string) as string;
    // It hands on the titles module (which only a bundler resolves here).
    expect(paletteCode).toContain('export { titles } from "virtual:screens/titles";');
    const palette = await importCode(paletteCode.replace(/^export \{ titles \}.*$/m, ''));
    expect((palette.commands as Array<{ label: string }>).map((command) => command.label)).toContain('Novo cupom');
    expect(Array.isArray(palette.lookups) && palette.lookups.length).toBeGreaterThan(0);
    const menu = await importCode(call('load', call('resolveId', 'virtual:screens/menu') as string) as string);
    expect(menu.menu).toEqual(readRepoJson('menu.json'));
    const permissions = await importCode(call('load', call('resolveId', 'virtual:screens/permissions') as string) as string);
    expect(permissions.permissions).toEqual(readRepoJson('permissions.json'));
    const appId = call('resolveId', 'virtual:screens/app') as string;
    expect(appId).toBe('\0virtual:screens/app');
    const app = await importCode(call('load', appId) as string);
    expect(app.app).toEqual(readRepoJson('screens/app.json'));
    await expect((data.loadScreen as (id: string) => Promise<unknown>)('nao.existe')).rejects.toThrow('tela desconhecida');
  });

  it('serves virtual:screens/public: the public screens alone, as virtual:screens gives them (what the entry carries)', async () => {
    const { call } = harness(ROOT, 'build');
    const load = async (id: string) => {
      const code = call('load', call('resolveId', id) as string) as string;
      const lazy = [...code.matchAll(/import\("(virtual:screens\/screen\/[^"]+)"\)/g)].map((match) => match[1]);
      return { lazy, data: await importCode(code.replace(/const loaders = \{[\s\S]*?\n\};/, 'const loaders = {};')) };
    };
    const all = await load('virtual:screens');
    const publicOnly = await load('virtual:screens/public');
    type Entry = { id: string; route: string; public?: boolean };
    const everyEntry = all.data.manifest as Entry[];
    const publicEntries = publicOnly.data.manifest as Entry[];
    expect(publicEntries.map((entry) => entry.id)).toContain('auth.login');
    expect(publicEntries).toEqual(everyEntry.filter((entry) => entry.public));
    expect(publicOnly.lazy.sort()).toEqual([...new Set(publicEntries.map((entry) => `virtual:screens/screen/${entry.id}.js`))].sort());
    await expect((publicOnly.data.loadScreen as (id: string) => Promise<unknown>)('marketing.cupons')).rejects.toThrow('tela desconhecida');
  });

  it('serves every screen resolved: resources applied, built-in actions expanded, calls as { method, endpoint }', async () => {
    const { call } = harness(ROOT, 'build');
    const code = call('load', '\0virtual:screens') as string;
    const lazy = [...code.matchAll(/import\("(virtual:screens\/screen\/[^"]+)"\)/g)].map((match) => match[1]);
    for (const moduleId of lazy) {
      const screen = await screenOf(call, moduleId);
      expect(authoringLeftovers(screen), screen.id).toEqual([]);
      expect(JSON.stringify(screen), screen.id).not.toContain('"$ref"');
      // Every resource a screen names travels with it.
      if ('resource' in screen && screen.resource) expect(Object.keys(screen.resources), screen.id).toContain(screen.resource);
    }

    const coupon = readRepoJson('screens/resources/coupon.json');
    const list = await screenOf(call, 'virtual:screens/screen/marketing.cupons.js');
    expect(list.kind).toBe('list');
    if (list.kind !== 'list') return;
    expect(list.routes).toEqual(['/marketing/cupom']);
    expect(list.permission).toBe('Cupons');
    expect(list.source).toMatchObject({ ...callSpec(coupon.list.call), rows: coupon.list.rows, id: coupon.idField });
    expect(list.recordName).toEqual({ title: coupon.title, labelField: coupon.labelField });
    expect(list.resources.coupon).toMatchObject({
      id: 'coupon', idField: 'CupomID', permission: 'Cupons', keys: { new: 'Cupons.new', edit: 'Cupons.edit', delete: 'Cupons.delete' },
      get: { ...callSpec(coupon.get.call), record: coupon.get.record },
      remove: { ...callSpec(coupon.remove.call), body: coupon.remove.body },
    });
    // "create" and "edit" open the form screen of the resource; "remove" asks, calls `remove` and says `removed`.
    expect(list.actions).toEqual([
      { kind: 'link', label: coupon.texts.new, icon: 'add', intent: 'primary', route: '/marketing/cupom-de-desconto-novo', permission: 'Cupons.new' },
    ]);
    expect(list.rowActions).toEqual([
      {
        kind: 'link', label: 'Editar', icon: 'edit', route: '/marketing/cupom-de-desconto-novo/{CupomID}', permission: 'Cupons.edit',
        about: { title: 'cupom', labelField: 'Nome' },
      },
      {
        kind: 'call', label: 'Remover', icon: 'trash', intent: 'danger', call: { ...callSpec(coupon.remove.call), body: coupon.remove.body },
        confirm: list.resources.coupon.texts.removeConfirm, success: coupon.texts.removed, permission: 'Cupons.delete',
        about: { title: 'cupom', labelField: 'Nome' },
        // The record leaves the lists at once and the call waits for "Desfazer".
        removal: { scope: 'coupon', idField: 'CupomID' },
      },
    ]);
  });

  it('serves each definition as its own module, with $refs inlined and its forms\' validators precompiled', async () => {
    const { call } = harness(ROOT, 'build');
    const id = call('resolveId', 'virtual:screens/screen/marketing.cupom-form.js') as string;
    const code = call('load', id) as string;
    // The module registers its form's build-time validator before anything renders it.
    expect(code).toContain('import __validators0 from "virtual:screens/validator/marketing.cupom-form/schema.js";');
    expect(code).toContain('registerPrecompiledFunctions("engine:marketing.cupom-form/schema", __validators0);');
    const definition = await screenOf(call, 'virtual:screens/screen/marketing.cupom-form.js');
    expect(definition.id).toBe('marketing.cupom-form');
    expect(definition.kind).toBe('form');
    if (definition.kind !== 'form') return;
    expect(definition.schema.$ref).toBeUndefined();
    expect(definition.schema.$id).toBe('engine:marketing.cupom-form/schema');
    expect((definition.schema.properties as Json).Nome).toBeDefined();
    // The form of the resource: its calls, keys, texts and where to go after a save come from the resource.
    const coupon = readRepoJson('screens/resources/coupon.json');
    expect(definition.routes).toEqual(['/marketing/cupom-de-desconto-novo/:_id?']);
    expect(definition.idParam).toBe('_id');
    expect(definition.idField).toBe('CupomID');
    expect(definition.load).toEqual({ ...callSpec(coupon.get.call), query: coupon.get.query, record: coupon.get.record });
    expect(definition.save).toEqual({ ...callSpec(coupon.save.call), record: coupon.save.record });
    expect(definition.remove).toMatchObject({ kind: 'call', call: { ...callSpec(coupon.remove.call), body: coupon.remove.body }, permission: 'Cupons.delete' });
    expect(definition.permissions).toEqual({ new: 'Cupons.new', edit: 'Cupons.edit' });
    expect(definition.afterSave).toBe('/marketing/cupom');
    expect(definition.success).toBe(coupon.texts.saved);
    expect(Object.keys(definition.resources).sort()).toEqual(['coupon', 'product']);

    const validator = call('load', call('resolveId', 'virtual:screens/validator/marketing.cupom-form/schema.js') as string) as string;
    expect(validator).toContain('import { ENGINE_FORMATS as __formats } from "/engine/core/schemaFormats.ts";');
    expect(validator).toContain('exports["engine:marketing.cupom-form/schema"] = validate');
    expect(validator).not.toMatch(/new Function|eval\(/);
    expect(() => call('load', '\0virtual:screens/screen/nao.existe.js')).toThrow('tela desconhecida');
    expect(() => call('load', '\0virtual:screens/validator/nao.existe/schema.js')).toThrow('validador desconhecido');
    expect(call('resolveId', './outra-coisa')).toBeUndefined();
  });

  it('fails the build with `file: /pointer: message` lines when a definition is invalid', () => {
    const copy = copyRepo('invalid-build');
    // A complete `home` screen (its settings are required) but for its permission key.
    const { settings } = readRepoJson('screens/home.json');
    writeFileSync(join(copy, 'screens/ruim.json'), formatJson({
      $schema: '../schemas/screen.schema.json', id: 'testes.ruim', kind: 'custom', route: '/testes/ruim', title: 'Ruim', permission: 'NaoExiste', component: 'home', settings,
    }));
    const { call } = harness(copy, 'build');
    expect(() => call('buildStart')).toThrow(
      'Definições inválidas (1 erro; rode npm run validate):\nscreens/ruim.json: /permission: chave de permissão desconhecida "NaoExiste" (não está em permissions.json)',
    );
  });

  it('in dev, warns at start and fails the module load with the problems (Vite shows them in its overlay)', () => {
    const copy = copyRepo('invalid-dev');
    writeFileSync(join(copy, 'screens/ruim.json'), '{ "id": ');
    const { call, warnings } = harness(copy, 'serve');
    call('buildStart');
    expect(warnings.join('\n')).toContain('screens/ruim.json: /: JSON inválido');
    expect(() => call('load', '\0virtual:screens')).toThrow('screens/ruim.json: /: JSON inválido');
    expect(() => call('load', '\0virtual:screens/app')).toThrow('screens/ruim.json: /: JSON inválido');
  });
});
