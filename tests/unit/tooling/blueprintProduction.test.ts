// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerBlueprintDevChecks, blueprintProductionPlugin } from '../../../engine/tooling/blueprintProductionPlugin';

const MODULE = [
  'import { isNodeEnv } from "../../common/utils";',
  'export function validate(props) {',
  '    if (!isNodeEnv("production")) {',
  '        if (props.a && props.b) console.warn(Errors.A_AND_B);',
  '    }',
  '    return isNodeEnv("development") ? 1 : 2;',
  '}',
  'export function checked(props) {',
  '    if (!Utils.isNodeEnv("production") && !core_1.Utils.isNodeEnv("production")) console.warn(props);',
  '}',
].join('\n');

describe("Blueprint's development checks in a build", () => {
  it('answers them with literals of the same length, so every column (and the source map) stays', () => {
    const out = answerBlueprintDevChecks(MODULE);
    expect(out).not.toContain('isNodeEnv("');
    expect(out).toContain('if (!true                   ) {');
    expect(out).toContain('return false                    ? 1 : 2;');
    // Through a namespace the whole member call is answered (`Utils.true` would be an undefined import).
    const answered = (question: string) => 'true'.padEnd(question.length);
    expect(out).toContain(`if (!${answered('Utils.isNodeEnv("production")')} && !${answered('core_1.Utils.isNodeEnv("production")')}) console.warn(props);`);
    expect(out.split('\n').map((line) => line.length)).toEqual(MODULE.split('\n').map((line) => line.length));
  });

  it("changes Blueprint's modules that ask, in builds only", () => {
    const plugin = blueprintProductionPlugin();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    expect(transform(MODULE, '/repo/node_modules/@blueprintjs/core/lib/esm/components/x.js')?.code).toBe(answerBlueprintDevChecks(MODULE));
    expect(transform(MODULE, '/repo/engine/ui/x.ts')).toBeUndefined();
    expect(transform('export const a = 1;', '/repo/node_modules/@blueprintjs/core/lib/esm/index.js')).toBeUndefined();
  });
});
