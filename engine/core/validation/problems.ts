/** One problem found in a definition file: where (file and JSON pointer) and what (pt-BR). */
export interface Problem {
  /** File path relative to the repository root, with `/` separators. */
  file: string;
  /** RFC 6901 JSON pointer into the file (`""` = the whole document). */
  pointer: string;
  /** What is wrong, in pt-BR. */
  message: string;
}

/** The one-line form every tool prints: `file: /pointer: message` (the whole document prints as `/`). */
export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.pointer || '/'}: ${problem.message}`;
}

/** A JSON pointer built from path segments (RFC 6901 escaping of `~` and `/`). */
function toPointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A pointer one level below another. */
export function childPointer(pointer: string, ...segments: Array<string | number>): string {
  return pointer + toPointer(segments);
}
