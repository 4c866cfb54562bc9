/**
 * Where each JSON pointer of a document sits in its text, so a problem the validator reports at a pointer
 * (`/columns/2/field`) underlines the right characters. A small scanner of valid JSON: a text that does not
 * parse gets its problem at the parser's position instead (the validator's message carries it).
 */

/** The text range of the value at a pointer, and of its key when it is an object's property. */
export interface PointerRange {
  from: number;
  to: number;
  keyFrom?: number;
  keyTo?: number;
}

const escapePart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every pointer of a JSON text → its range; an empty map when the text is not valid JSON. */
export function pointerRanges(text: string): Map<string, PointerRange> {
  const out = new Map<string, PointerRange>();
  let index = 0;
  const space = () => {
    while (index < text.length && /\s/.test(text[index])) index++;
  };
  const string = (): string => {
    const start = index;
    index++;
    while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
    index++;
    return JSON.parse(text.slice(start, index)) as string;
  };
  const value = (pointer: string, key?: { from: number; to: number }) => {
    space();
    const from = index;
    const char = text[index];
    if (char === '{') {
      index++;
      space();
      while (text[index] !== '}') {
        space();
        const keyFrom = index;
        const name = string();
        const keyTo = index;
        space();
        index++; // ':'
        value(`${pointer}/${escapePart(name)}`, { from: keyFrom, to: keyTo });
        space();
        if (text[index] === ',') index++;
        space();
        if (index >= text.length) throw new Error('unterminated object');
      }
      index++;
    } else if (char === '[') {
      index++;
      space();
      let item = 0;
      while (text[index] !== ']') {
        value(`${pointer}/${item++}`);
        space();
        if (text[index] === ',') index++;
        space();
        if (index >= text.length) throw new Error('unterminated array');
      }
      index++;
    } else if (char === '"') string();
    else {
      while (index < text.length && /[^\s,}\]]/.test(text[index])) index++;
    }
    out.set(pointer, { from, to: index, keyFrom: key?.from, keyTo: key?.to });
  };
  try {
    JSON.parse(text);
    value('');
  } catch {
    return new Map();
  }
  return out;
}

/**
 * The range to mark for a problem at `pointer`: the value there, or (for a property the validator says is
 * missing or unknown, whose pointer does not exist) the nearest existing parent. A property is marked on its
 * key, which is short and always on one line.
 */
export function rangeOfPointer(ranges: ReadonlyMap<string, PointerRange>, pointer: string): { from: number; to: number } {
  let current = pointer;
  for (;;) {
    const range = ranges.get(current);
    if (range) {
      if (range.keyFrom !== undefined && range.keyTo !== undefined) return { from: range.keyFrom, to: range.keyTo };
      // A whole object or array: its first character only, so the mark does not cover the whole file.
      return range.to - range.from > 80 ? { from: range.from, to: range.from + 1 } : { from: range.from, to: range.to };
    }
    if (current === '') return { from: 0, to: 0 };
    current = current.slice(0, current.lastIndexOf('/'));
  }
}

/** The position a parse problem names (`linha 3, coluna 7`), or the start. */
export function positionOfParseProblem(text: string, message: string): number {
  const match = /linha (\d+), coluna (\d+)/.exec(message);
  if (!match) return 0;
  const lines = text.split('\n');
  const line = Math.min(Number(match[1]), lines.length);
  let offset = 0;
  for (let index = 0; index < line - 1; index++) offset += lines[index].length + 1;
  return Math.min(text.length, offset + Number(match[2]) - 1);
}
