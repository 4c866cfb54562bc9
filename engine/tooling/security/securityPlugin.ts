/**
 * Vite plugin that ships the security headers (policy.ts) with the app:
 * - the build writes them to `_headers` in the output folder, fixed at build time (API_URL and app.json
 *   `security.imageHosts`), for static hosts and CDNs that read that file;
 * - `vite preview` (what `npm start` and the e2e tests serve) sends exactly the built `_headers` on every
 *   response, the mock API's included;
 * - `vite` (`npm run dev`) sends the same policy plus a nonce, because Vite's dev client injects `<style>`
 *   tags and the React refresh preamble inline (Vite's `html.cspNonce` puts the nonce on them). The nonce
 *   changes per server start, not per response: that is the one difference from production.
 * It also rewrites the few places where a dependency puts inline styles into the page as markup, which the
 * policy refuses (STYLE_PATCHES): the rules live in the app's own CSS files instead.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { headersFile, parseHeadersFile, securityHeaders, type SecurityPolicyOptions } from './policy.ts';

/** The policy's build-time inputs: app.json `security.imageHosts` and the `API_URL` environment variable. */
export function policyOptionsFrom(root: string, env: Record<string, string | undefined>): SecurityPolicyOptions {
  const appFile = join(root, 'screens', 'app.json');
  const app = existsSync(appFile) ? (JSON.parse(readFileSync(appFile, 'utf8')) as { security?: { imageHosts?: string[] } }) : {};
  return { imageHosts: app.security?.imageHosts ?? [], apiUrl: env.API_URL ?? null };
}

/**
 * Dependency code that puts inline styles into the page as markup: a `<style>` element, or `style="..."`
 * attributes in a string given to innerHTML (the Trusted Types policy sanitises that string, and merely
 * parsing a style attribute is a reported violation). Each patch names the module, the exact statement and
 * what replaces it; the rules move to the CSS file named in the replacement's comment.
 */
const STYLE_PATCHES: Array<{ module: RegExp; statement: RegExp; replacement: string }> = [
  {
    // Injects its whole stylesheet as a <style> at import.
    module: /\/react-simple-wysiwyg\/lib\/index\.es\.mjs$/,
    statement: /^\w+\(css,\s*\{\}\);$/m,
    replacement: '/* CSS in engine/fields/form/widgets.css */',
  },
  {
    // CodeMirror's style modules (studio): a page gets a <style> element, a shadow root a constructed sheet.
    // Constructed sheets are not markup, so the page takes them as well.
    module: /\/style-mod\/src\/style-mod\.js$/,
    statement: /if \(!root\.head && root\.adoptedStyleSheets && win\.CSSStyleSheet\) \{/,
    replacement: 'if (root.adoptedStyleSheets && win.CSSStyleSheet) { /* constructed sheet, never a <style> element */',
  },
];

/** The module with its patch applied, null when no patch is for it; throws when the patched statement moved. */
export function patchInlineStyles(code: string, id: string): string | null {
  const patch = STYLE_PATCHES.find(({ module }) => module.test(id.split('?')[0]));
  if (!patch) return null;
  // A new version that injects differently must not slip through: the page would report violations.
  if (!patch.statement.test(code)) throw new Error(`[security] ${id}: o estilo embutido mudou; atualize STYLE_PATCHES`);
  return code.replace(patch.statement, () => patch.replacement);
}

function sendHeaders(headers: Record<string, string>): Connect.NextHandleFunction {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/** The plugin (see the file's comment). */
export function securityHeadersPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let devNonce: string | undefined;
  return {
    name: 'backoffice-security-headers',
    config(_config, { command }) {
      if (command !== 'serve') return;
      devNonce = randomBytes(16).toString('base64');
      // Pre-bundled dependencies skip plugin transforms: these must go through `transform` below.
      return {
        html: { cspNonce: devNonce },
        optimizeDeps: { exclude: ['react-simple-wysiwyg', 'style-mod'] },
      };
    },
    transform(code, id) {
      try {
        const patched = patchInlineStyles(code, id);
        return patched === null ? undefined : { code: patched, map: null };
      } catch (error) {
        this.error((error as Error).message);
      }
    },
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(securityHeaders(policyOptionsFrom(root, process.env))) });
    },
    configureServer(server) {
      // `vite preview` also runs this hook's sibling below; here only the dev server, with its nonce.
      server.middlewares.use(sendHeaders(securityHeaders({ ...policyOptionsFrom(root, process.env), nonce: devNonce })));
    },
    configurePreviewServer(server) {
      // The build's own file: what was fixed at build time is what is served.
      const file = join(outDir, '_headers');
      const headers = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : securityHeaders(policyOptionsFrom(root, process.env));
      server.middlewares.use(sendHeaders(headers));
      // The build's header list is for the host, not a page of the app.
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/_headers') return next();
        res.statusCode = 404;
        res.end();
      });
    },
  };
}
