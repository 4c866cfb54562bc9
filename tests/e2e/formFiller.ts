/**
 * Fills a form's required fields through the page, as a user would, from the form's JSON Schema and
 * uiSchema alone: each field is found by the id rjsf gives it (`root_<path>`) and typed, picked or chosen
 * according to its widget. Used by the generated "every new record saves" check.
 */
import type { Page } from 'playwright-core';

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
  const?: unknown;
  readOnly?: boolean;
  dependencies?: Record<string, Schema | string[]>;
};
type Ui = Record<string, unknown>;

/** A field the filler does not know how to fill (a custom field editor): the caller reports it. */
export class UnfillableField extends Error {}

/** One date inside every range rule a form may have (start ≤ end): the same day for all. */
const DATE = '15/01/2027';

/** A text that satisfies the field's format, pattern and length. */
function textFor(schema: Schema, ui: Ui, name: string): string {
  const widget = ui['ui:widget'] ?? schema.format;
  const byWidget: Record<string, string> = {
    email: 'teste.e2e@exemplo.com.br',
    password: 'SenhaE2e1',
    cpf: '529.982.247-25',
    cnpj: '11.222.333/0001-81',
    phone: '(11) 91234-5678',
    cep: '01310-100',
    date: DATE,
    time: '10:30',
    digits: '12345',
    uri: 'https://exemplo.com.br/e2e',
    url: 'https://exemplo.com.br/e2e',
    image: 'https://exemplo.com.br/imagem-e2e.png',
  };
  if (typeof widget === 'string' && byWidget[widget]) return byWidget[widget];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    for (const candidate of ['https://exemplo.com.br/e2e', '/e2e', 'teste-e2e', '12345', 'E2E']) if (pattern.test(candidate)) return candidate;
    throw new UnfillableField(`${name}: nenhum texto de exemplo atende o padrão ${schema.pattern}`);
  }
  let text = `Teste e2e ${name}`;
  if (schema.minLength && text.length < schema.minLength) text = text.padEnd(schema.minLength, ' x');
  if (schema.maxLength && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}

/** A number inside the field's bounds. */
function numberFor(schema: Schema): number {
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 10);
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

/** The rjsf id of a field path (`root_produtos_0_ID`). */
function idOf(path: Array<string | number>): string {
  return ['root', ...path].join('_');
}

/** The id as a CSS selector (ids may hold characters CSS reads as syntax). */
function selectorOf(id: string): string {
  return `[id="${id}"]`;
}

/**
 * Fills what `schema` requires under `path` (the whole form at `[]`). Optional fields stay empty, booleans keep
 * their default, arrays of rows get their `minItems` rows filled (rjsf draws them), sets of picks get one pick.
 */
export async function fillRequired(page: Page, schema: Schema, uiSchema: Ui = {}, path: Array<string | number> = []): Promise<string[]> {
  const filled: string[] = [];
  for (const name of schema.required ?? []) {
    const field = schema.properties?.[name];
    if (!field) continue;
    filled.push(...(await fillField(page, field, (uiSchema[name] as Ui | undefined) ?? {}, [...path, name])));
  }
  // A conditional part (rjsf `dependencies` → `oneOf`): the branch of the value the trigger now holds adds
  // its own required fields.
  for (const [trigger, dependency] of Object.entries(schema.dependencies ?? {})) {
    if (Array.isArray(dependency) || !dependency.oneOf) continue;
    const value = chosenValueOf(schema.properties?.[trigger]);
    if (value === undefined) continue;
    const branch = dependency.oneOf.find((candidate) => {
      const condition = candidate.properties?.[trigger];
      return condition?.const === value || (Array.isArray(condition?.enum) && condition.enum.includes(value));
    });
    if (!branch) continue;
    const merged: Schema = { properties: { ...schema.properties, ...branch.properties }, required: (branch.required ?? []).filter((name) => !schema.required?.includes(name)) };
    filled.push(...(await fillRequired(page, merged, uiSchema, path)));
  }
  return filled;
}

/** The value a choice field holds after filling: its default, else the first option (what the filler picks). */
function chosenValueOf(field: Schema | undefined): unknown {
  if (!field) return undefined;
  if (field.default !== undefined) return field.default;
  if (Array.isArray(field.enum)) return field.enum.find((value) => value !== null);
  return field.oneOf?.[0]?.const;
}

async function fillField(page: Page, schema: Schema, ui: Ui, path: Array<string | number>): Promise<string[]> {
  const id = idOf(path);
  const name = path.join('.');
  if (ui['ui:field']) throw new UnfillableField(`${name}: editor de campo "${String(ui['ui:field'])}"`);
  if (ui['ui:widget'] === 'hidden' || ui['ui:readonly'] || schema.readOnly) return [];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const widget = ui['ui:widget'];
  const control = page.locator(selectorOf(id));

  if (type === 'boolean') return [];
  if (type === 'object') return fillRequired(page, schema, ui, path);
  if (type === 'array') {
    if (widget === 'remoteMultiSelect') {
      await control.click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      return [name];
    }
    if (widget === 'permissionMatrix') {
      // The matrix names its group by the field's label; the first screen's "Ver" is the first checkbox of a row.
      const first = page.locator(`[aria-labelledby="${id}__label"] td input[type="checkbox"]`).first();
      await first.focus();
      await page.keyboard.press('Space');
      return [name];
    }
    const items = schema.items ?? {};
    if (widget === 'multiselect' || widget === 'checkboxes' || Array.isArray(items.enum) || Array.isArray(items.oneOf) || schema.uniqueItems) {
      // A set of picks: the first choice (checkboxes or a multi-select list, whichever the widget draws).
      const first = page.locator(`${selectorOf(id)} input[type="checkbox"], [id^="${id}-"] input[type="checkbox"], input[type="checkbox"][id^="${id}"]`).first();
      if (await first.count()) await first.check({ force: true });
      else {
        await control.click();
        await page.getByRole('option').first().click();
        await page.keyboard.press('Escape');
      }
      return [name];
    }
    const out: string[] = [];
    for (let index = 0; index < (schema.minItems ?? 0); index++) {
      out.push(...(await fillField(page, items, (ui.items as Ui | undefined) ?? {}, [...path, index])));
    }
    return out;
  }
  if (widget === 'select' || widget === 'remoteSelect' || Array.isArray(schema.enum) || Array.isArray(schema.oneOf)) {
    // A default is already chosen; otherwise the first real option (a select may start with an empty line).
    if (schema.default !== undefined) return [];
    await control.locator('option').nth(1).waitFor({ state: 'attached' });
    const values = await control.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    await control.selectOption(values[0]);
    return [name];
  }
  if (widget === 'richtext') {
    await control.click();
    await page.keyboard.type(`Texto e2e de ${name}`);
    return [name];
  }
  if (type === 'number' || type === 'integer') {
    const value = numberFor(schema);
    await control.fill(widget === 'money' ? `${value},00` : String(value));
    return [name];
  }
  await control.fill(textFor(schema, ui, name));
  return [name];
}
