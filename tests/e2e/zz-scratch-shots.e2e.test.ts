import AxeBuilder from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { setupBrowser, signIn } from './harness';

const b = setupBrowser();
it('shots', { timeout: 120000 }, async () => {
  const { page } = b;
  await signIn(page, 'admin');
  for (const [name, url] of [['list', '/cx/discursivas'], ['detail', '/cx/discursiva/1/1'], ['latest', '/cx/discursiva/1'], ['delays', '/cx/atrasos'], ['delay', '/cx/atrasos/15'], ['student', '/cx/gestao-aluno/1'], ['p2', '/cx/discursivas?pagina=2&porPagina=10']]) {
    await page.goto(url);
    await page.locator('.engine-screen[data-ready="true"]').first().waitFor();
    await expect.poll(() => page.locator('.engine-loading').count(), { timeout: 10_000 }).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    console.log(name, results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id));
  }
  console.log('errors', b.errors);
});
