import { relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** A page's download that must not grow past a size: the entry and the parts it loads first. */
export interface BundleBudget {
  /** pt-BR name of the page, for the message (`primeira lista`). */
  name: string;
  /**
   * The modules (root-relative paths) whose chunks the page loads after the entry, e.g. a screen kind's renderer: the
   * chunk it starts, or the chunk that holds it (a group's).
   */
  parts: string[];
  /** Most it may weigh: the chunks' JavaScript, Brotli-compressed as served, in KB (1000 bytes). */
  maxKB: number;
}

/** What the budget needs of a chunk of the bundle. */
export interface BudgetChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module whose code the chunk holds. */
  moduleIds: readonly string[];
  /** The chunks it imports statically (they load with it). */
  imports: readonly string[];
  code: string;
}

/** The file names of the entry chunks and of the parts' chunks, with every chunk they import statically. */
export function staticClosure(chunks: readonly BudgetChunk[], root: string, parts: readonly string[]): { files: string[]; missing: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const named = (id: string) => relative(root, id).split('\\').join('/');
  // A part is the chunk its module starts (a dynamic import's) or, merged into a group, the chunk holding it.
  const holds = (chunk: BudgetChunk, part: string) =>
    (chunk.facadeModuleId !== null && named(chunk.facadeModuleId) === part) || chunk.moduleIds.some((id) => named(id) === part);
  const missing = parts.filter((part) => !chunks.some((chunk) => holds(chunk, part)));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || parts.some((part) => holds(chunk, part))) visit(chunk.fileName);
  }
  return { files: [...files], missing };
}

const brotliKB = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1000;

/** One budget's page as built: its weight and its heaviest chunks, or the parts it names that are no chunk. */
export interface BudgetWeight {
  budget: BundleBudget;
  /** KB of JavaScript, Brotli-compressed. */
  total: number;
  /** The page's five heaviest chunks, heaviest first, with their KB. */
  heaviest: [file: string, kb: number][];
  missing: string[];
}

/** Weighs each budget's page in the bundle. */
export function budgetWeights(chunks: readonly BudgetChunk[], root: string, budgets: readonly BundleBudget[]): BudgetWeight[] {
  const sizes = new Map<string, number>();
  const sizeOf = (chunk: BudgetChunk) => {
    let size = sizes.get(chunk.fileName);
    if (size === undefined) sizes.set(chunk.fileName, (size = brotliKB(chunk.code)));
    return size;
  };
  return budgets.map((budget) => {
    const { files, missing } = staticClosure(chunks, root, budget.parts);
    const weighed = files.map((file) => chunks.find((chunk) => chunk.fileName === file)!).map((chunk) => [chunk.fileName, sizeOf(chunk)] as [string, number]);
    const total = weighed.reduce((sum, [, size]) => sum + size, 0);
    return { budget, total, heaviest: [...weighed].sort((a, b) => b[1] - a[1]).slice(0, 5), missing };
  });
}

/** What is wrong with the bundle against the budgets, in pt-BR (nothing: empty). */
export function budgetProblems(chunks: readonly BudgetChunk[], root: string, budgets: readonly BundleBudget[]): string[] {
  return budgetWeights(chunks, root, budgets).flatMap(({ budget, total, heaviest, missing }) => {
    if (missing.length) return [`${budget.name}: nenhum chunk começa em ou contém ${missing.join(', ')} (o orçamento nomeia uma parte que não existe mais)`];
    if (total <= budget.maxKB) return [];
    const largest = heaviest.map(([file, size]) => `${file} ${size.toFixed(1)} KB`);
    return [`${budget.name}: ${total.toFixed(1)} KB de JavaScript, acima do orçamento de ${budget.maxKB} KB (os maiores: ${largest.join(', ')})`];
  });
}

/**
 * Fails a production build whose first download of a page grew past its budget. The bundler merges small shared
 * code into a neighbouring chunk by size, and a change elsewhere once made a list load the forms' code (+160 KB)
 * through a 0.2 KB module they share; the build says so instead of a later measurement. `BUNDLE_BUDGET=off` skips
 * it for a build that is not the app's (the bench's copy with twice the screens); `BUNDLE_BUDGET=report` also
 * prints each page's weight (to measure a change).
 */
export function bundleBudgetPlugin(budgets: readonly BundleBudget[]): Plugin {
  let root = process.cwd();
  return {
    name: 'engine-bundle-budget',
    apply: (_config, env) => env.command === 'build' && process.env.BUNDLE_BUDGET !== 'off',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      if (process.env.BUNDLE_BUDGET === 'report') {
        for (const { budget, total } of budgetWeights(chunks, root, budgets)) this.info(`${budget.name}: ${total.toFixed(2)} KB (orçamento ${budget.maxKB} KB)`);
      }
      const problems = budgetProblems(chunks, root, budgets);
      if (problems.length) this.error(`[engine] orçamento de download: ${problems.join('; ')}`);
    },
  };
}
