// @vitest-environment node
/**
 * The studio's pure parts: where a pointer sits in a text, the schema help (completion and hover texts), the
 * plain-language summary of a change, the patch `git apply` takes, drafts, the list's search, and undo/redo.
 */
import { history, redo, undo } from '@codemirror/commands';
import { EditorState, type Transaction } from '@codemirror/state';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemas, sources } from 'virtual:screens/studio';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { textHash } from '../../../engine/core/definition/overridesDiff';
import { summarizeChange } from '../../../engine/studio/diff/summary';
import { unifiedPatch } from '../../../engine/studio/diff/unifiedPatch';
import { pointerRanges, positionOfParseProblem, rangeOfPointer } from '../../../engine/studio/editor/jsonPointers';
import { createSchemaHelp, documentSchemaOf } from '../../../engine/studio/editor/schemaHelp';
import { withEdit } from '../../../engine/studio/workspace/drafts';
import { searchEntries, studioEntries } from '../../../engine/studio/workspace/entries';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const COUPONS = 'screens/marketing/cupons.json';
const coupons = sources[COUPONS];
const GROUPS = { screen: 'Telas', resource: 'Recursos', app: 'App', menu: 'Menu', permissions: 'Permissões' } as const;

describe('ponteiros no texto', () => {
  it('marca o valor (ou a chave) do ponteiro e, se ele não existe, o pai mais próximo', () => {
    const ranges = pointerRanges(coupons);
    const format = rangeOfPointer(ranges, '/columns/4/format');
    expect(coupons.slice(format.from, format.to)).toBe('"format"');
    const missing = rangeOfPointer(ranges, '/columns/4/nada');
    expect(coupons.slice(missing.from, missing.to)).toBe('{');
    expect(pointerRanges('{ "a": ')).toEqual(new Map());
    expect(positionOfParseProblem('{\n  "a": x\n}', 'caractere inesperado (linha 2, coluna 8)')).toBe(9);
  });
});

describe('ajuda dos esquemas', () => {
  const help = createSchemaHelp(schemas as Record<string, Record<string, unknown>>);
  const list = { kind: 'list' };

  it('oferece as propriedades da tela do tipo escolhido, com a descrição em pt-BR', () => {
    const names = help.properties('screen.schema.json', [], [list]).map((entry) => entry.label);
    expect(names).toEqual(expect.arrayContaining(['columns', 'filters', 'rowActions']));
    expect(help.properties('screen.schema.json', [], [{ kind: 'form' }]).map((entry) => entry.label)).not.toContain('columns');
    const column = help.properties('screen.schema.json', ['columns', 0], [list, undefined, {}]);
    expect(column.find((entry) => entry.label === 'field')?.description).toMatch(/[a-zç]/);
  });

  it('oferece os valores de um enum e descreve o lugar ao passar o mouse', () => {
    const kinds = help.values('screen.schema.json', ['kind'], [{}]).map((entry) => entry.label);
    expect(kinds).toEqual(expect.arrayContaining(['"list"', '"form"', '"custom"']));
    expect(help.describe('screen.schema.json', ['resource'], [list])).toContain('recurso');
    expect(documentSchemaOf('screens/resources/coupon.json')).toBe('resource.schema.json');
    expect(documentSchemaOf('menu.json')).toBe('menu.schema.json');
  });
});

describe('resumo das alterações', () => {
  it('conta colunas e nomeia filtros', () => {
    const value = JSON.parse(coupons);
    value.columns.push({ field: 'A', title: 'A' }, { field: 'B', title: 'B' });
    delete value.filters.schema.properties.Status;
    expect(summarizeChange(coupons, formatJson(value))).toBe('2 colunas adicionadas, filtro Situação removido');
    expect(summarizeChange(coupons, coupons.replace('"Cupons"', '"Cupons de desconto"'))).toBe('Title alterado');
    expect(summarizeChange(coupons, '{')).toBeNull();
  });
});

describe('patch', () => {
  it('o git apply aceita o patch de um arquivo alterado e de um novo', () => {
    const value = JSON.parse(coupons);
    value.columns.splice(2, 1);
    value.title = 'Cupons de desconto';
    const after = formatJson(value);
    const created = formatJson({ id: 'x' });
    const patch = unifiedPatch([
      { path: COUPONS, before: coupons, after },
      { path: 'screens/novo.json', before: null, after: created },
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'studio-patch-unit-'));
    try {
      mkdirSync(dirname(join(dir, COUPONS)), { recursive: true });
      writeFileSync(join(dir, COUPONS), readFileSync(join(ROOT, COUPONS), 'utf8'));
      writeFileSync(join(dir, 'p.patch'), patch);
      execFileSync('git', ['apply', 'p.patch'], { cwd: dir });
      expect(readFileSync(join(dir, COUPONS), 'utf8')).toBe(after);
      expect(readFileSync(join(dir, 'screens/novo.json'), 'utf8')).toBe(created);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(unifiedPatch([{ path: COUPONS, before: coupons, after: coupons }])).toBe('');
  });
});

describe('rascunhos e lista', () => {
  it('guarda o rascunho com o hash do original, e some quando o texto volta ao original', () => {
    const drafts = withEdit({}, COUPONS, '{}', coupons);
    expect(drafts[COUPONS]).toEqual({ text: '{}', base: textHash(coupons) });
    expect(withEdit(drafts, COUPONS, coupons, coupons)).toEqual({});
  });

  it('lista telas, recursos, menu e permissões e busca sem acentos', () => {
    const entries = studioEntries(sources, GROUPS);
    expect(new Set(entries.map((entry) => entry.group))).toEqual(new Set(['screen', 'resource', 'menu', 'permissions', 'app']));
    expect(entries.some((entry) => entry.path.startsWith('schemas/'))).toBe(false);
    expect(searchEntries(entries, 'definicoes').map((entry) => entry.path)).toContain('screens/controle-acesso/definicoes.json');
    expect(searchEntries(entries, 'marketing.cupons').map((entry) => entry.path)).toEqual([COUPONS]);
  });
});

describe('desfazer e refazer (CodeMirror history)', () => {
  it('qualquer sequência de edições seguida de desfazer tudo volta ao texto original, e refazer tudo à última', () => {
    const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 5 }), insert: fc.string({ maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 25 }), (edits) => {
        let state = EditorState.create({ doc: coupons, extensions: [history({ newGroupDelay: 0 })] });
        const apply = (transaction: Transaction) => (state = transaction.state);
        for (const [index, { at, remove, insert }] of edits.entries()) {
          const from = at % (state.doc.length + 1);
          const to = Math.min(state.doc.length, from + remove);
          // Each edit its own history event (as separate user actions are).
          apply(state.update({ changes: { from, to, insert }, annotations: [], userEvent: index % 2 ? 'input.type' : 'delete' }));
          state = state.update({}).state;
        }
        const edited = state.doc.toString();
        const dispatch = (transaction: Transaction) => apply(transaction);
        while (undo({ state, dispatch }));
        expect(state.doc.toString()).toBe(coupons);
        while (redo({ state, dispatch }));
        expect(state.doc.toString()).toBe(edited);
      }),
      { numRuns: 150 },
    );
  });
});
