import { childPointer, type Problem } from './problems.ts';

/** Keys refused anywhere in a definition: they would reach object prototypes or ajv's `$data` references. */
// A Map, because `__proto__:` in an object literal would set the prototype instead of adding a key.
const FORBIDDEN_KEYS = new Map<string, string>([
  ['__proto__', 'a chave "__proto__" não é permitida'],
  ['constructor', 'a chave "constructor" não é permitida'],
  ['prototype', 'a chave "prototype" não é permitida'],
  ['$data', '"$data" não é permitido: referências de dados do ajv ficam desligadas'],
]);

/** The result of reading one JSON file: its value, or the problems that kept it from being read. */
export type JsonRead = { ok: true; value: unknown } | { ok: false; problems: Problem[] };

// V8's JSON.parse messages, in pt-BR.
const PARSE_MESSAGES: Array<[RegExp, string]> = [
  [/^Unexpected end of JSON input/, 'o arquivo termina antes do fim do JSON'],
  [/^Expected double-quoted property name/, 'esperava o nome de uma propriedade entre aspas (vírgula sobrando?)'],
  [/^Expected ',' or '}' after property value/, 'esperava "," ou "}" depois do valor'],
  [/^Expected ',' or ']' after array element/, 'esperava "," ou "]" depois do item'],
  [/^Expected ':' after property name/, 'esperava ":" depois do nome da propriedade'],
  [/^Unexpected non-whitespace character after JSON/, 'há conteúdo depois do fim do JSON'],
  [/^Bad control character in string literal/, 'caractere de controle dentro de um texto'],
  [/^Unterminated string/, 'texto sem aspas de fechamento'],
  [/^Unexpected token/, 'caractere inesperado'],
];

function parseMessage(message: string): string {
  const known = PARSE_MESSAGES.find(([pattern]) => pattern.test(message));
  return known ? known[1] : message.replace(/ in JSON at position \d+.*$/, '');
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `linha ${line}, coluna ${column}`;
}

/**
 * What reading one definition file gave: its text, nothing (the file does not exist) or the reason it could
 * not be read (an error code of the system).
 */
export type FileText = string | undefined | { error: string };

/**
 * Parses the text of a JSON definition file (read by the caller: from disk, or from the studio's drafts), then
 * refuses forbidden keys at any depth. JSON.parse keeps a `"__proto__"` key as an own property, so the walk sees it.
 */
export function parseJsonText(read: FileText, file: string): JsonRead {
  if (read === undefined) return { ok: false, problems: [{ file, pointer: '', message: 'arquivo não encontrado' }] };
  if (typeof read !== 'string') return { ok: false, problems: [{ file, pointer: '', message: `não foi possível ler o arquivo (${read.error})` }] };
  const text = read;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const where = position ? ` (${lineAndColumn(text, Number(position[1]))})` : '';
    return { ok: false, problems: [{ file, pointer: '', message: `JSON inválido: ${parseMessage(message)}${where}` }] };
  }
  const problems: Problem[] = [];
  findForbiddenKeys(value, '', (pointer, message) => problems.push({ file, pointer, message }));
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

/** Calls `report` for every forbidden key under `value`. */
function findForbiddenKeys(value: unknown, pointer: string, report: (pointer: string, message: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => findForbiddenKeys(item, childPointer(pointer, index), report));
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const here = childPointer(pointer, key);
      const forbidden = FORBIDDEN_KEYS.get(key);
      if (forbidden) report(here, forbidden);
      else findForbiddenKeys((value as Record<string, unknown>)[key], here, report);
    }
  }
}
