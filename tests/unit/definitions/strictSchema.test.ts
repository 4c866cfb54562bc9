// @vitest-environment node
/**
 * The walk that repeats ajv's strict-mode refusals (engine/core/validation/embeddedSchemas.ts), which the studio
 * runs in the browser instead of ajv's compile, against ajv's compile itself: same verdict on generated schemas (the
 * first refusal of a schema that breaks several rules may differ: ajv meets them in its own keyword order), same
 * message where a schema breaks one rule; its lists of keywords and formats are ajv's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AJV_FORMATS, AJV_KEYWORDS, AJV_RULES, EXTRA_FORMATS, strictModeError } from '../../../engine/core/validation/embeddedSchemas';
import { embeddedAjv } from '../../../engine/tooling/definitions/embeddedSchemas';

const ajv = embeddedAjv();

function ajvError(schema: object): string | undefined {
  try {
    ajv.compile(schema);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    ajv.removeSchema(schema);
  }
}

const keyword = fc.constantFrom('type', 'minLength', 'minLenght', 'title', 'format', 'pattern', 'if', 'then', 'else', 'additionalItems', 'items', 'nullable', 'formatMinimum', 'enumNames', 'default', 'id', 'properties', 'dependencies', 'oneOf', 'description');
const leaf = fc.oneof(
  fc.constant({ type: 'string' }),
  fc.record({ type: fc.constant('string'), format: fc.constantFrom('email', 'cpf', 'date', 'cpf-br', 'color', 'regex', 'hora') }),
  fc.record({ type: fc.constant('string'), pattern: fc.constantFrom('^\\d+$', '(', '[a-z', '^ok$', '\\p{L}+') }),
  fc.boolean(),
);
const schema: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.dictionary(keyword, fc.oneof(leaf, fc.constant(1), fc.constant('x')), { maxKeys: 3 }),
    fc.record({ type: fc.constant('object'), properties: fc.dictionary(fc.constantFrom('a', 'b'), tie('node'), { maxKeys: 2 }) }),
    fc.record({ type: fc.constant('array'), items: fc.oneof(tie('node'), fc.array(tie('node'), { maxLength: 2 })) }, { requiredKeys: ['type'] }),
    fc.record({ if: tie('node'), then: tie('node'), else: tie('node') }, { requiredKeys: [] }),
    fc.record({ oneOf: fc.array(tie('node'), { minLength: 1, maxLength: 2 }) }),
  ),
})).node;

describe('o modo estrito repetido sem compilar', () => {
  it('conhece exatamente as palavras-chave e os formatos do ajv', () => {
    expect([...AJV_KEYWORDS].sort()).toEqual(Object.keys(ajv.RULES.keywords).sort());
    expect([...AJV_RULES].sort()).toEqual(Object.keys(ajv.RULES.all).sort());
    expect([...new Set([...AJV_FORMATS, ...EXTRA_FORMATS])].sort()).toEqual(Object.keys(ajv.formats).sort());
  });

  it('aceita e recusa os mesmos esquemas que o ajv', () => {
    fc.assert(
      fc.property(schema, (candidate) => {
        if (typeof candidate !== 'object' || candidate === null || !ajv.validateSchema(candidate)) return;
        const expected = ajvError(candidate);
        const actual = strictModeError(candidate);
        expect(actual === undefined, `${JSON.stringify(candidate)}: ajv ${expected}, walk ${actual}`).toBe(expected === undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [{ type: 'object', properties: { a: { type: 'string', minLenght: 3 } } }],
    [{ type: 'string', format: 'cpf-br' }],
    [{ type: 'string', pattern: '(' }],
    [{ then: { type: 'string' } }],
    [{ if: { type: 'string' } }],
    [{ type: 'array', additionalItems: false }],
    [{ id: 'x' }],
    [{ nullable: true }],
    [{ type: 'string', formatMinimum: '2020-01-01' }],
    [{ $ref: '#/definitions/nada' }],
    [{ $ref: '#/definitions/a', definitions: { a: { enumNames: ['x'] } } }],
    [{ type: 'object', dependencies: { a: { properties: { b: { foo: 1 } } } } }],
  ])('diz o que o ajv diz: %j', (candidate) => {
    expect(strictModeError(candidate)).toBe(ajvError(candidate));
  });
});
