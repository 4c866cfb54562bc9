/**
 * The definition studio ("Definições de telas"): an admin edits the coupons list, sees the new column in the
 * preview, saves, and the running app (vite preview of the build, as `npm start`) shows it without a restart; the
 * file on disk changes by exactly that column. The save endpoint writes to the server's STUDIO_ROOT, a copy of
 * the definitions made by globalSetup, so the checkout under test never changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { formatJson } from '../../engine/core/definition/formatJson';
import { baseUrl, setupBrowser, signIn, signInWithForm, USERS } from './harness';
import { seriousViolations } from './axe';

const b = setupBrowser();
const COUPONS = 'screens/marketing/cupons.json';
const ORIGINAL = readFileSync(COUPONS, 'utf8');
const NEW_COLUMN = { field: 'Aplicavel', title: 'Aplicável a' };

function studioRoot(): string {
  const roots = inject('studioRoots');
  return roots[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % roots.length];
}
const onDisk = () => readFileSync(join(studioRoot(), COUPONS), 'utf8');

/** The coupons list with one more column first (in view of the narrow preview), as the repository's formatter writes it. */
function withColumn(): string {
  const value = JSON.parse(ORIGINAL) as { columns: unknown[] };
  value.columns.unshift(NEW_COLUMN);
  return formatJson(value);
}

const MENU = 'menu.json';

/** Puts the files back through the endpoint, so the server stops serving the saved versions to later files. */
async function restoreFiles(): Promise<void> {
  const changed = [COUPONS, MENU, 'permissions.json', 'screens/resources/coupon.json'].map((path) => ({ path, text: readFileSync(path, 'utf8') })).filter((file) => readFileSync(join(studioRoot(), file.path), 'utf8') !== file.text);
  if (!changed.length) return;
  const origin = baseUrl();
  const signed = (await (await fetch(`${origin}/admin/auth/autenticar`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(USERS.admin),
  })).json()) as { token: string };
  const auth = { Authorization: `Bearer ${signed.token}` };
  const session = (await (await fetch(`${origin}/__studio/session`, { headers: auth })).json()) as { token: string };
  const { textHash } = await import('../../engine/core/definition/overridesDiff');
  const answer = await fetch(`${origin}/__studio/save`, {
    method: 'POST',
    headers: { ...auth, Origin: origin, 'Content-Type': 'application/json', 'X-Studio-Token': session.token },
    body: JSON.stringify({ files: changed.map((file) => ({ ...file, base: textHash(readFileSync(join(studioRoot(), file.path), 'utf8')) })) }),
  });
  if (!answer.ok) throw new Error(`restore answered ${answer.status}`);
}

async function openStudio(page: Page, file = 'Cupons', search = 'marketing.cupons'): Promise<void> {
  await signIn(page, 'admin', '/controle-acesso/definicoes');
  await page.getByRole('heading', { name: 'Definições de telas' }).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar definições' }).fill(search);
  await page.getByRole('navigation', { name: 'Definições' }).getByRole('button', { name: new RegExp(`^${file}`) }).click();
}

/** Replaces the whole text of the editor (one input, as a paste). */
async function replaceText(page: Page, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: `Editor de ${COUPONS}` });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/** What a user meets on a screen: refused, or the distinct names of its buttons once its list settled. */
async function screenSeen(scope: Locator, refused: Locator, elsewhere: () => boolean = () => false): Promise<string[] | 'recusada'> {
  const list = scope.locator('section.engine-list[aria-busy="false"]');
  await Promise.race([list.first().waitFor(), refused.first().waitFor()]);
  // A refused route redirects to the landing page, which may be a list too: the address tells.
  if ((await refused.count()) || elsewhere()) return 'recusada';
  // The first rows are in (row actions included) before the buttons are read.
  await scope.locator('.engine-data-table td[data-col="0"]').first().waitFor();
  await scope.locator('section.engine-list[aria-busy="false"]').first().waitFor();
  const names = await scope.locator('section.engine-list').first().getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => (button.getAttribute('aria-label') || button.textContent || '').trim()),
  );
  return [...new Set(names)].sort();
}

