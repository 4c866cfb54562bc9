// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { budgetProblems, budgetWeights, staticClosure, type BudgetChunk } from '../../../engine/tooling/bundleBudgetPlugin';

const ROOT = '/repo';
const chunk = (fileName: string, facade: string | null, imports: string[], size = 10, isEntry = false, members: string[] = []): BudgetChunk => ({
  fileName, isEntry, facadeModuleId: facade ? `${ROOT}/${facade}` : null, imports,
  moduleIds: [...(facade ? [facade] : []), ...members].map((id) => `${ROOT}/${id}`),
  // Random text: `size` KB that compress to about three quarters.
  code: randomBytes(size * 1000).toString('base64').slice(0, size * 1000),
});

const BUNDLE: BudgetChunk[] = [
  chunk('start.js', 'engine/app/main.tsx', ['shared-a.js'], 10, true),
  chunk('shared-a.js', null, []),
  chunk('List.js', 'engine/kinds/list/ListScreen.tsx', ['shared-b.js']),
  chunk('shared-b.js', null, ['shared-a.js']),
  chunk('Form.js', 'engine/kinds/form/FormScreen.tsx', ['forms.js']),
  chunk('forms.js', null, [], 20),
];

describe('bundle budget', () => {
  it('weighs the entry and the named parts with what they import statically, not the other parts', () => {
    expect(staticClosure(BUNDLE, ROOT, ['engine/kinds/list/ListScreen.tsx']).files.sort()).toEqual(['List.js', 'shared-a.js', 'shared-b.js', 'start.js']);
  });

  it('finds a part merged into a group chunk by the chunk that holds its module', () => {
    const grouped: BudgetChunk[] = [
      chunk('start.js', 'engine/app/main.tsx', [], 10, true),
      chunk('part.js', null, ['shared-a.js'], 10, false, ['engine/app/signedIn.tsx', 'engine/kinds/list/ListScreen.tsx']),
      chunk('shared-a.js', null, []),
      chunk('Form.js', 'engine/kinds/form/FormScreen.tsx', []),
    ];
    const { files, missing } = staticClosure(grouped, ROOT, ['engine/kinds/list/ListScreen.tsx']);
    expect(missing).toEqual([]);
    expect(files.sort()).toEqual(['part.js', 'shared-a.js', 'start.js']);
  });

  it('names the page, its weight and its heaviest chunks when a part grew past the budget', () => {
    const budget = { name: 'primeira lista', parts: ['engine/kinds/list/ListScreen.tsx'], maxKB: 38 };
    expect(budgetProblems(BUNDLE, ROOT, [budget])).toEqual([]);
    // The list's shared code now also holds the forms' (the bundler merged them): the list loads ~15 KB more.
    const merged = BUNDLE.map((entry) => (entry.fileName === 'shared-b.js' ? { ...entry, imports: ['shared-a.js', 'forms.js'] } : entry));
    const [problem] = budgetProblems(merged, ROOT, [budget]);
    expect(problem).toMatch(/^primeira lista: 4\d\.\d KB de JavaScript, acima do orçamento de 38 KB \(os maiores: forms\.js 1\d\.\d KB, /);
  });

  it('says so when a part the budget names is no chunk any more', () => {
    expect(budgetProblems(BUNDLE, ROOT, [{ name: 'primeira lista', parts: ['engine/kinds/list/Gone.tsx'], maxKB: 100 }])).toEqual([
      'primeira lista: nenhum chunk começa em ou contém engine/kinds/list/Gone.tsx (o orçamento nomeia uma parte que não existe mais)',
    ]);
  });

  it('weighs each page for the report mode, heaviest chunks first', () => {
    const [weight] = budgetWeights(BUNDLE, ROOT, [{ name: 'primeira lista', parts: ['engine/kinds/list/ListScreen.tsx'], maxKB: 38 }]);
    expect(weight.missing).toEqual([]);
    expect(weight.heaviest.map(([file]) => file).sort()).toEqual(['List.js', 'shared-a.js', 'shared-b.js', 'start.js']);
    const sizes = weight.heaviest.map(([, size]) => size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(weight.total).toBeCloseTo(weight.heaviest.reduce((sum, [, size]) => sum + size, 0), 5);
  });
});
