/**
 * Nothing typed is lost when the session expires (issue 13, item 1): a save that meets an expired token keeps
 * the screen, a sign-in dialog opens over it and, after signing in as the same user, the save completes with
 * every character; another user gets nothing retried; a read's 401 still goes to /login remembering the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, columnTexts, filters, listSettled, openList, rowButton, mockControl, setupBrowser, signIn, USERS, type DemoUser } from './harness';

async function apiToken(user: DemoUser): Promise<string> {
  const response = await fetch(`${baseUrl()}/admin/auth/autenticar`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(USERS[user]),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The first testimony of the seed, as the server has it. */
async function firstTestimony(): Promise<{ _id: string; nomeAluno: string; depoimento: string }> {
  const token = await apiToken('admin');
  const response = await fetch(`${baseUrl()}/api/depoimentos`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ NumeroDaPagina: 1, QTDPorPagina: 1 }),
  });
  return ((await response.json()) as { depoimentos: Array<{ _id: string; nomeAluno: string; depoimento: string }> }).depoimentos[0];
}

async function testimony(id: string): Promise<{ depoimento: string }> {
  const token = await apiToken('admin');
  const response = await fetch(`${baseUrl()}/api/depoimentos/depoimento?_id=${encodeURIComponent(id)}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { depoimento: { depoimento: string } }).depoimento;
}

// Long, with accents, emoji and line breaks: every character must survive the sign-in.
const TYPED = `Aprovado em 1º lugar! Estudei 8 h por dia — “valeu cada minuto” 🎉\nSegunda linha: ção, ñ, ü.\n${'Texto longo. '.repeat(40)}`;

// The required field's label ends with " *".
const depoimento = (page: Page) => page.getByRole('textbox', { name: /^Depoimento/ });

async function openTestimony(page: Page, id: string): Promise<void> {
  await page.goto(`/marketing/testimony-cadastro/${id}`);
  await page.locator('.engine-screen[data-ready="true"]').waitFor();
}

async function signInInDialog(page: Page, user: DemoUser): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sua sessão expirou' });
  await dialog.getByLabel('E-mail').fill(USERS[user].email);
  await dialog.getByLabel('Senha').fill(USERS[user].password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

describe('sessão expirada durante uma gravação', () => {
  const b = setupBrowser();

  it('abre o login por cima da tela, mantém o texto e salva depois de entrar de novo, sem perder nenhum caractere', async () => {
    const { page } = b;
    const record = await firstTestimony();
    await signIn(page, 'admin');
    await openTestimony(page, record._id);
    const field = depoimento(page);
    await field.fill(TYPED);
    await mockControl('/__mock/expire-tokens');
    await page.getByRole('button', { name: 'Salvar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sua sessão expirou' });
    await dialog.waitFor();
    // The screen and the typing stay under the dialog; no English server text reached the user.
    expect(new URL(page.url()).pathname).toBe(`/marketing/testimony-cadastro/${record._id}`);
    expect(await field.inputValue()).toBe(TYPED);
    expect(await page.getByText('access_token').count()).toBe(0);
    // The login route's own form: same fields and rules ("Min character length is 4").
    await dialog.getByLabel('E-mail').fill('abc');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await dialog.getByText('Min character length is 4').first().waitFor();

    await signInInDialog(page, 'admin');
    await page.getByText(`Depoimento de ${record.nomeAluno} salvo.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await testimony(record._id)).depoimento).toBe(TYPED);
    expect(b.errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  });

  it('entrando com outra conta, nada é salvo e o rascunho fica para a conta original', async () => {
    const { page } = b;
    const record = await firstTestimony();
    await signIn(page, 'admin');
    await openTestimony(page, record._id);
    await depoimento(page).fill(TYPED);
    await mockControl('/__mock/expire-tokens');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await signInInDialog(page, 'gestor');
    await page.waitForURL((url) => !url.pathname.startsWith('/marketing/testimony-cadastro'));
    await page.getByText('Nada foi salvo').first().waitFor();
    expect((await testimony(record._id)).depoimento).toBe(record.depoimento);

    // The original user, signed in again later, finds the draft on the record.
    await page.evaluate(() => window.localStorage.removeItem('access_token'));
    await signIn(page, 'admin');
    await openTestimony(page, record._id);
    await page.getByRole('button', { name: 'Restaurar rascunho' }).click();
    expect(await depoimento(page).inputValue()).toBe(TYPED);
  });

  it('uma ação de linha (remover) também pede login e completa depois, na mesma tela', async () => {
    const { page } = b;
    await openList(page, '/conteudo/capitulo', 'Capítulos');
    const name = (await columnTexts(page, 0))[0];
    await mockControl('/__mock/expire-tokens');
    await (await rowButton(page, name, 'Remover')).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    // The row leaves at once and the notice offers Desfazer; the call goes when the notice is closed (or after
    // 5 s), meets the expired session and waits for the sign-in.
    const notice = page.locator('.engine-toast', { hasText: `Capítulo "${name}" removido.` });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Fechar notificação' }).click();
    await signInInDialog(page, 'admin');
    await expect.poll(() => columnTexts(page, 0)).not.toContain(name);
    expect(new URL(page.url()).pathname).toBe('/conteudo/capitulo');
  });

  it('um 401 numa leitura ainda vai para /login lembrando a página', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/testimonies');
    await listSettled(page);
    await mockControl('/__mock/expire-tokens');
    await filters(page).getByLabel('Aluno').fill('a');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/marketing\/testimonies\?.*f\.nomeAluno=a/);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
  });
});

describe('rascunhos dos formulários', () => {
  const b = setupBrowser();

  it('depois de recarregar, oferece "Restaurar rascunho" com a hora; descartar apaga; salvar apaga', async () => {
    const { page } = b;
    const record = await firstTestimony();
    await signIn(page, 'admin');
    await openTestimony(page, record._id);
    await depoimento(page).fill(TYPED);
    await page.reload();
    await page.locator('.engine-screen[data-ready="true"]').waitFor();
    const notice = page.getByRole('region', { name: 'Rascunho não salvo' });
    expect(await notice.innerText()).toMatch(/salvo neste navegador em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // The form shows the record until the user chooses.
    expect(await depoimento(page).inputValue()).toBe(record.depoimento);
    await page.getByRole('button', { name: 'Restaurar rascunho' }).click();
    expect(await depoimento(page).inputValue()).toBe(TYPED);
    await notice.waitFor({ state: 'detached' });

    // Discarding deletes it: the next visit offers nothing.
    await page.reload();
    await page.getByRole('button', { name: 'Descartar rascunho' }).click();
    expect(await depoimento(page).inputValue()).toBe(record.depoimento);
    await page.reload();
    await page.locator('.engine-screen[data-ready="true"]').waitFor();
    expect(await page.getByRole('button', { name: 'Restaurar rascunho' }).count()).toBe(0);

    // A successful save deletes it too; the token is never part of a draft.
    await depoimento(page).fill(`${TYPED} (revisado)`);
    const stored = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('draft:')).map((key) => window.localStorage.getItem(key) ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain('(revisado)');
    expect(stored[0]).not.toContain(await page.evaluate(() => window.localStorage.getItem('access_token') ?? 'sem-token'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Depoimento de ${record.nomeAluno} salvo.`).waitFor();
    await page.goto(`/marketing/testimony-cadastro/${record._id}`);
    await page.locator('.engine-screen[data-ready="true"]').waitFor();
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Restaurar rascunho' }).count()).toBe(0);
    expect(b.errors).toEqual([]);
  });
});