/** The screens whose buttons the "Ver como" check compares with a real sign-in (studio entry, search, route). */
const COMPARED = [
  { entry: 'Cupons', search: 'marketing.cupons', route: '/marketing/cupom' },
  { entry: 'Gestão de Alunos', search: 'cx.gestao-aluno', route: '/cx/gestao-aluno' },
] as const;
const PERSONAS = { gestor: 'Gestor (gestor@exemplo.com.br)', professor: 'Professor (professor@exemplo.com.br)', suporte: 'Suporte (suporte@exemplo.com.br)' } as const;

/** The compared routes each demo user is refused (README, "Usuários de demonstração"). */
const REFUSED = { gestor: [], professor: ['/marketing/cupom', '/cx/gestao-aluno'], suporte: ['/marketing/cupom'] } as const satisfies Record<keyof typeof PERSONAS, readonly string[]>;

describe('estúdio de definições', () => {
  afterEach(async () => {
    await restoreFiles();
  });

  it('o admin acha o estúdio pela busca de páginas (Ctrl+K), com telas, recursos, menu e permissões', async () => {
    await signIn(b.page, 'admin');
    await b.page.locator('main').click();
    await b.page.keyboard.press('Control+k');
    await b.page.keyboard.type('Definições de telas');
    await b.page.getByRole('option', { name: /Definições de telas/ }).first().click();
    await b.page.waitForURL('**/controle-acesso/definicoes');
    await b.page.getByRole('heading', { name: 'Definições de telas' }).waitFor();
    // Screens, resources, the menu and the permission catalogue are listed.
    const list = b.page.getByRole('navigation', { name: 'Definições' });
    for (const group of ['Telas', 'Recursos', 'Menu', 'Permissões']) await expect(list.getByRole('heading', { name: new RegExp(`^${group}`) }).count()).resolves.toBe(1);
    await b.page.getByRole('searchbox', { name: 'Buscar definições' }).fill('cupom');
    await expect(list.getByRole('button', { name: /^Cupons/ }).count()).resolves.toBeGreaterThan(0);
    await expect(list.getByRole('heading', { name: /^Menu/ }).count()).resolves.toBe(0);
    expect(b.errors).toEqual([]);
  });

  it('adicionar uma coluna: aparece na pré-visualização, salva e vale em /marketing/cupom sem reiniciar', async () => {
    const { page } = b;
    await openStudio(page);
    const preview = page.getByRole('region', { name: 'Pré-visualização: Cupons' });
    await preview.getByText('Expira em').first().waitFor();
    await replaceText(page, withColumn());
    await preview.getByText('Aplicável a').first().waitFor();
    await page.getByText('Nenhum problema.').waitFor();
    await page.getByRole('tab', { name: 'Diferenças' }).click();
    await page.getByText('Coluna Aplicável a adicionada').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Definição salva. O app já usa a nova versão.').waitFor();
    expect(onDisk()).toBe(withColumn());
    // Exactly that column: everything else as before.
    const saved = JSON.parse(onDisk()) as { columns: unknown[] };
    expect(saved.columns[0]).toEqual(NEW_COLUMN);
    saved.columns.shift();
    expect(saved).toEqual(JSON.parse(ORIGINAL));
    // The running app (a page load: the server marks it with the saved version).
    await page.goto('/marketing/cupom');
    await page.locator('main').getByText('Expira em', { exact: true }).first().waitFor();
    await page.locator('main').getByText('Aplicável a', { exact: true }).first().waitFor();
    expect(b.errors).toEqual([]);
  });

  it('abrir e salvar sem editar não muda o arquivo (nada a salvar)', async () => {
    await openStudio(b.page);
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Nenhuma alteração para salvar.').waitFor();
    expect(onDisk()).toBe(ORIGINAL);
  });

  it('uma edição inválida mostra o problema no ponteiro, mantém a última pré-visualização e não salva', async () => {
    const { page } = b;
    await openStudio(page);
    const preview = page.getByRole('region', { name: 'Pré-visualização: Cupons' });
    await preview.getByText('Expira em').first().waitFor();
    await replaceText(page, ORIGINAL.replace('"format": "date"', '"format": "datas"'));
    await page.getByText('1 problema', { exact: true }).waitFor();
    const problem = page.getByRole('list', { name: /problema/ }).getByRole('listitem').first();
    await expect(problem.textContent()).resolves.toContain(`${COUPONS}: /columns/4/format:`);
    await page.getByRole('alert').filter({ hasText: 'Pré-visualização da última versão válida. Problema: /columns/4/format:' }).waitFor();
    await preview.getByText('Expira em').first().waitFor();
    await expect(page.locator('.cm-lintRange-error').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Corrija os problemas antes de salvar.').waitFor();
    expect(onDisk()).toBe(ORIGINAL);
  });

  it('um arquivo mudado no disco depois de aberto é recusado (409) com o aviso em pt-BR', async () => {
    const { page } = b;
    await openStudio(page);
    await replaceText(page, withColumn());
    await page.getByText('Nenhum problema.').waitFor();
    const changed = ORIGINAL.replace('Cupons de desconto de vendas e campanhas.', 'Cupons de desconto.');
    writeFileSync(join(studioRoot(), COUPONS), changed);
    try {
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText(`O arquivo ${COUPONS} mudou no disco depois que você o abriu.`, { exact: false }).waitFor();
      expect(onDisk()).toBe(changed);
    } finally {
      writeFileSync(join(studioRoot(), COUPONS), ORIGINAL);
    }
  });

  it('num deploy estático o estúdio avisa, guarda o rascunho e exporta um patch que o git apply aceita', async () => {
    const { page } = b;
    await page.route('**/__studio/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title>' }));
    await openStudio(page);
    await page.getByText('Este app foi publicado como arquivos estáticos').waitFor();
    await expect(page.getByRole('button', { name: 'Salvar' }).count()).resolves.toBe(0);
    await replaceText(page, withColumn());
    // The draft survives a reload: once the list marks it (its store write starts with that render; a reload in the
    // same instant, sooner than any user's, could cut the write short).
    await page.getByRole('navigation', { name: 'Definições' }).getByRole('button', { name: /^Cupons \(rascunho\)/ }).waitFor();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Buscar definições' }).fill('marketing.cupons');
    await page.getByRole('navigation', { name: 'Definições' }).getByRole('button', { name: /^Cupons \(rascunho\)/ }).click();
    await page.getByRole('button', { name: 'Exportar patch' }).click();
    const patch = await page.getByRole('textbox', { name: 'Patch das alterações' }).inputValue();
    const checkout = mkdtempSync(join(tmpdir(), 'studio-patch-'));
    try {
      cpSync(COUPONS, join(checkout, COUPONS));
      writeFileSync(join(checkout, 'change.patch'), patch);
      execFileSync('git', ['apply', 'change.patch'], { cwd: checkout });
      expect(readFileSync(join(checkout, COUPONS), 'utf8')).toBe(withColumn());
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });

  it('num deploy estático, "Ver rascunhos no app" mostra a coluna nova só neste navegador, com aviso, e "Desligar" a tira', async () => {
    const { page } = b;
    await page.route('**/__studio/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title>' }));
    await openStudio(page);
    await page.getByText('Este app foi publicado como arquivos estáticos').waitFor();
    await replaceText(page, withColumn());
    await page.getByRole('region', { name: 'Pré-visualização: Cupons' }).getByText('Aplicável a').first().waitFor();
    await page.getByRole('button', { name: 'Ver rascunhos no app (só neste navegador)' }).click();
    await page.getByText('O app mostra seus rascunhos neste navegador').waitFor();
    await expect(page.getByRole('button', { name: 'Desligar rascunhos no app' }).count()).resolves.toBe(1);
    // A new page load of this browser: the overlay comes back from IndexedDB before the first screen.
    await page.goto('/marketing/cupom');
    const banner = page.getByRole('region', { name: 'Rascunhos em pré-visualização' });
    await banner.getByText('só neste navegador').waitFor();
    const header = (target: Page, name: string) => target.locator('main').getByRole('columnheader', { name });
    await header(page, 'Expira em').first().waitFor();
    await header(page, 'Aplicável a').first().waitFor();
    expect(await seriousViolations(page, { scope: '.shell-overlay-banner', everyImpact: true })).toEqual([]);
    // Another admin, in another browser, sees the published definitions and no notice.
    const other = await b.browser.newContext({ baseURL: baseUrl(), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, 'admin', '/marketing/cupom');
      await header(otherPage, 'Expira em').first().waitFor();
      await expect(header(otherPage, 'Aplicável a').count()).resolves.toBe(0);
      await expect(otherPage.getByRole('region', { name: 'Rascunhos em pré-visualização' }).count()).resolves.toBe(0);
    } finally {
      await other.close();
    }
    // Turned off from the app: the column goes at once, and stays gone after a reload.
    await banner.getByRole('button', { name: 'Desligar' }).click();
    await banner.waitFor({ state: 'detached' });
    await header(page, 'Expira em').first().waitFor();
    await expect(header(page, 'Aplicável a').count()).resolves.toBe(0);
    await page.reload();
    await header(page, 'Expira em').first().waitFor();
    await expect(header(page, 'Aplicável a').count()).resolves.toBe(0);
    await expect(banner.count()).resolves.toBe(0);
    // The draft itself stays in the studio.
    await page.goto('/controle-acesso/definicoes');
    await page.getByRole('searchbox', { name: 'Buscar definições' }).fill('marketing.cupons');
    await page.getByRole('navigation', { name: 'Definições' }).getByRole('button', { name: /^Cupons \(rascunho\)/ }).waitFor();
    expect(b.errors).toEqual([]);
  });

  it('pré-visualiza como outro usuário: sem as chaves dos botões eles somem; sem a chave da tela, recusa', async () => {
    const { page } = b;
    await openStudio(page);
    const preview = page.getByRole('region', { name: 'Pré-visualização: Cupons' });
    await preview.getByRole('button', { name: 'Novo cupom' }).waitFor();
    const viewAs = page.getByRole('combobox', { name: 'Ver como' });
    await viewAs.selectOption({ label: 'Só a chave da tela (sem botões)' });
    await preview.getByText('Expira em').first().waitFor();
    await expect(preview.getByRole('button', { name: 'Novo cupom' }).count()).resolves.toBe(0);
    await viewAs.selectOption({ label: 'Chaves escolhidas' });
    await page.getByRole('textbox', { name: 'Chaves do usuário simulado (separadas por vírgula)' }).fill('Cupons, Cupons.new');
    await preview.getByRole('button', { name: 'Novo cupom' }).waitFor();
    await viewAs.selectOption({ label: 'Sem chaves' });
    await preview.getByText('Acesso recusado: quem vê como este usuário não abre esta tela (ela exige a chave Cupons).').waitFor();
    expect(b.errors).toEqual([]);
  });

  it('"Ver como" cada usuário de demonstração mostra o menu e os botões que o login real desse usuário mostra', async () => {
    const { page } = b;
    await openStudio(page);
    for (const [user, label] of Object.entries(PERSONAS) as Array<[keyof typeof PERSONAS, string]>) {
      // The real sign-in, in a browser of its own.
      const real = await b.browser.newContext({ baseURL: baseUrl(), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
      try {
        const realPage = await real.newPage();
        await signInWithForm(realPage, user);
        const nav = realPage.getByRole('navigation', { name: 'Menu principal' });
        // The entries of the navbar's list (not the logo's name beside them).
        const entries = nav.locator('.shell-navbar-content .shell-nav-label');
        await entries.first().waitFor({ state: 'attached' });
        const realMenu = (await entries.allTextContents()).map((text) => text.trim());
        const realScreens: Record<string, string[] | 'recusada'> = {};
        for (const screen of COMPARED) {
          await realPage.goto(screen.route);
          realScreens[screen.route] = await screenSeen(realPage.locator('main'), realPage.getByText('Você não tem permissão para abrir esta página.'), () => new URL(realPage.url()).pathname !== screen.route);
        }

        // The studio, seen as that user.
        for (const screen of COMPARED) {
          await page.getByRole('searchbox', { name: 'Buscar definições' }).fill(screen.search);
          await page.getByRole('navigation', { name: 'Definições' }).getByRole('button', { name: new RegExp(`^${screen.entry}`) }).click();
          await page.getByRole('combobox', { name: 'Ver como' }).selectOption({ label });
          const preview = page.getByRole('region', { name: `Pré-visualização: ${screen.entry}` });
          const seen = await screenSeen(preview, page.getByText('Acesso recusado: quem vê como este usuário não abre esta tela'));
          expect(seen, `${user} em ${screen.route}`).toEqual(realScreens[screen.route]);
        }
        // The check is not vacuous: each user meets refusals and buttons as the demo users' keys say.
        expect(Object.entries(realScreens).filter(([, seen]) => seen === 'recusada').map(([route]) => route), `rotas recusadas a ${user}`).toEqual(REFUSED[user]);
        if (user === 'gestor') expect(realScreens['/marketing/cupom']).toContain('Novo cupom');
        const details = page.locator('details.studio-menu-preview');
        if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator('summary').click();
        const studioMenu = (await page.getByRole('navigation', { name: 'Menu como este usuário vê' }).locator('.studio-menu-preview-label').allTextContents()).map((text) => text.trim());
        expect(studioMenu.length, `menu de ${user}`).toBeGreaterThan(0);
        expect(studioMenu, `menu de ${user}`).toEqual(realMenu);
      } finally {
        await real.close();
      }
    }
    expect(b.errors).toEqual([]);
  });

  it('árvore do menu: Alt+setas reordenam e trocam de grupo, os seletores só oferecem rotas e chaves existentes, e salva', async () => {
    const { page } = b;
    await openStudio(page, 'Menu', 'menu.json');
    await page.getByRole('tab', { name: 'Árvore do menu' }).click();
    const tree = page.getByRole('tree', { name: 'Árvore do menu' });
    const entry = tree.getByRole('treeitem', { name: /^Definições de telas/ });
    await entry.click();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Item movido para Controle de acesso, posição 4.').waitFor();
    await page.keyboard.press('Alt+ArrowLeft');
    await page.getByText('Item movido para Financeiro, posição 3.').waitFor();
    const routes = await page.getByRole('combobox', { name: 'Rota' }).locator('option').allTextContents();
    expect(routes).toContain('/marketing/cupom');
    expect(routes.every((route) => route.startsWith('/') && !route.includes(':'))).toBe(true);
    const keys = await page.getByRole('combobox', { name: 'Chave de permissão' }).locator('option').allTextContents();
    expect(keys).toContain('DefinicoesTelas');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Definição salva. O app já usa a nova versão.').waitFor();
    const saved = JSON.parse(readFileSync(join(studioRoot(), MENU), 'utf8')) as { items: Array<{ id: string; children: Array<{ id: string }> }> };
    const group = (id: string) => saved.items.find((item) => item.id === id)!.children.map((child) => child.id);
    expect(group('financeiro')).toEqual(['nota-fiscal', 'configuracoes-financeiro', 'definicoes-telas']);
    expect(group('controle-acesso')).not.toContain('definicoes-telas');
    // The running app's menu follows at once.
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByText('Definições de telas').first().waitFor({ state: 'attached' });
    const labels = (await nav.locator('.shell-nav-label').allTextContents()).map((text) => text.trim());
    expect(labels.indexOf('Definições de telas')).toBe(labels.lastIndexOf('Configurações') + 1);
  });

  it('renomear uma chave em todos os arquivos: mostra as diferenças antes, vira rascunhos e salva tudo junto', async () => {
    const { page } = b;
    await openStudio(page);
    await page.getByRole('button', { name: 'Renomear em todos os arquivos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renomear em todos os arquivos' });
    await dialog.getByRole('textbox', { name: 'Nome atual' }).fill('Cupons');
    await dialog.getByRole('textbox', { name: 'Novo nome' }).fill('Descontos');
    await dialog.getByText('3 arquivos mudam.').waitFor();
    const files = await dialog.getByRole('list', { name: 'Arquivos alterados' }).getByRole('listitem').allTextContents();
    expect(files.sort()).toEqual(['menu.json', 'permissions.json', 'screens/resources/coupon.json']);
    await expect(dialog.getByRole('textbox', { name: 'Diferenças da renomeação' }).inputValue()).resolves.toContain('+    { "key": "Descontos.new"');
    await dialog.getByRole('button', { name: 'Aplicar aos rascunhos' }).click();
    await page.getByText('Renomeado em 3 arquivos (rascunhos). Confira as diferenças e salve.').waitFor();
    await page.getByText('Nenhum problema.').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('3 definições salvas. O app já usa a nova versão.').waitFor();
    const disk = (path: string) => readFileSync(join(studioRoot(), path), 'utf8');
    expect(disk('screens/resources/coupon.json')).toContain('"permission": "Descontos"');
    expect(disk('permissions.json')).not.toContain('"Cupons.delete"');
    expect(disk(MENU)).toContain('"permission": "Descontos"');
  });

  it('axe: nenhuma violação séria no estúdio', async () => {
    const { page } = b;
    await openStudio(page);
    await page.getByRole('region', { name: 'Pré-visualização: Cupons' }).getByText('Expira em').first().waitFor();
    expect(await seriousViolations(page, { scope: 'main' })).toEqual([]);
  });
});
