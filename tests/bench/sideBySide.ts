/**
 * The side-by-side part of `npm run bench` (issue 14): this product against the react-admin peer of
 * ../shared/peers, measured by the peer folder's own script (../shared/peers/side-by-side.mjs), runs interleaved
 * in one process so that machine noise hits both alike. The peer is installed and built in a temporary folder
 * (never in the repo), reused while its sources are unchanged.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const PEERS = join(process.cwd(), '..', 'shared', 'peers');
const PEER_N = Number(process.env.PEER_N ?? 45);

/** What the peer script prints (medians per app over the runs, and every run). */
interface Figures {
  firstPageJsKB: number; firstPageCssKB: number; loginJsKB: number | null; listFirstRowMs: number;
  switchP50Ms: number; switchP95Ms: number; firstVisitP95Ms: number;
}
interface Run {
  firstPage: { jsKB: number; cssKB: number }; loginPage?: { jsKB: number }; list: { firstRowMs: number };
  switch: { p50Ms: number; p95Ms: number }; firstVisit: { p95Ms: number };
}
interface PeerReport { runs: number; peerN: number; productLists: number; peer: Figures; product: Figures; every: { peer: Run[]; product: Run[] } }

/** A ratio product / peer: its median over the runs (as the peer script gives it) and its spread. */
export interface RatioLine { name: string; product: number; peer: number; unit: string; ratio: number; min: number; max: number; goal: number }

/** The side-by-side figures for the report: one line per ratio goal of issue 14, plus the login page's JS. */
export interface SideBySide { runs: number; peerN: number; productLists: number; lines: RatioLine[]; loginJsKB: number; loginGoalKB: number }

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name === 'out') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The peer, installed and built for N lists in a temporary folder; rebuilt only when its sources change. */
function preparedPeer(): string {
  const source = join(PEERS, 'react-admin');
  const hash = createHash('sha256');
  for (const file of filesOf(source).sort()) hash.update(relative(source, file)).update(readFileSync(file));
  const stamp = `${hash.digest('hex').slice(0, 16)}-n${PEER_N}`;
  const folder = join(tmpdir(), 'backoffice-bench-peer');
  const stampFile = join(folder, '.bench-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return folder;
  console.log('bench: preparando o app de comparação (react-admin) numa pasta temporária…');
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true, filter: (path) => !/\/(node_modules|dist|out)$/.test(path) });
  // Vite's preview, started earlier in this process, set NODE_ENV=production, with which npm ci leaves out the
  // peer's devDependencies (its Vite among them).
  const env = { ...process.env };
  delete env.NODE_ENV;
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], folder, env);
  run(process.execPath, ['scripts/generate.mjs'], folder, { ...env, N: String(PEER_N) });
  const out = join('dist', `n${PEER_N}`);
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'], folder, env);
  cpSync(join(folder, 'src', 'generated', 'manifest.json'), join(folder, out, 'peer-manifest.json'));
  writeFileSync(stampFile, stamp);
  return folder;
}

const ratioOf = (product: number, peer: number) => Math.round((product / peer) * 100) / 100;

/**
 * Runs the peer script against `project` (a checkout whose dist/ is built) and returns the ratio lines.
 * `runs` interleaved runs (at least 3 for the medians the issue asks for).
 */
export function sideBySide(project: string, runs: number): SideBySide {
  const peer = preparedPeer();
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-side-'));
  // The peer script reads the product's state with eval() in the page, which the product's Content-Security-Policy
  // (no 'unsafe-eval', Trusted Types for scripts) refuses: `vite preview` serves the build's _headers file, so for
  // this run the file goes without its policy line (the other headers stay) and is put back afterwards.
  const headersFile = join(project, 'dist', '_headers');
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : null;
  if (headers !== null) writeFileSync(headersFile, headers.split('\n').filter((line) => !/^\s*Content-Security-Policy:/.test(line)).join('\n'));
  try {
    const result = spawnSync(process.execPath, [join(PEERS, 'side-by-side.mjs')], {
      cwd: project,
      env: { ...process.env, PROJECT: project, PEER: peer, RUNS: String(runs), PEER_N: String(PEER_N), MOCK_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error('side-by-side.mjs failed');
    const report = JSON.parse(result.stdout.toString('utf8')) as PeerReport;
    const line = (name: string, unit: string, goal: number, pick: (figures: Figures) => number, perRun: (run: Run) => number): RatioLine => {
      const ratios = report.every.product.map((product, index) => ratioOf(perRun(product), perRun(report.every.peer[index])));
      return {
        name, unit, goal, product: pick(report.product), peer: pick(report.peer),
        ratio: ratioOf(pick(report.product), pick(report.peer)), min: Math.min(...ratios), max: Math.max(...ratios),
      };
    };
    return {
      runs: report.runs, peerN: report.peerN, productLists: report.productLists,
      loginJsKB: report.product.loginJsKB ?? NaN, loginGoalKB: 100,
      lines: [
        line('JS da primeira lista (na rede)', 'KB', 0.35, (f) => f.firstPageJsKB, (r) => r.firstPage.jsKB),
        line('Primeira linha da lista', 'ms', 0.5, (f) => f.listFirstRowMs, (r) => r.list.firstRowMs),
        line('Troca de lista p95 (já visitadas)', 'ms', 0.5, (f) => f.switchP95Ms, (r) => r.switch.p95Ms),
        line('Troca de lista p95 (primeira visita)', 'ms', 0.6, (f) => f.firstVisitP95Ms, (r) => r.firstVisit.p95Ms),
      ],
    };
  } finally {
    if (headers !== null) writeFileSync(headersFile, headers);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The markdown table of the side-by-side figures. */
export function sideBySideSummary(figures: SideBySide): string {
  const mark = (ok: boolean) => (ok ? '✅' : '❌');
  return [
    `## Lado a lado com o react-admin (${figures.runs} execuções intercaladas; peer com ${figures.peerN} listas, produto com ${figures.productLists})`,
    '',
    '| medida | produto | peer | razão (mediana) | faixa nas execuções | meta |',
    '|---|---|---|---|---|---|',
    ...figures.lines.map((line) =>
      `| ${line.name} | ${line.product} ${line.unit} | ${line.peer} ${line.unit} | ${line.ratio} | ${line.min}–${line.max} | ≤ ${line.goal} ${mark(line.max <= line.goal)} |`),
    `| JS do /login (na rede) | ${figures.loginJsKB} KB | — | — | — | ≤ ${figures.loginGoalKB} KB ${mark(figures.loginJsKB <= figures.loginGoalKB)} |`,
  ].join('\n');
}
