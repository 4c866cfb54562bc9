/**
 * Where a page's JS comes from, by package (issue 14, item 5): each minified byte of the files a page fetched is
 * traced through the build's source maps to its source module, modules are grouped by npm package (or by engine
 * folder), and each file's gzip size is shared out in proportion to the minified bytes each group has in it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** One group's share of the page's JS. */
export interface BreakdownLine {
  /** `react-dom`, `@blueprintjs/core`, `engine/ui`, … or `(sem mapa)` for bytes no source map names. */
  name: string;
  /** Minified bytes. */
  bytes: number;
  /** Its share of the gzip size (KB = 1024 B, as the bench's other figures). */
  gzipKB: number;
}

/** The group a source path belongs to: the npm package (scoped ones with their scope), else its first two folders. */
export function groupOf(source: string): string {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/^\/+/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith('\0') || clean.startsWith('virtual:') || clean.includes('\0')) return '(módulos virtuais)';
  const parts = clean.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * Minified bytes of `code` per group, from its source map: each mapped segment owns the bytes up to the next
 * segment of its line (or the line's end); bytes before a line's first segment, or in a segment without a
 * source, count as unmapped.
 */
export function bytesBySource(code: string, map: { sources: (string | null)[]; mappings: string }): Map<string, number> {
  const out = new Map<string, number>();
  const add = (name: string, bytes: number) => { if (bytes > 0) out.set(name, (out.get(name) ?? 0) + bytes); };
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    const length = Buffer.byteLength(line);
    // Columns are UTF-16 units; the minified output is ASCII but for string contents, close enough for shares.
    if (segments.length === 0) { add('(sem mapa)', length); return; }
    add('(sem mapa)', Math.min(length, segments[0][0]));
    segments.forEach((segment, at) => {
      const end = at + 1 < segments.length ? segments[at + 1][0] : length;
      const source = segment.length > 1 ? map.sources[segment[1]!] : null;
      add(source ? groupOf(source) : '(sem mapa)', Math.max(0, Math.min(end, length) - segment[0]));
    });
  });
  return out;
}

/** The breakdown of the JS files `paths` (as the page asked for them, `/assets/x.js`) of a build in `dist`. */
export function packageBreakdown(dist: string, paths: readonly string[]): BreakdownLine[] {
  const totals = new Map<string, { bytes: number; gzipKB: number }>();
  for (const path of new Set(paths)) {
    if (!path.endsWith('.js')) continue;
    const file = join(dist, path);
    const code = readFileSync(file, 'utf8');
    const gzipKB = gzipSync(code, { level: 9 }).length / 1024;
    const groups = existsSync(`${file}.map`)
      ? bytesBySource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string })
      : new Map([['(sem mapa)', Buffer.byteLength(code)]]);
    const size = [...groups.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [name, bytes] of groups) {
      const total = totals.get(name) ?? { bytes: 0, gzipKB: 0 };
      total.bytes += bytes;
      total.gzipKB += (gzipKB * bytes) / size;
      totals.set(name, total);
    }
  }
  return [...totals].map(([name, total]) => ({ name, ...total })).sort((a, b) => b.gzipKB - a.gzipKB);
}

/** A markdown table of the largest groups (the rest summed on one line). */
export function breakdownTable(title: string, lines: readonly BreakdownLine[], top = 15): string {
  const total = lines.reduce((sum, line) => sum + line.gzipKB, 0);
  const shown = lines.slice(0, top);
  const rest = lines.slice(top);
  const row = (name: string, kb: number, bytes: number) =>
    `| ${name} | ${kb.toFixed(1)} | ${Math.round((100 * kb) / (total || 1))}% | ${(bytes / 1024).toFixed(1)} |`;
  return [
    `### ${title}: ${total.toFixed(1)} KB gzip`,
    '',
    '| pacote ou pasta | KB gzip (parte) | % | KB minificado |',
    '|---|---|---|---|',
    ...shown.map((line) => row(line.name, line.gzipKB, line.bytes)),
    ...(rest.length ? [row(`outros (${rest.length})`, rest.reduce((s, l) => s + l.gzipKB, 0), rest.reduce((s, l) => s + l.bytes, 0))] : []),
  ].join('\n');
}
