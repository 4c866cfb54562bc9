/**
 * What the validator remembers of each file between runs. The definition studio validates the whole workspace
 * again after every edit and the tests validate the repository once per file of the corpus, while only one or
 * two files change between runs: the work that depends on one file alone (parsing, the formatter check, the
 * inlining of its `$ref`s, the format schema's check) is kept here, keyed by the file's path and exact text
 * (and, for the inlining, the texts of the entity files it read). The checks across files run every time.
 * The caller owns the memo (the studio one, a watching build another), so nothing is shared behind its back.
 */
import type { FormatDocument, FormatValidator } from './formatValidator.ts';
import type { InlinedFile } from './inlineRefs.ts';
import type { FileText, JsonRead } from './parseJson.ts';
import type { Problem } from './problems.ts';

/** What one file's inlining gave, with the format schema's problems of the inlined value by document. */
export interface InlinedMemo {
  inlined: InlinedFile;
  shapes: Map<FormatDocument, Problem[]>;
}

/** What is remembered of one text of one file. */
export interface FileMemo {
  /** The text the results below are of. */
  text: string;
  read: JsonRead;
  /** Whether the text is what the repository's formatter writes (computed when first asked). */
  formatted?: boolean;
  /** The format schema's problems of the parsed value (app, menu, permissions), by document. */
  shapes: Map<FormatDocument, Problem[]>;
  /** The inlined value (screens and resources), while its entity files read the same. */
  inlined?: InlinedMemo;
}

/**
 * The per-file results of earlier runs. One memo serves any number of runs; each file keeps only its latest
 * text, so the memo grows with the number of paths, not of edits. The values it hands out (definitions and
 * problems) are shared by the reports of the runs that used them: they are read-only, as reports always were.
 */
export class DefinitionsMemo {
  // A format schema's check holds only for the validators that made it: each set of validators has its own files.
  private readonly byValidator = new WeakMap<FormatValidator, Map<string, FileMemo>>();

  /** The remembered files of the runs made with `format`, by repository path. */
  filesOf(format: FormatValidator): Map<string, FileMemo> {
    let files = this.byValidator.get(format);
    if (!files) {
      files = new Map();
      this.byValidator.set(format, files);
    }
    return files;
  }
}

/** Whether two reads of a file gave the same thing (the same text, both nothing, or the same error). */
export function sameFileText(a: FileText, b: FileText): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && a.error === b.error;
}
