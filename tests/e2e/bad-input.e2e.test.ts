/**
 * Bad input (issue 13, item 6), sampled on every form: each plain text field gets a hostile text (100 000
 * characters, emoji with right-to-left text, control characters), number fields 1e309, money fields a negative
 * amount, date fields 31/02/2026; what a number mask drops is said under the field. Saving then shows pt-BR messages (or saves), nothing crashes, the page is never
 * blank and every text typed is still in its field.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RuntimeFormScreen } from '../../engine/core/definition/runtime';
import { runtimeScreens, urlOf } from './generatedChecks';
import { setupBrowser, signIn } from './harness';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; readOnly?: boolean; enum?: unknown[]; format?: string };
type Ui = Record<string, unknown>;

const HOSTILE_TEXTS = [
  'a'.repeat(100_000),
  'مرحبا بالعالم — שלום ‏עולם‎ 👩🏽‍💻🇧🇷 Ação',
  'antes\u0007\u001b[31m\u0000\u200b\u202edepois\ttab',
];

const BY_WIDGET: Record<string, string> = { number: '1e309', percent: '1e309', money: '-1.234,56', date: '31/02/2026' };

// Technical or English texts that must never reach the user.
const RAW = /\bmust\b|\bshould\b|NaN|Infinity|undefined|\[object |is not a function|Unexpected token/;

interface Typed {
  id: string;
  value: string;
  /** Plain text: must stay exactly as typed. */
  exact: boolean;
}

/** The top-level fields this test fills, with what it types (plain texts rotate through the hostile ones). */
function plan(screen: RuntimeFormScreen): Typed[] {
  const schema = screen.schema as Schema;
  const ui = (screen.uiSchema ?? {}) as Record<string, Ui>;
  const out: Typed[] = [];
  let texts = 0;
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const fieldUi = ui[name] ?? {};
    const type = Array.isArray(field.type) ? field.type.find((t) => t !== 'null') : field.type;
    const widget = fieldUi['ui:widget'] as string | undefined;
    if (field.readOnly || fieldUi['ui:readonly'] || fieldUi['ui:field'] || widget === 'hidden' || field.enum) continue;
    if (widget && BY_WIDGET[widget]) out.push({ id: `root_${name}`, value: BY_WIDGET[widget], exact: widget === 'date' });
    else if (type === 'string' && (!widget || widget === 'textarea') && !field.format) {
      out.push({ id: `root_${name}`, value: HOSTILE_TEXTS[texts++ % HOSTILE_TEXTS.length], exact: true });
    }
  }
  return out;
}

const forms = runtimeScreens.filter(
  (screen): screen is RuntimeFormScreen => screen.kind === 'form' && !screen.public && plan(screen as RuntimeFormScreen).length > 0,
);

async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

describe('entradas hostis em cada formulário: mensagens em pt-BR, nada se perde, nada quebra', () => {
  const b = setupBrowser({ shared: true });

  it('entra como administrador', async () => {
    await signIn(b.page, 'admin');
    expect(new URL(b.page.url()).pathname).not.toBe('/login');
  });

  for (const screen of forms) {
    const route = screen.routes[0];
    it(`${route} (${screen.id})`, async () => {
      const { page } = b;
      await page.goto(urlOf({ route, sampleParams: screen.sampleParams }));
      await page.locator('.engine-form-screen[data-ready="true"]').waitFor();
      if ((await page.getByRole('button', { name: 'Salvar' }).count()) === 0) return expect(screen.id).toBeTruthy();
      const typed: Typed[] = [];
      for (const field of plan(screen)) {
        const control = page.locator(`[id="${field.id}"]`);
        if (!(await control.isVisible()) || !(await control.isEditable())) continue;
        await control.fill(field.value);
        typed.push(field);
        // A number mask that drops part of what was typed says so under the field ("1e309", a minus sign).
        if (field.value === BY_WIDGET.number || field.value === BY_WIDGET.money) {
          expect(await page.locator(`[id="${field.id}__hint"]`).innerText(), `${screen.id} ${field.id}`).toMatch(/foi ignorado|não são aceitos/);
        }
      }
      expect(typed.length, `${screen.id}: nenhum campo digitado`).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Salvar' }).click();
      // An answer: the form's pt-BR error list, or the save's toast (saved or refused by the server).
      await page.locator('.engine-form-error-list, .bp6-toast').first().waitFor();
      await page.locator('.engine-form-screen').waitFor();
      for (const field of typed.filter((item) => item.exact)) {
        // Single-line inputs drop line breaks by HTML rule; nothing else may change.
        expect(await page.locator(`[id="${field.id}"]`).inputValue(), `${screen.id} ${field.id}`).toBe(field.value);
      }
      const text = await visibleText(page);
      expect(text.match(RAW)?.[0] ?? null, screen.id).toBeNull();
      if (typed.some((field) => field.value === BY_WIDGET.date)) expect(text, screen.id).toMatch(/Data inválida/);
      expect(b.errors.filter((error) => !/status of 4\d\d/.test(error)), screen.id).toEqual([]);
      // The drafts of 100 000-character texts would fill the storage of the next forms.
      await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('draft:')).forEach((key) => window.localStorage.removeItem(key)));
    });
  }
});
