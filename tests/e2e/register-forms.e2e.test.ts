/**
 * Issue 15, items 6, 8, 9 and 10 in Chromium against the mock API: registration (from the guest user menu and
 * from the login page), forms read-only without the edit key, the digits rule on the student's address
 * number, the notice after the user's data is saved, and the custom scrollbars.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../mocks/users';
import { signIn, setupBrowser } from './harness';
import { seriousViolations } from './axe';

const b = setupBrowser();

const PASSWORD_RULE = 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the registration form on screen. */
async function fillRegistration(page: Page, values: { name: string; email: string; password: string; confirmation: string }) {
  await field(page, 'Nome').fill(values.name);
  await field(page, 'E-mail').fill(values.email);
  await field(page, 'Senha').fill(values.password);
  await field(page, 'Confirmar senha').fill(values.confirmation);
}

/** The spec's validation messages on a bad submit, then a good one that lands signed in as the new account. */
async function registerWithErrorsThenSucceed(page: Page, account: { name: string; email: string }) {
  await page.getByRole('heading', { name: 'Criar conta', level: 1 }).waitFor();
  const submit = page.getByRole('button', { name: 'Criar conta' });
  await submit.click();
  await expect.poll(() => page.getByText('Preencha um valor.', { exact: true }).count()).toBe(4);

  await fillRegistration(page, { name: account.name, email: 'sem-arroba', password: 'fraca', confirmation: 'outra' });
  await submit.click();
  await page.getByText('Preencha um email válido', { exact: true }).waitFor();
  await page.getByText(PASSWORD_RULE, { exact: true }).waitFor();
  await page.getByText('As senhas não são iguais', { exact: true }).waitFor();

  // An e-mail that already has an account: the server's refusal shows under the form.
  await fillRegistration(page, { name: account.name, email: DEMO_USERS[0].email, password: 'Senha123', confirmation: 'Senha123' });
  await submit.click();
  await page.getByRole('alert').filter({ hasText: 'Este e-mail já está cadastrado.' }).waitFor();

  const registered = page.waitForResponse((response) => response.url().endsWith('/api/auth/register') && response.ok());
  await field(page, 'E-mail').fill(account.email);
  await submit.click();
  await registered;
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByRole('button', { name: `Conta de ${account.name}` }).waitFor();
  await page.getByText(`Olá, ${account.name.split(' ')[0]}!`).waitFor();
  const stored = await page.evaluate(() => ({ name: localStorage.getItem('nameUser'), token: localStorage.getItem('access_token') }));
  expect(stored.name).toBe(account.name);
  expect(stored.token).toBeTruthy();
  // The new account has no key: the menu offers only what needs none, and the home page says what it may open.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Home' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Cupons' }).count()).toBe(0);
}

