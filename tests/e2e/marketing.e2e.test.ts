/**
 * Marketing flows a staff member goes through: sales links (list, filter, edit, create, remove, a failed
 * save), redirects edited in dialogs (no form route), and the settings screen opened from the menu
 * with no id in the address.
 */
import { describe, expect, it } from 'vitest';
import { columnTexts, filterBy, mockControl, openList, rowButton, signIn, setupBrowser } from './harness';

const b = setupBrowser();

describe('links de vendas', () => {
  it('filtra por e-mail, abre, muda o e-mail e o desconto, salva e vê a alteração na lista com o link copiável', async () => {
    const { page } = b;
    await openList(page, '/marketing/link-vendas', 'Links de vendas');
    expect(b.errors).toEqual([]);
    const email = (await columnTexts(page, 0))[0];
    const fragment = email.split('@')[0].slice(0, 6);
    await filterBy(page, 'E-mail', fragment);
    await expect.poll(async () => (await columnTexts(page, 0)).every((text) => text.includes(fragment))).toBe(true);
    // The generated link shows with its copy button.
    const link = page.locator('.engine-data-table td[data-col="5"] a').first();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/loja\.exemplo\.com\.br\/checkout\/link-de-vendas\//);
    expect(await page.getByRole('button', { name: /^Copiar link https:/ }).count()).toBeGreaterThan(0);

    await (await rowButton(page, email, 'Editar')).click();
    await page.waitForURL(/\/marketing\/link-vendas-novo\/\d+$/);
    const emailInput = page.getByLabel('E-mail do cliente', { exact: false });
    await expect.poll(() => emailInput.inputValue()).toBe(email);
    const generated = await page.getByLabel('Link gerado').inputValue();
    expect(generated).toMatch(/^https:\/\/loja\.exemplo\.com\.br\/checkout\/link-de-vendas\//);
    await emailInput.fill('cliente.e2e@exemplo.com.br');
    await page.getByLabel('Tipo de desconto', { exact: false }).selectOption('Porcentagem');
    await page.getByLabel(/^Desconto/).fill('35');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/marketing\/link-vendas(\?|$)/);
    await page.getByText('Link de vendas de cliente.e2e@exemplo.com.br salvo.').waitFor();

    await filterBy(page, 'E-mail', 'cliente.e2e');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['cliente.e2e@exemplo.com.br']);
    expect((await columnTexts(page, 2))[0]).toBe('35%');
    expect(await page.locator('.engine-data-table td[data-col="5"] a').first().getAttribute('href')).toBe(generated);
  });

  it('cria um link para um módulo com desconto em reais', async () => {
    const { page } = b;
    await openList(page, '/marketing/link-vendas', 'Links de vendas');
    await page.getByRole('button', { name: 'Novo link de vendas' }).click();
    await page.waitForURL('**/marketing/link-vendas-novo');
    await page.getByLabel('E-mail do cliente', { exact: false }).fill('novo.cliente@exemplo.com.br');
    await page.getByLabel('Produto vendido', { exact: false }).selectOption('Módulo');
    const module = page.getByLabel(/^Módulo/);
    await expect.poll(() => module.locator('option').count()).toBeGreaterThan(5);
    await module.selectOption({ label: 'Informática para INSS' });
    await page.getByLabel('Tipo de desconto', { exact: false }).selectOption('Dinheiro');
    await page.getByLabel(/^Desconto/).fill('25');
    await page.getByLabel('Válido até', { exact: false }).fill('31/12/2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/marketing\/link-vendas(\?|$)/);
    await filterBy(page, 'E-mail', 'novo.cliente');
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Informática para INSS']);
    expect((await columnTexts(page, 2))[0]).toBe('R$ 25,00');
    expect((await columnTexts(page, 4))[0]).toBe('Pagamento pendente');
  });

  it('remove com confirmação que nomeia o link', async () => {
    const { page } = b;
    await openList(page, '/marketing/link-vendas', 'Links de vendas');
    const email = (await columnTexts(page, 0))[0];
    const product = (await columnTexts(page, 1))[0];
    await (await rowButton(page, email, 'Remover')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Remover o link de vendas de ${product} para ${email}?`).waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByText(`Link de vendas de ${email} removido.`).waitFor();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(email)).toBe(false);
  });

  it('um salvamento que falha mantém o que foi digitado e mostra a mensagem do servidor', async () => {
    const { page } = b;
    await openList(page, '/marketing/link-vendas', 'Links de vendas');
    await page.getByRole('button', { name: 'Novo link de vendas' }).click();
    await page.getByLabel('E-mail do cliente', { exact: false }).fill('falha@exemplo.com.br');
    const course = page.getByLabel(/^Curso/);
    await expect.poll(() => course.locator('option').count()).toBeGreaterThan(5);
    await course.selectOption({ label: 'INSS - Técnico do Seguro Social' });
    await page.getByLabel(/^Desconto/).fill('12');
    await page.getByLabel('Válido até', { exact: false }).fill('15/12/2026');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/link-vendas/save', status: 500, message: 'Gateway de pagamento indisponível.' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Gateway de pagamento indisponível.').first().waitFor();
    expect(page.url()).toMatch(/\/marketing\/link-vendas-novo$/);
    expect(await page.getByLabel('E-mail do cliente', { exact: false }).inputValue()).toBe('falha@exemplo.com.br');
    expect(await page.getByLabel(/^Desconto/).inputValue()).toBe('12');
    expect(await page.getByLabel('Válido até', { exact: false }).inputValue()).toBe('15/12/2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/marketing\/link-vendas(\?|$)/);
  });
});

describe('redirecionamentos (editados em diálogo)', () => {
  it('cria pelo botão do cabeçalho, edita pela linha com os dados preenchidos e remove', async () => {
    const { page } = b;
    await openList(page, '/marketing/redirect', 'Redirecionamentos');
    await page.getByRole('button', { name: 'Novo redirecionamento' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('De', { exact: false }).first().fill('/promo-e2e');
    await dialog.getByLabel('Para', { exact: false }).fill('/promocoes/natal');
    await dialog.getByLabel('Tipo', { exact: false }).selectOption({ label: '302 – Temporário' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Redirecionamento de /promo-e2e salvo.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await filterBy(page, 'Endereço', 'promo-e2e');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['/promo-e2e']);
    expect((await columnTexts(page, 2))[0]).toBe('302 – Temporário');

    await (await rowButton(page, '/promo-e2e', 'Editar')).click();
    dialog = page.getByRole('dialog');
    await dialog.getByText('Editar o redirecionamento de /promo-e2e').waitFor();
    const target = dialog.getByLabel('Para', { exact: false });
    expect(await target.inputValue()).toBe('/promocoes/natal');
    await target.fill('/promocoes/natal-2026');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Redirecionamento de /promo-e2e salvo.').first().waitFor();
    await expect.poll(() => columnTexts(page, 1)).toEqual(['/promocoes/natal-2026']);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await (await rowButton(page, '/promo-e2e', 'Remover')).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Remover o redirecionamento de /promo-e2e para /promocoes/natal-2026?').waitFor();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Redirecionamento de /promo-e2e removido.').waitFor();
    await page.locator('.engine-empty').waitFor();
  });

  it('um erro do servidor aparece no diálogo e mantém o que foi digitado', async () => {
    const { page } = b;
    await openList(page, '/marketing/redirect', 'Redirecionamentos');
    await page.getByRole('button', { name: 'Novo redirecionamento' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('De', { exact: false }).first().fill('/bf');
    await dialog.getByLabel('Para', { exact: false }).fill('/outra-pagina');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Já existe um redirecionamento a partir de /bf.').waitFor();
    expect(await dialog.getByLabel('Para', { exact: false }).inputValue()).toBe('/outra-pagina');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});

describe('configurações de marketing', () => {
  it('abre pelo menu sem id, carrega o registro único, salva e continua salvo ao recarregar', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    await page.getByRole('link', { name: 'Configurações' }).first().click();
    await page.waitForURL(/\/marketing\/cash-discount$/);
    await page.getByRole('heading', { name: 'Configurações de marketing' }).waitFor();
    const pix = page.getByLabel('Desconto no PIX', { exact: false });
    await expect.poll(() => pix.inputValue()).toBe('10');
    expect(await page.getByLabel('Máximo de parcelas', { exact: false }).inputValue()).toBe('12');
    await pix.fill('12,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configurações de marketing salvas.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Desconto no PIX', { exact: false }).inputValue()).toBe('12,5');
    expect(await page.getByLabel('Última alteração por').inputValue()).toBe('Ana Paula Ribeiro');
    expect(b.errors).toEqual([]);
  });
});
