/**
 * The app runs locked down: every response of the server behind `npm start` (vite preview, which the e2e
 * servers are) carries the strict Content-Security-Policy with Trusted Types and the security headers, and in
 * Chromium no string can become a script. That every route, dialog and dashboard runs with 0 violations is
 * checked by every e2e test (harness.ts, cspViolations.ts).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, signIn } from './harness';

/** The directives the issue names, each exactly as written, plus Trusted Types. */
const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
];

async function headersOf(path: string, init?: RequestInit): Promise<Headers> {
  const response = await fetch(baseUrl() + path, init);
  await response.arrayBuffer();
  return response.headers;
}

describe('cabeçalhos de segurança de cada resposta', () => {
  it('a página, um script, uma rota do app e a API trazem a política e os cabeçalhos', async () => {
    const html = await (await fetch(baseUrl() + '/')).text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    // No inline script in the page itself: script-src 'self' would refuse it.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const responses = [
      await headersOf('/'),
      await headersOf(script!),
      await headersOf('/marketing/cupom'),
      await headersOf('/admin/auth/autenticar', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
    ];
    for (const headers of responses) {
      const policy = (headers.get('content-security-policy') ?? '').split(/;\s*/);
      for (const directive of REQUIRED_DIRECTIVES) expect(policy).toContain(directive);
      expect(policy).toContain("img-src 'self' data: https://cdn.exemplo.com.br");
      expect(policy.join(';')).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('a lista de cabeçalhos do build (dist/_headers) é para o servidor, não uma página', async () => {
    expect((await fetch(baseUrl() + '/_headers')).status).toBe(404);
  });
});

describe('no navegador, nenhum texto vira script', () => {
  // What these checks try is blocked on purpose: the violations are the point, not a failure.
  const b = setupBrowser({ allowCspViolations: true });

  // eval is not tried here: code Playwright runs through DevTools is exempt from that check; the header test
  // asserts the policy has no 'unsafe-eval'.
  it('scripts montados por código, atributos de evento, links javascript: e HTML com script são recusados ou limpos', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await page.locator('.engine-screen[data-ready="true"]').first().waitFor();
    const outcome = await page.evaluate(() => {
      const ran: string[] = [];
      Object.assign(window, { __ranList: ran, __ran: (name: string) => ran.push(name) });
      const refused = (attempt: () => void) => {
        try {
          attempt();
          return false;
        } catch {
          return true;
        }
      };
      const results = {
        scriptText: refused(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__ran("script")';
          document.body.append(script);
        }),
        scriptUrl: refused(() => {
          const script = document.createElement('script');
          script.src = 'data:text/javascript,window.__ran("src")';
          document.body.append(script);
        }),
        handlerAttribute: refused(() => document.body.setAttribute('onclick', 'window.__ran("onclick")')),
        html: '',
      };
      // An HTML sink takes a plain string only through the default policy, which is DOMPurify.
      const box = document.createElement('div');
      box.innerHTML = '<b>ok</b><img src="/x.png" onerror="window.__ran(\'onerror\')"><script>window.__ran("inline")</script>';
      results.html = box.innerHTML;
      document.body.append(box);
      document.body.click();
      box.remove();
      // A javascript: address is not a way in either (script-src and Trusted Types both refuse it).
      const link = document.createElement('a');
      link.href = 'javascript:window.__ran("link")';
      document.body.append(link);
      link.click();
      link.remove();
      return { results, ran };
    });
    expect(outcome.results).toEqual({
      scriptText: true, scriptUrl: true, handlerAttribute: true, html: '<b>ok</b><img src="/x.png">',
    });
    expect(outcome.ran).toEqual([]);
    // Nothing ran later either (an image's error event comes after a task).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __ranList?: string[] }).__ranList ?? [])).toEqual([]);
    expect(b.cspViolations.length).toBeGreaterThan(0);
  });
});
