/**
 * The checks of `npm test` that come before the tests (generated types, typecheck, lint, layers, dead code,
 * definitions) and the build the end-to-end tests run against, two at a time: most of them use one core, and
 * this machine has two. Each one's output is printed whole when it ends; any failure fails the run, after
 * every check has finished (so one run reports every problem).
 */
import { spawn } from 'node:child_process';

type Step = [name: string, command: string, args: string[]];

const STEPS: Step[] = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['gen:types:check', 'npm', ['run', '-s', 'gen:types:check']],
  ['lint:deps', 'npm', ['run', '-s', 'lint:deps']],
  ['knip', 'npm', ['run', '-s', 'knip']],
  ['validate', 'npm', ['run', '-s', 'validate']],
];
const CONCURRENCY = Math.max(1, Number(process.env.CHECKS_CONCURRENCY ?? 2));

function run([name, command, args]: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk; });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk; });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n== ${name}: ${code === 0 ? 'ok' : `FALHOU (código ${code})`} em ${seconds} s\n${output.trim() ? `${output.trimEnd()}\n` : ''}`);
      resolve(code === 0);
    });
  });
}

const queue = [...STEPS];
const results: Array<[string, boolean]> = [];
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  for (let step = queue.shift(); step; step = queue.shift()) results.push([step[0], await run(step)]);
}));
const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
if (failed.length) {
  console.error(`\nFalharam: ${failed.join(', ')}`);
  process.exit(1);
}
