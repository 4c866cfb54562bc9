import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy, EMPTY_STYLE_HASH, headersFile, nginxHeadersFile, originOf, parseHeadersFile, securityHeaders,
} from '../../../engine/tooling/security/policy';
import { patchInlineStyles, policyOptionsFrom, securityHeadersPlugin } from '../../../engine/tooling/security/securityPlugin';

const ROOT = process.cwd();

/** The directives of a policy as a map (name → sources). */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe('Content-Security-Policy', () => {
  it('has every directive the issue asks for, word for word, and Trusted Types', () => {
    const policy = contentSecurityPolicy();
    for (const required of [
      "default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'",
      "require-trusted-types-for 'script'",
    ]) {
      expect(policy.split('; ')).toContain(required);
    }
    const parsed = directives(policy);
    // No inline script or eval anywhere, and styles only from files plus the one empty <style> FullCalendar fills through the CSSOM.
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    expect(parsed['style-src']).toEqual(["'self'", EMPTY_STYLE_HASH]);
    expect(parsed['img-src']).toEqual(["'self'", 'data:']);
    expect(parsed['connect-src']).toEqual(["'self'"]);
  });

  it('the empty-style hash is the SHA-256 of the empty string', async () => {
    const { createHash } = await import('node:crypto');
    expect(EMPTY_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update('').digest('base64')}'`);
  });

  it('admits images from the allow-list and calls to the API origin, as origins only', () => {
    const parsed = directives(contentSecurityPolicy({
      imageHosts: ['https://cdn.exemplo.com.br', 'https://cdn.exemplo.com.br/', 'javascript:alert(1)', 'img.exemplo.com.br'],
      apiUrl: 'https://api.exemplo.com.br/admin/v1',
    }));
    expect(parsed['img-src']).toEqual(["'self'", 'data:', 'https://cdn.exemplo.com.br']);
    expect(parsed['connect-src']).toEqual(["'self'", 'https://api.exemplo.com.br']);
  });

  it('adds a nonce to scripts and styles only when one is given (the dev server)', () => {
    const parsed = directives(contentSecurityPolicy({ nonce: 'abc123' }));
    expect(parsed['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(parsed['style-src']).toContain("'nonce-abc123'");
  });

  it('origins: only absolute http(s) URLs have one', () => {
    expect(originOf('https://x.exemplo.com:8443/a?b')).toBe('https://x.exemplo.com:8443');
    expect(originOf('/api')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf('https://')).toBeNull();
  });
});

describe('security headers', () => {
  it('sends nosniff and same-origin referrers besides the policy', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('same-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('the _headers file reads back as the same headers', () => {
    const headers = securityHeaders({ imageHosts: ['https://cdn.exemplo.com.br'] });
    const file = headersFile(headers);
    expect(file.startsWith('/*\n')).toBe(true);
    expect(parseHeadersFile(file)).toEqual(headers);
  });

  it('takes the image hosts from screens/app.json and the API from API_URL', () => {
    const app = JSON.parse(readFileSync(join(ROOT, 'screens/app.json'), 'utf8')) as { security: { imageHosts: string[] } };
    expect(policyOptionsFrom(ROOT, { API_URL: 'https://api.exemplo.com.br' })).toEqual({ imageHosts: app.security.imageHosts, apiUrl: 'https://api.exemplo.com.br' });
  });

  it('deploy/security-headers.conf (included by deploy/nginx.conf) is what the default build sends', () => {
    const expected = nginxHeadersFile(securityHeaders(policyOptionsFrom(ROOT, {})));
    expect(readFileSync(join(ROOT, 'deploy/security-headers.conf'), 'utf8')).toBe(expected);
    const nginx = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
    // nginx drops the server's add_header lines inside a location with its own: each location includes them.
    const locations = nginx.match(/location [^{]+\{[^}]*\}/g) ?? [];
    for (const location of locations.filter((block) => block.includes('add_header'))) expect(location).toContain('include /etc/nginx/security-headers.conf;');
  });
});

describe('security plugin', () => {
  const plugin = securityHeadersPlugin();
  const transform = plugin.transform as (this: { error(message: string): never }, code: string, id: string) => { code: string } | undefined;
  const context = { error(message: string): never { throw new Error(message); } };
  const wysiwyg = join(ROOT, 'node_modules/react-simple-wysiwyg/lib/index.es.mjs');
  const styleMod = join(ROOT, 'node_modules/style-mod/src/style-mod.js');

  it('removes the inline <style> injection of react-simple-wysiwyg (its rules live in widgets.css)', () => {
    const out = transform.call(context, readFileSync(wysiwyg, 'utf8'), wysiwyg);
    expect(out?.code).toBeDefined();
    expect(out!.code).not.toMatch(/^\w+\(css,\s*\{\}\);$/m);
    const widgetsCss = readFileSync(join(ROOT, 'engine/fields/form/widgets.css'), 'utf8');
    for (const selector of ['.rsw-editor{', '.rsw-ce{', '.rsw-toolbar{', '.rsw-btn{']) expect(widgetsCss).toContain(selector);
  });

  it('puts CodeMirror\'s style modules (the studio) in constructed sheets, never a <style> element', () => {
    const source = readFileSync(styleMod, 'utf8');
    expect(source).toContain('if (!root.head && root.adoptedStyleSheets && win.CSSStyleSheet) {');
    const out = patchInlineStyles(source, `${styleMod}?v=1`);
    expect(out).toContain('if (root.adoptedStyleSheets && win.CSSStyleSheet) {');
    expect(out).not.toContain('!root.head && root.adoptedStyleSheets');
  });

  it('fails the build when a library injects its styles some other way, and leaves other modules alone', () => {
    expect(() => transform.call(context, 'document.head.append(style);', wysiwyg)).toThrow(/STYLE_PATCHES/);
    expect(() => transform.call(context, 'class StyleSet {}', styleMod)).toThrow(/STYLE_PATCHES/);
    expect(transform.call(context, 'n(css,{});', '/x/other-lib/index.js')).toBeUndefined();
  });
});
