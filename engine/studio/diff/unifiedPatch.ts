/**
 * A unified diff of changed files that `git apply` accepts (run at the repository's root): what a static
 * deployment's studio exports in place of a save.
 */

type Op = { kind: ' ' | '-' | '+'; line: string };

/** The line edits from `a` to `b` (longest common subsequence; definition files are small). */
function lineDiff(a: readonly string[], b: readonly string[]): Op[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = a[i] === b[j] ? table[(i + 1) * cols + j + 1] + 1 : Math.max(table[(i + 1) * cols + j], table[i * cols + j + 1]);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i++] });
      j++;
    } else if (j < b.length && (i >= a.length || table[i * cols + j + 1] >= table[(i + 1) * cols + j])) ops.push({ kind: '+', line: b[j++] });
    else ops.push({ kind: '-', line: a[i++] });
  }
  return ops;
}

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** The hunks of one file (3 lines of context), or '' when nothing changed. */
function hunks(before: string, after: string): string {
  const ops = lineDiff(linesOf(before), linesOf(after));
  const out: string[] = [];
  const CONTEXT = 3;
  let index = 0;
  while (index < ops.length) {
    if (ops[index].kind === ' ') {
      index++;
      continue;
    }
    const start = Math.max(0, index - CONTEXT);
    let end = index;
    // Extend over changes closer than two contexts apart.
    for (;;) {
      while (end < ops.length && ops[end].kind !== ' ') end++;
      let next = end;
      while (next < ops.length && ops[next].kind === ' ') next++;
      if (next < ops.length && next - end <= CONTEXT * 2) end = next;
      else break;
    }
    end = Math.min(ops.length, end + CONTEXT);
    let oldLine = 1;
    let newLine = 1;
    for (let k = 0; k < start; k++) {
      if (ops[k].kind !== '+') oldLine++;
      if (ops[k].kind !== '-') newLine++;
    }
    const slice = ops.slice(start, end);
    const oldCount = slice.filter((op) => op.kind !== '+').length;
    const newCount = slice.filter((op) => op.kind !== '-').length;
    const range = (line: number, count: number) => `${count === 0 ? line - 1 : line},${count}`;
    out.push(`@@ -${range(oldLine, oldCount)} +${range(newLine, newCount)} @@`, ...slice.map((op) => op.kind + op.line));
    index = end;
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

/** The patch of files (path → text before, null for a new file; text after). */
export function unifiedPatch(changes: ReadonlyArray<{ path: string; before: string | null; after: string }>): string {
  return changes
    .map(({ path, before, after }) => {
      const body = hunks(before ?? '', after);
      if (!body) return '';
      const head = before === null ? [`diff --git a/${path} b/${path}`, 'new file mode 100644', '--- /dev/null', `+++ b/${path}`] : [`diff --git a/${path} b/${path}`, `--- a/${path}`, `+++ b/${path}`];
      return `${head.join('\n')}\n${body}`;
    })
    .join('');
}
