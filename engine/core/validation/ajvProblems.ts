import type { ErrorObject } from 'ajv';
import localizePtBR from 'ajv-i18n/localize/pt-BR/index.js';
import { childPointer, type Problem } from './problems.ts';

/** Tag values of discriminated unions, keyed by the JSON text of their `oneOf` list. */
export type DiscriminatorTags = Map<string, string[]>;

/** ajv-i18n's pt-BR messages, for the rare keywords without a message of our own. */
function localized(error: ErrorObject): string {
  const copy = { ...error };
  (localizePtBR as (errors: ErrorObject[]) => void)([copy]);
  return copy.message ?? error.message ?? error.keyword;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'true ou false',
  object: 'um objeto',
  array: 'uma lista',
  null: 'null',
};

function list(values: unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** Where ajv's errors belong. */
export interface ErrorPlace {
  /** Repository-relative file. */
  file: string;
  /** Pointer of the validated value inside the file (default: the whole file). */
  base?: string;
  /** Tag values of discriminated unions, for "use one of" messages. */
  tags?: DiscriminatorTags;
}

/** The params of the ajv keywords the messages read (each keyword fills its own). */
interface ErrorParams {
  allowedValue?: unknown;
  allowedValues?: unknown[];
  type?: string | string[];
  missingProperty?: string;
  additionalProperty?: string;
  tag?: string;
  tagValue?: unknown;
  error?: string;
  pattern?: string;
  limit?: number;
  comparison?: string;
  i?: number;
  j?: number;
  propertyName?: string;
}

/** What a value failing a `type`, `const` or `enum` check should have been, for "deve ser A ou B". */
function expected(error: ErrorObject): string | undefined {
  const params = error.params as ErrorParams;
  if (error.keyword === 'const') return JSON.stringify(params.allowedValue);
  if (error.keyword === 'enum') return `um destes valores: ${list(params.allowedValues ?? [])}`;
  if (error.keyword === 'type') {
    const types = (Array.isArray(params.type) ? params.type : String(params.type).split(',')) as string[];
    return types.map((type) => TYPE_NAMES[type] ?? type).join(' ou ');
  }
  return undefined;
}

/**
 * ajv errors → problems with a pointer at the offending place and a pt-BR message; duplicates dropped.
 * A failed `oneOf` / `anyOf` and the failures of its branches at the same place become one message
 * ("deve ser A ou B").
 */
export function ajvErrorsToProblems(allErrors: readonly ErrorObject[], place: ErrorPlace): Problem[] {
  const { file, base = '', tags } = place;
  const errors = withoutWrongShapeBranches(allErrors);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const add = (pointer: string, message: string) => {
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ file, pointer, message });
  };
  // A `oneOf` whose branches only say which properties go together (a resource, or calls of its own)
  // reads best as the list of its forms; what failed inside its branches only repeats it.
  const forms = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword !== 'oneOf') continue;
    const branches = (error.schema as unknown[]) ?? [];
    const described = branches.every((branch) => branch && typeof branch === 'object' && !('properties' in branch) && !('type' in branch) && !('$ref' in branch) && typeof (branch as { description?: unknown }).description === 'string');
    if (described && branches.length) {
      forms.set(error.schemaPath, branches.map((branch) => (branch as { description: string }).description.replace(/\.$/, '')).join('; ou '));
    }
  }
  const insideForms = (error: ErrorObject) => [...forms.keys()].some((path) => error.schemaPath.startsWith(`${path}/`));
  const alternatives = new Map<string, string[]>();
  for (const error of errors) {
    if ((error.keyword === 'oneOf' || error.keyword === 'anyOf') && !forms.has(error.schemaPath)) alternatives.set(error.instancePath, []);
  }
  for (const error of errors) {
    const choices = alternatives.get(error.instancePath);
    const choice = expected(error);
    if (choices && choice && !choices.includes(choice)) choices.push(choice);
  }
  for (const error of errors) {
    // Errors inside `propertyNames` repeat what the propertyNames error itself says; a failed `if` only
    // says its `then` failed, which has its own errors.
    if (error.propertyName !== undefined || error.keyword === 'if' || insideForms(error)) continue;
    const at = base + error.instancePath;
    const form = forms.get(error.schemaPath);
    if (form !== undefined) {
      add(at, `precisa de uma destas formas — ${form}`);
      continue;
    }
    const choices = alternatives.get(error.instancePath);
    if (choices?.length) {
      if (error.keyword === 'oneOf' || error.keyword === 'anyOf') add(at, `deve ser ${choices.join(' ou ')}`);
      if (expected(error) !== undefined || error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    }
    const params = error.params as ErrorParams;
    switch (error.keyword) {
      case 'required':
        add(at, `falta a propriedade obrigatória "${params.missingProperty}"`);
        break;
      case 'additionalProperties': {
        const known = Object.keys((error.parentSchema?.properties as object | undefined) ?? {});
        // The options every widget takes together are no list to follow: each widget takes only its own.
        const union = error.parentSchema?.title === 'FieldOptions' || error.parentSchema?.title === 'FilterOptions';
        // The union's message repeats, less precisely, what the field's own widget options say.
        if (union && errors.some((other) => other !== error && other.keyword === 'additionalProperties' && other.instancePath === error.instancePath)) break;
        const unionHint = error.parentSchema?.title === 'FilterOptions' ? '; veja as opções do widget do filtro em schemas/README.md' : '; veja as opções do widget do campo em schemas/README.md';
        const hint = union ? unionHint : known.length && known.length <= 30 ? `; as aceitas aqui são: ${known.join(', ')}` : '';
        add(childPointer(at, params.additionalProperty ?? ''), `propriedade desconhecida "${params.additionalProperty}"${hint}`);
        break;
      }
      case 'discriminator': {
        const tag = params.tag ?? '';
        const pointer = childPointer(at, tag);
        if (params.error === 'tag') {
          const present = error.data !== null && typeof error.data === 'object' && Object.hasOwn(error.data, tag);
          if (present) add(pointer, `"${params.tag}" deve ser um texto`);
          else add(at, `falta a propriedade obrigatória "${params.tag}"`);
        } else {
          const accepted = tags?.get(JSON.stringify(error.parentSchema?.oneOf));
          add(pointer, `valor desconhecido ${JSON.stringify(params.tagValue)}${accepted?.length ? `; use um de: ${accepted.join(', ')}` : ''}`);
        }
        break;
      }
      case 'type':
      case 'enum':
      case 'const':
        add(at, `deve ser ${expected(error)}`);
        break;
      case 'pattern':
        add(at, `${JSON.stringify(error.data)} não segue o padrão ${params.pattern}`);
        break;
      case 'minLength':
        add(at, params.limit === 1 ? 'não pode ser vazio' : `deve ter pelo menos ${params.limit} caracteres`);
        break;
      case 'minItems':
        add(at, `deve ter pelo menos ${params.limit} ${params.limit === 1 ? 'item' : 'itens'}`);
        break;
      case 'maxItems':
        add(at, `deve ter no máximo ${params.limit} itens`);
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        add(at, `deve ser ${params.comparison} ${params.limit}`);
        break;
      case 'minProperties':
      case 'maxProperties':
        if (error.keyword === 'minProperties' && params.limit === 1) add(at, 'não pode ser vazio');
        else add(at, `deve ter ${error.keyword === 'minProperties' ? 'pelo menos' : 'no máximo'} ${params.limit} ${params.limit === 1 ? 'propriedade' : 'propriedades'}`);
        break;
      case 'uniqueItems':
        add(at, `tem itens repetidos (posições ${params.j} e ${params.i})`);
        break;
      case 'propertyNames':
        add(childPointer(at, params.propertyName ?? ''), `nome inválido ${JSON.stringify(params.propertyName)}`);
        break;
      case 'oneOf':
      case 'anyOf':
        add(at, 'não corresponde a nenhuma das formas aceitas');
        break;
      default:
        add(at, localized(error));
    }
  }
  return problems;
}

