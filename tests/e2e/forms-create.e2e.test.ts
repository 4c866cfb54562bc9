/**
 * Generated from the definitions: every form that creates records, opened on its new-record route, saves once
 * its required fields are filled — the save request goes out. A form that refuses instead fails this test with
 * its error summary, which names each field (a new offer once refused with no field marked).
 */
import { describe, expect, it } from 'vitest';
import type { RuntimeFormScreen } from '../../engine/core/definition/runtime';
import { fillRequired, UnfillableField } from './formFiller';
import { runtimeScreens, urlOf } from './generatedChecks';
import { setupBrowser, signIn } from './harness';

/**
 * Forms whose required fields use a custom field editor the generic filler cannot drive, with the test that
 * creates a record through them instead.
 */
const COVERED_ELSEWHERE: Record<string, string> = {
  'conteudo.question-cadastro': 'custom.e2e.test.ts: "cria uma questão com 4 alternativas e uma correta, salva, reabre e a vê"',
};

const creating = runtimeScreens.filter(
  (screen): screen is RuntimeFormScreen => screen.kind === 'form' && !screen.singleton && !screen.public && !screen.sampleParams?.[screen.idParam],
);

describe('cada formulário de criação salva com os campos obrigatórios preenchidos', () => {
  const b = setupBrowser();

  it('os formulários sem preenchimento genérico têm outro teste que cria por eles', () => {
    for (const id of Object.keys(COVERED_ELSEWHERE)) expect(creating.map((screen) => screen.id)).toContain(id);
  });

  for (const screen of creating.filter((candidate) => !COVERED_ELSEWHERE[candidate.id])) {
    const route = screen.routes[0];
    it(`${route} (${screen.id})`, async () => {
      const { page } = b;
      await signIn(page, 'admin', urlOf({ route, sampleParams: screen.sampleParams }));
      await page.locator('.engine-screen[data-ready="true"]').first().waitFor();
      await page.getByRole('button', { name: 'Salvar' }).waitFor();
      try {
        await fillRequired(page, screen.schema as never, (screen.uiSchema ?? {}) as never);
      } catch (error) {
        if (error instanceof UnfillableField) throw new Error(`${screen.id}: ${error.message} — cubra-o em COVERED_ELSEWHERE com o teste que cria por ele`, { cause: error });
        throw error;
      }
      const saved = page.waitForResponse((response) => response.request().method() === screen.save.method && new URL(response.url()).pathname === screen.save.endpoint.split('?')[0]);
      const refused = page.locator('.engine-form-error-list').waitFor().then(async () => `recusado: ${await page.locator('.engine-form-error-list').innerText()}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      const outcome = await Promise.race([saved.then((response) => response.status()), refused]);
      // The form sent the save. The server may still refuse the sample data (an e-mail no student has, a key
      // that exists, a wrong current password): a 4xx is its rule, shown to the user; a 5xx is a bug.
      expect(outcome).toBeTypeOf('number');
      expect(outcome as number).toBeLessThan(500);
      expect(b.errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    });
  }
});
