// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { screensVitePlugin } from '../../../engine/tooling/definitions/vitePlugin';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'screens-plugin-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Hook = (this: unknown, ...args: unknown[]) => unknown;

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

describe('screensVitePlugin', () => {
  it('serves virtual:screens: manifest with static routes first, one lazy import per definition; menu and permissions as their own modules', async () => {
    const { call, watched } = harness(ROOT, 'build');
    call('buildStart');
    expect(watched).toContain(join(ROOT, 'menu.json'));
    expect(watched).toContain(join(ROOT, 'schemas/entities/coupon.schema.json'));
    const resolved = call('resolveId', 'virtual:screens') as string;
    expect(resolved).toBe('\0virtual:screens');
    const code = call('load', resolved) as string;
    const lazy = [...code.matchAll(/import\("(virtual:screens\/screen\/[^"]+)"\)/g)].map((match) => match[1]);
    expect(lazy).toContain('virtual:screens/screen/marketing.cupons.js');

    // The module's data, without its dynamic imports (which only a bundler resolves).
    const data = await importCode(code.replace(/const loaders = \{[\s\S]*?\n\};/, 'const loaders = {};'));
    const manifest = data.manifest as Array<{ id: string; route: string; permission: string | null; public?: boolean }>;
    expect(manifest).toHaveLength(lazy.length);
    const firstWithParam = manifest.findIndex((entry) => entry.route.includes(':'));
    expect(manifest.slice(firstWithParam).every((entry) => entry.route.includes(':'))).toBe(true);
    expect(manifest.find((entry) => entry.id === 'marketing.cupons')).toEqual({
      id: 'marketing.cupons', route: '/marketing/cupom', title: 'Cupons', kind: 'list', permission: 'Cupons',
    });
    expect(data.menu).toBeUndefined();
    const menu = await importCode(call('load', call('resolveId', 'virtual:screens/menu') as string) as string);
    expect((menu.menu as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const permissions = await importCode(call('load', call('resolveId', 'virtual:screens/permissions') as string) as string);
    expect((permissions.permissions as { permissions: unknown[] }).permissions.length).toBeGreaterThan(0);
    await expect((data.loadScreen as (id: string) => Promise<unknown>)('nao.existe')).rejects.toThrow('tela desconhecida');
  });

  it('serves each definition as its own module, with $refs inlined', async () => {
    const { call } = harness(ROOT, 'build');
    const id = call('resolveId', 'virtual:screens/screen/marketing.cupom-form.js') as string;
    const code = call('load', id) as string;
    // The module registers its form's build-time validator before anything renders it.
    expect(code).toContain('import __validators0 from "virtual:screens/validator/marketing.cupom-form/schema.js";');
    expect(code).toContain('registerPrecompiledFunctions("engine:marketing.cupom-form/schema", __validators0);');
    const module = await importCode(code.split('\n').filter((line) => line.startsWith('export default')).join('\n'));
    const definition = module.default as { id: string; schema: { $id?: string; $ref?: string; properties: Record<string, unknown> } };
    expect(definition.id).toBe('marketing.cupom-form');
    expect(definition.schema.$ref).toBeUndefined();
    expect(definition.schema.$id).toBe('engine:marketing.cupom-form/schema');
    expect(definition.schema.properties.Nome).toBeDefined();

    const validator = call('load', call('resolveId', 'virtual:screens/validator/marketing.cupom-form/schema.js') as string) as string;
    expect(validator).toContain('import { ENGINE_FORMATS as __formats } from "/engine/core/schemaFormats.ts";');
    expect(validator).toContain('exports["engine:marketing.cupom-form/schema"] = validate');
    expect(validator).not.toMatch(/new Function|eval\(/);
    expect(() => call('load', '\0virtual:screens/screen/nao.existe.js')).toThrow('tela desconhecida');
    expect(call('resolveId', './outra-coisa')).toBeUndefined();
  });

  it('fails the build with `file: /pointer: message` lines when a definition is invalid', () => {
    const copy = copyRepo('invalid-build');
    writeFileSync(join(copy, 'screens/ruim.json'), JSON.stringify({
      $schema: '../schemas/screen.schema.json', id: 'testes.ruim', kind: 'custom', route: '/testes/ruim', title: 'Ruim', permission: 'NaoExiste', component: 'home',
    }));
    const { call } = harness(copy, 'build');
    expect(() => call('buildStart')).toThrow('screens/ruim.json: /permission: chave de permissão desconhecida "NaoExiste"');
  });

  it('in dev, warns at start and fails the module load with the problems (Vite shows them in its overlay)', () => {
    const copy = copyRepo('invalid-dev');
    writeFileSync(join(copy, 'screens/ruim.json'), '{ "id": ');
    const { call, warnings } = harness(copy, 'serve');
    call('buildStart');
    expect(warnings.join('\n')).toContain('screens/ruim.json: /: JSON inválido');
    expect(() => call('load', '\0virtual:screens')).toThrow('screens/ruim.json: /: JSON inválido');
  });
});
