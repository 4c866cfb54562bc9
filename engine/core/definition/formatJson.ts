/**
 * The one JSON formatter of definition files: the repository's files are written with it, `npm run
 * validate` checks they still are, and the definition studio saves with it, so opening and saving a file
 * without edits leaves it byte-identical. A value goes on one line when it fits, else it opens with two
 * spaces of indentation per level.
 */

/** Line width the formatter fills before breaking a value over several lines. */
export const JSON_LINE_WIDTH = 120;

/**
 * The value on one line, or undefined as soon as that line would pass `room` characters: a large object
 * is then never written out flat at every level it is nested in (which made formatting quadratic in depth).
 */
function inline(value: unknown, room: number): string | undefined {
  if (value && typeof value === 'object') {
    const isArray = Array.isArray(value);
    const entries = isArray ? value.map((item) => [undefined, item] as const) : Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return isArray ? '[]' : '{}';
    const parts: string[] = [];
    // Brackets, and for an object the spaces inside its braces.
    let length = isArray ? 2 : 4;
    for (const [key, item] of entries) {
      const head = key === undefined ? '' : `${JSON.stringify(key)}: `;
      const text = inline(item, room - length - head.length);
      if (text === undefined) return undefined;
      parts.push(head + text);
      length += head.length + text.length + (parts.length > 1 ? 2 : 0);
      if (length > room) return undefined;
    }
    return isArray ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
  }
  const text = JSON.stringify(value) ?? 'null';
  return text.length > room ? undefined : text;
}

function block(value: unknown, indent: string, used: number, width: number): string {
  const flat = inline(value, Math.max(0, width - used));
  if (flat !== undefined) return flat;
  if (!value || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // A long list of plain values (an order of fields, enum values) fills its lines rather than one per line.
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const lines: string[] = [];
      let line = '';
      for (const item of value.map((entry) => JSON.stringify(entry) ?? 'null')) {
        if (line && inner.length + line.length + item.length + 2 > width) {
          lines.push(`${line},`);
          line = item;
        } else line = line ? `${line}, ${item}` : item;
      }
      lines.push(line);
      return `[\n${lines.map((text) => inner + text).join('\n')}\n${indent}]`;
    }
    return `[\n${value.map((item) => inner + block(item, inner, inner.length + 1, width)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return head + block(item, inner, head.length + 1, width);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** Formats a JSON value the repository's way (ending with a newline). */
export function formatJson(value: unknown, width = JSON_LINE_WIDTH): string {
  return `${block(value, '', 0, width)}\n`;
}
