import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from '../../../engine/core/safeReturnPath';

// `\p{Cc}`: the C0 and C1 controls (U+0000-U+001F, U+007F-U+009F).
const CONTROL_OR_INVISIBLE = /[\p{Cc}\u00A0\u00AD\u2028\u2029\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** What a remembered path must be to be followed. */
function assertSafe(result: string) {
  expect(result.startsWith('/')).toBe(true);
  expect(result[1]).not.toBe('/');
  expect(result.includes('\\')).toBe(false);
  expect(CONTROL_OR_INVISIBLE.test(result)).toBe(false);
  const decoded = decodeURIComponent(result);
  expect(decoded.includes('\\')).toBe(false);
  expect(CONTROL_OR_INVISIBLE.test(decoded)).toBe(false);
  for (const base of ['http://app.example', 'https://backoffice.exemplo.com.br/deep/page?x=1']) {
    const origin = new URL(base).origin;
    expect(new URL(result, base).origin).toBe(origin);
    expect(new URL(decoded, base).origin).toBe(origin);
    expect(new URL(result, base).pathname.startsWith('//')).toBe(false);
  }
}

describe('safeReturnPath: accepted app routes', () => {
  it.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/marketing/cupom?pagina=2', '/marketing/cupom?pagina=2'],
    ['/marketing/cupom?pagina=2&f.Nome=BLACK%20FRIDAY', '/marketing/cupom?pagina=2&f.Nome=BLACK%20FRIDAY'],
    ['/cx/gestao-aluno/123#pedidos', '/cx/gestao-aluno/123#pedidos'],
    ['/conteudo/hierarquia/direito/constitucional', '/conteudo/hierarquia/direito/constitucional'],
    ['/busca?q=S%C3%A3o%20Paulo', '/busca?q=S%C3%A3o%20Paulo'],
    ['/busca?q=São Paulo', '/busca?q=S%C3%A3o%20Paulo'],
    ['/a/./b/../c', '/a/c'],
    ['/a%2Fb', '/a%2Fb'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

// Each of these must be refused: the user then lands on the default page.
const HOSTILE: string[] = [
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E//evil.example',
  '/.%2F/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  '/javascript:alert(1)\\',
  'http://evil.example',
  'https://evil.example/home',
  'HTTP://evil.example',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'home',
  '',
  ' /home',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0d%0a/evil.example',
  '/home%00',
  '/home\u0000',
  '/home?x=%00',
  '/home\u007F',
  '/\u2028/evil.example',
  '/home\u200B',
  '/\u202Eelpmaxe.live',
  '/\uFEFFhome',
  '/home?next=%5C%5Cevil.example',
  '/home?q=%',
  '/home?q=%E0%A4%A',
  '/' + 'a'.repeat(MAX_RETURN_PATH_LENGTH),
];

describe('safeReturnPath: hostile values are refused', () => {
  it('has at least 25 hostile cases', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value).slice(0, 80), value]))('%s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/home'], new URL('http://evil.example')])('refuses a non-string (%s)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

// Pieces that hostile paths are made of, so random strings hit the dangerous shapes often.
const PIECES = [
  '/', '//', '\\', '.', '..', '%2F', '%2f', '%5C', '%2e', '%252F', '%25', '%', ':', 'javascript', 'http', 'data',
  'evil.example', '@', '?', '#', '&', '=', 'a', 'home', '\t', '\n', '\r', '\u0000', ' ', '%09', '%0A', '%00', '\u2028',
  '\u200B', 'ã', '\uFEFF', 'https://', '%3A', '%40',
];

describe('safeReturnPath: property', () => {
  it('for any string returns null or a single-slash, same-origin path without backslashes or control characters', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
      fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
    );
    fc.assert(
      fc.property(anyText, (value) => {
        const result = safeReturnPath(value);
        if (result === null) return;
        assertSafe(result);
        // A followed path is stable: checking it again gives the same path.
        expect(safeReturnPath(result)).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });
});
