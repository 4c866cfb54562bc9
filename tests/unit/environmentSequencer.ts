/**
 * The unit files' order: vitest's (failed first, then longest first), grouped by test environment.
 *
 * With `isolate: false` a worker keeps its module graph (rjsf, Blueprint, the engine, imported once) only while the
 * next file in the queue asks for the same environment; any other next file ends the worker and starts a new one
 * that imports everything again. In vitest's own order the happy-dom, node and jsdom files alternate, so most
 * files paid for a fresh worker (import and environment set-up were ~40 % of the suite's time).
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file asks for in its docblock (`// @vitest-environment node`), else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

/** vitest's order, with the files of one environment together (the environment with most files first). */
export class EnvironmentSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const environment = environmentOf(spec);
      groups.set(environment, [...(groups.get(environment) ?? []), spec]);
    }
    return [...groups.values()].sort((a, b) => b.length - a.length).flat();
  }
}
