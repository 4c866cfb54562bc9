import { describe, expect, it, vi } from 'vitest';
import { pageStyleSheets, warmPageStyleSheets, type StyleSheetSource } from '../../../engine/app/pictureStyleSheets';

/** A page sheet as the copies read it: its address (null when inline) and its rules. */
function sheet(href: string | null, rules: string[]): CSSStyleSheet {
  return { href, cssRules: rules.map((cssText) => ({ cssText })) } as unknown as CSSStyleSheet;
}

const rulesOf = (copy: CSSStyleSheet) => Array.from(copy.cssRules, (rule) => rule.cssText.replace(/\s+/g, ' '));

function source(sheets: CSSStyleSheet[], files: Record<string, string>) {
  const fetch = vi.fn(async (url: string) => (url in files ? new Response(files[url]) : new Response('', { status: 404 })));
  return { sheets: () => sheets, origin: 'https://app.exemplo.com.br', fetch } satisfies StyleSheetSource;
}

describe('as folhas de estilo do retrato de uma tela', () => {
  it('copia de antemão pelo arquivo as folhas da própria origem, e o retrato usa essas cópias', async () => {
    const started = sheet('https://app.exemplo.com.br/assets/start.css', ['.a { color: red; }']);
    const page = source([started], { 'https://app.exemplo.com.br/assets/start.css': '.from-file { color: blue; }' });
    await warmPageStyleSheets(page);
    expect(page.fetch).toHaveBeenCalledWith('https://app.exemplo.com.br/assets/start.css', { cache: 'force-cache' });
    const [copy] = pageStyleSheets(page);
    expect(rulesOf(copy)).toEqual(['.from-file { color: blue; }']);
    // Made once: a second warm-up reads nothing again.
    await warmPageStyleSheets(page);
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(pageStyleSheets(page)[0]).toBe(copy);
  });

  it('não lê o arquivo de uma folha em linha, de outra origem ou que falhou: copia as regras quando o retrato pede', async () => {
    const inline = sheet(null, ['.inline { margin: 0px; }']);
    const foreign = sheet('https://cdn.exemplo.com.br/x.css', ['.foreign { padding: 0px; }']);
    const missing = sheet('https://app.exemplo.com.br/assets/gone.css', ['.gone { border: 0px; }']);
    const page = source([inline, foreign, missing], {});
    await warmPageStyleSheets(page);
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual(['https://app.exemplo.com.br/assets/gone.css']);
    expect(pageStyleSheets(page).map(rulesOf)).toEqual([['.inline { margin: 0px; }'], ['.foreign { padding: 0px; }'], ['.gone { border: 0px; }']]);
  });
});
