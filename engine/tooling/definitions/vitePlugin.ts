import { isAbsolute, relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../../core/validation/problems.ts';
import { ProjectValidationMemo, validateProject, type ValidationReport } from './validateProject.ts';
import { STUDIO_MODULE_ID, studioModuleCode, STUDIO_VALIDATORS_MODULE_ID, studioValidatorsModuleCode } from './studioModules.ts';
import {
  APP_MODULE_ID, appModuleCode, LIST_STARTS_MODULE_ID, listStartsModuleCode, MENU_MODULE_ID, menuModuleCode, PALETTE_MODULE_ID, paletteModuleCode, TITLES_MODULE_ID, titlesModuleCode, PERMISSIONS_MODULE_ID, permissionsModuleCode,
  SCREEN_MODULE_PREFIX, SCREENS_MODULE_ID, PUBLIC_SCREENS_MODULE_ID,
  screenModuleCode, screensModuleCode, VALIDATOR_MODULE_PREFIX, validatorModuleCodeFor,
} from './virtualModule.ts';

const RESOLVED_PREFIX = '\0';

/** Options of the screens plugin. */
export interface ScreensPluginOptions {
  /** Repository root (default: Vite's root). */
  root?: string;
}

function errorText(report: ValidationReport): string {
  const lines = report.errors.map(formatProblem);
  return `Definições inválidas (${lines.length} ${lines.length === 1 ? 'erro' : 'erros'}; rode npm run validate):\n${lines.join('\n')}`;
}

/** Whether a changed file can change what the plugin serves. */
function isDefinitionSource(root: string, file: string): boolean {
  const path = relative(root, file).split('\\').join('/');
  if (path.startsWith('..') || isAbsolute(path)) return false;
  return (
    ((path.startsWith('screens/') || path.startsWith('schemas/')) && path.endsWith('.json')) ||
    path === 'menu.json' ||
    path === 'permissions.json'
  );
}

function invalidateVirtualModules(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    for (const [id, module] of graph.idToModuleMap) {
      if (id.startsWith(RESOLVED_PREFIX + SCREENS_MODULE_ID)) graph.invalidateModule(module);
    }
  }
}

/**
 * Serves `virtual:screens` (see virtual-screens.d.ts) from screens/**\/*.json, menu.json and
 * permissions.json, validated by the same code as `npm run validate`. In a build, invalid definitions fail
 * the build with their `file: /pointer: message` lines; in dev, the module fails to load with them (Vite's
 * overlay shows them) and every change to a definition file revalidates and reloads the page.
 */
export function screensVitePlugin(options: ScreensPluginOptions = {}): Plugin {
  let root = resolve(options.root ?? process.cwd());
  let isBuild = false;
  let report: ValidationReport | undefined;
  // In dev every change validates again; the memo keeps the validators and the results of the files that did not change.
  const memo = new ProjectValidationMemo();
  const current = () => (report ??= validateProject({ root, memo }));

  return {
    name: 'backoffice-screens',
    enforce: 'pre',
    configResolved(config) {
      root = resolve(options.root ?? config.root);
      isBuild = config.command === 'build';
    },
    buildStart() {
      const result = current();
      for (const file of result.files) this.addWatchFile(file);
      if (result.errors.length === 0) return;
      if (isBuild) this.error(errorText(result));
      else this.warn(errorText(result));
    },
    resolveId(id) {
      if (id === STUDIO_MODULE_ID || id === STUDIO_VALIDATORS_MODULE_ID) return RESOLVED_PREFIX + id;
      if (
        id === SCREENS_MODULE_ID || id === PUBLIC_SCREENS_MODULE_ID || id === MENU_MODULE_ID || id === PERMISSIONS_MODULE_ID || id === APP_MODULE_ID || id === PALETTE_MODULE_ID || id === TITLES_MODULE_ID || id === LIST_STARTS_MODULE_ID ||
        id.startsWith(SCREEN_MODULE_PREFIX) || id.startsWith(VALIDATOR_MODULE_PREFIX)
      ) {
        return RESOLVED_PREFIX + id;
      }
      return undefined;
    },
    load(id) {
      // The definition studio's modules (its chunk alone imports them): sources as shipped, schemas, validators.
      if (id === RESOLVED_PREFIX + STUDIO_MODULE_ID) return studioModuleCode(root);
      if (id === RESOLVED_PREFIX + STUDIO_VALIDATORS_MODULE_ID) return studioValidatorsModuleCode(root);
      if (!id.startsWith(RESOLVED_PREFIX + SCREENS_MODULE_ID)) return undefined;
      const result = current();
      if (result.errors.length) this.error(errorText(result));
      const virtualId = id.slice(RESOLVED_PREFIX.length);
      if (virtualId === SCREENS_MODULE_ID) return screensModuleCode(result);
      if (virtualId === PUBLIC_SCREENS_MODULE_ID) return screensModuleCode(result, 'public');
      if (virtualId === MENU_MODULE_ID) return menuModuleCode(result);
      if (virtualId === PERMISSIONS_MODULE_ID) return permissionsModuleCode(result);
      if (virtualId === APP_MODULE_ID) return appModuleCode(result);
      if (virtualId === PALETTE_MODULE_ID) return paletteModuleCode(result);
      if (virtualId === TITLES_MODULE_ID) return titlesModuleCode(result);
      if (virtualId === LIST_STARTS_MODULE_ID) return listStartsModuleCode(result);
      if (virtualId.startsWith(VALIDATOR_MODULE_PREFIX)) {
        const validator = validatorModuleCodeFor(result, virtualId);
        if (validator === undefined) this.error(`[engine] validador desconhecido: ${virtualId}`);
        return validator;
      }
      const code = screenModuleCode(result, virtualId);
      if (code === undefined) this.error(`[engine] tela desconhecida: ${virtualId}`);
      return code;
    },
    configureServer(server) {
      const onChange = (file: string) => {
        if (!isDefinitionSource(root, file)) return;
        report = undefined;
        const result = current();
        if (result.errors.length) server.config.logger.error(errorText(result), { timestamp: true });
        invalidateVirtualModules(server);
        server.hot.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