/**
 * When a `oneOf` / `anyOf` fails, a branch written for another shape of value (a string where an object came,
 * a list where a text came) only says "wrong type" at the value itself; when other branches say something
 * about the value (a pattern, a missing property, a repeated item...), those are the ones that help, so the
 * wrong-shape errors are dropped, and so is the choice itself when nothing else remains to explain.
 */
function withoutWrongShapeBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  for (const choice of errors) {
    if (choice.keyword !== 'oneOf' && choice.keyword !== 'anyOf') continue;
    // A choice of property combinations (a resource, or calls of its own) is summed up as a whole later.
    const branches = Array.isArray(choice.schema) ? (choice.schema as unknown[]) : [];
    if (branches.every((branch) => branch && typeof branch === 'object' && !('properties' in branch) && !('type' in branch) && !('$ref' in branch))) continue;
    const at = choice.instancePath;
    const primitive = choice.data === null || typeof choice.data !== 'object';
    const wrongShape = (error: ErrorObject) =>
      error.instancePath === at && (error.keyword === 'type' || (!primitive && (error.keyword === 'enum' || error.keyword === 'const')));
    const here = errors.filter((error) => error !== choice && (error.instancePath === at || error.instancePath.startsWith(`${at}/`)));
    // "deve ser A ou B" already sums up branches that only disagree on the value's type or constant.
    const plainChoice = (error: ErrorObject) => error.instancePath === at && ['type', 'enum', 'const'].includes(error.keyword);
    const telling = here.filter((error) => !wrongShape(error) && !plainChoice(error) && error.keyword !== 'oneOf' && error.keyword !== 'anyOf' && error.keyword !== 'if');
    if (telling.length === 0) continue;
    here.filter(wrongShape).forEach((error) => dropped.add(error));
    dropped.add(choice);
  }
  return errors.filter((error) => !dropped.has(error));
}
