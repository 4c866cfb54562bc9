/**
 * The page's style sheets for a screen picture's shadow root, which the page's own sheets do not reach: each sheet
 * copied once into a constructed sheet and kept for every later picture.
 */

/** The page's sheets and how to read their files: the browser's own, replaced in tests. */
export interface StyleSheetSource {
  sheets: () => Iterable<CSSStyleSheet>;
  /** The page's origin: a sheet of another one is not read from its file (CORS, and the policy's connect-src). */
  origin: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const browserSource = (): StyleSheetSource => ({
  sheets: () => Array.from(document.styleSheets),
  origin: window.location.origin,
  fetch: (url, init) => window.fetch(url, init),
});

const copies = new WeakMap<CSSStyleSheet, CSSStyleSheet>();

/**
 * Copies ahead, from their files, the page's sheets of its own origin not copied yet. The file comes from the HTTP
 * cache off the main thread, where serialising Blueprint's ~3 000 rules one by one took ~20 ms of it after every
 * page load. A sheet this cannot copy (inline, another origin, a failed read) is copied from its rules when a
 * picture needs it.
 */
export async function warmPageStyleSheets(source: StyleSheetSource = browserSource()): Promise<void> {
  await Promise.all(
    Array.from(source.sheets(), async (sheet) => {
      const href = sheet.href;
      if (!href || copies.has(sheet) || new URL(href).origin !== source.origin) return;
      try {
        const response = await source.fetch(href, { cache: 'force-cache' });
        if (!response.ok) return;
        const copy = new CSSStyleSheet({ baseURL: href });
        copy.replaceSync(await response.text());
        if (!copies.has(sheet)) copies.set(sheet, copy);
      } catch {
        // Left to the copy from the rules.
      }
    }),
  );
}

/** The copies of the page's sheets, each made now from its rules unless made before. */
export function pageStyleSheets(source: Pick<StyleSheetSource, 'sheets'> = browserSource()): CSSStyleSheet[] {
  const sheets: CSSStyleSheet[] = [];
  for (const sheet of source.sheets()) {
    let copy = copies.get(sheet);
    if (!copy) {
      try {
        copy = new CSSStyleSheet();
        copy.replaceSync(Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
        copies.set(sheet, copy);
      } catch {
        // A sheet that cannot be read (another origin) or copied only costs the picture some looks.
        continue;
      }
    }
    sheets.push(copy);
  }
  return sheets;
}