describe('cadastro (item 6)', () => {
  it('pelo link "Criar conta" da página de login: erros do spec, recusa do servidor, e a conta nova entra', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.waitForURL('**/registrar');
    expect(await page.locator('.shell-root').count()).toBe(0);
    // And back: "Entrar" returns to the login page.
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.waitForURL('**/registrar');
    await registerWithErrorsThenSucceed(page, { name: 'Beatriz Nunes', email: 'beatriz.nunes@exemplo.com.br' });
    const errors = b.errors.filter((error) => error.startsWith('pageerror:'));
    expect(errors).toEqual([]);
  });

  it('/registrar passa no axe (sem violações sérias ou críticas), também com os erros na tela', async () => {
    const { page } = b;
    const serious = () => seriousViolations(page);
    await page.goto('/registrar');
    await page.getByRole('button', { name: 'Criar conta' }).waitFor();
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Preencha um valor.', { exact: true }).first().waitFor();
    expect(await serious()).toEqual([]);
  });

  it('pelo "Register" do menu do usuário (sem nome guardado): a conta nova substitui a sessão', async () => {
    const { page } = b;
    await signIn(page, 'suporte');
    const before = await page.evaluate(() => localStorage.getItem('access_token'));
    // The user menu offers Login and Register when no user name is stored (spec section 2).
    await page.evaluate(() => localStorage.removeItem('nameUser'));
    await page.reload();
    await page.getByRole('button', { name: 'Conta', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Login' }).waitFor();
    await page.getByRole('menuitem', { name: 'Register' }).click();
    await page.waitForURL('**/registrar');
    await registerWithErrorsThenSucceed(page, { name: 'Rafael Teixeira', email: 'rafael.teixeira@exemplo.com.br' });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(before);
  });
});

describe('formulário sem a chave de edição (item 8)', () => {
  it('suporte (GestaoAluno sem GestaoAluno.edit) vê o aluno somente para leitura, sem Salvar, com a nota', async () => {
    const { page } = b;
    await signIn(page, 'suporte', '/aluno/aluno-cadastro/1');
    const name = page.getByLabel('Nome completo', { exact: false });
    await expect.poll(() => name.inputValue()).not.toBe('');
    await page.getByText('Somente leitura', { exact: true }).waitFor();
    await page.getByText('Você pode ver este registro, mas não tem permissão para editá-lo.').waitFor();
    expect(await page.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remover' }).count()).toBe(0);
    // Every field: text, masked (CPF, phone, CEP) and the state select (a required field's label ends in "*").
    const labelled = (label: string) => page.getByLabel(new RegExp(`^${label}\\b`));
    for (const label of ['Nome completo', 'E-mail', 'Logradouro', 'Número', 'CPF', 'Telefone', 'CEP']) {
      expect(await labelled(label).getAttribute('readonly'), label).not.toBeNull();
    }
    expect(await labelled('Estado').isDisabled()).toBe(true);
    // Typing changes nothing.
    const before = await name.inputValue();
    await name.press('End');
    await page.keyboard.type('XYZ');
    expect(await name.inputValue()).toBe(before);
    // "Voltar" leaves the record.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/aluno/aluno-cadastro'));
  });

  it('gestor (com GestaoAluno.edit) edita o mesmo aluno normalmente', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/aluno/aluno-cadastro/1');
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    expect(await page.getByText('Somente leitura', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Nome completo', { exact: false }).getAttribute('readonly')).toBeNull();
  });
});

describe('somente números (item 9)', () => {
  it('o Número do endereço do aluno recusa "abc" com "Utilize números apenas." e salva dígitos', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/aluno/aluno-cadastro/1');
    const name = page.getByLabel('Nome completo', { exact: false });
    await expect.poll(() => name.inputValue()).not.toBe('');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/alunos/save')) saves.push(request.postData() ?? '');
    });
    const number = page.getByLabel('Número', { exact: true });
    await number.fill('abc');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.locator('.engine-form').getByText('Utilize números apenas.').first().waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);

    await number.fill('1250');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/alunos/save') && response.ok());
    await page.getByRole('button', { name: 'Salvar' }).click();
    await saved;
    expect(JSON.parse(saves[0])).toMatchObject({ Numero: '1250' });
  });
});

describe('aviso de dados do usuário salvos (item 10) e barras de rolagem', () => {
  const savedNotice = (page: Page) => page.locator('.engine-toast', { hasText: 'Dados do usuário salvos.' });

  it('marcar um atalho salva os dados do usuário e avisa em pt-BR', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/home');
    await page.locator('.shell-toolbar').getByRole('button', { name: 'Editar atalhos' }).click();
    await page.getByRole('searchbox', { name: 'Search for an app or page' }).fill('cupons');
    const saved = page.waitForResponse((response) => response.url().endsWith('/admin/user') && response.request().method() === 'PUT' && response.ok());
    await page.getByRole('button', { name: 'Atalho: Cupons' }).click();
    await saved;
    await savedNotice(page).waitFor();
    expect(await savedNotice(page).getAttribute('data-intent')).toBe('success');
    expect(await page.getByText('User data saved with api').count()).toBe(0);
  });

  it('mudar o tema avisa o mesmo, e as barras de rolagem finas seguem o tema claro ou escuro', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    await page.locator('.shell-toolbar').waitFor();
    const scrollbar = () => page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return { width: style.scrollbarWidth, color: style.scrollbarColor };
    });
    const light = await scrollbar();
    expect(light.width).toBe('thin');
    expect(light.color).not.toBe('auto');

    await page.getByRole('button', { name: 'Aparência' }).click();
    const saved = page.waitForResponse((response) => response.url().endsWith('/admin/user') && response.request().method() === 'PUT' && response.ok());
    await page.getByRole('dialog', { name: 'Aparência' }).getByText('Escuro', { exact: true }).click();
    await saved;
    await savedNotice(page).waitFor();
    const dark = await scrollbar();
    expect(dark.width).toBe('thin');
    expect(dark.color).not.toBe(light.color);
  });
});
