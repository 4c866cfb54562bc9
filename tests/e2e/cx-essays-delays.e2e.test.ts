/**
 * Essays (discursivas) and teacher delays (atrasos) in Chromium, as a user reaches them: through the side menu, the
 * e-mail and teacher-name filters, the chosen essay with its rich-text observation sanitised, the student's essays
 * opened from the student's page, and the keys that hide the menu items and refuse the screens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, columnTexts, filterBy, filters, listSettled, mockControl, rowButton, setupBrowser, signIn, USERS } from './harness';

const b = setupBrowser();

/** Calls the mock API as the admin demo user (to read the seed data the flows start from). */
async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${baseUrl()}/admin/auth/autenticar`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(USERS.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(baseUrl() + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as T;
}

interface Essay {
  DiscursivaID: number; Modulo: string; Professor: string; DataEnvio: string; DataResposta: string | null; ArquivoEnviadoAluno: string;
}
interface EssayStudent { AlunoID: number; NomeAluno: string; EmailAluno: string; DescAluno: Essay[] }
interface Delay { ProfessorID: number; NomeProfessor: string; DescProf: Array<{ Modulo: string; QuantidadeAlunos: number; DiasAtrasados: number }> }

/** `aaaa-mm-dd` as the screens show it. */
const br = (iso: string) => iso.split('-').reverse().join('/');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** Opens a page of the side menu and waits for its list to settle. */
async function openFromMenu(page: Page, item: string, heading: string) {
  await nav(page).getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.locator('.engine-data-table td[data-col="0"], .engine-empty').first().waitFor();
  await listSettled(page);
}

/** The value shown next to a label of a detail screen's fields section. */
const fieldValue = (page: Page, section: string, label: string) =>
  page.locator('.engine-section', { has: page.getByRole('heading', { name: section, exact: true }) })
    .locator('.engine-field', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

describe('discursivas', () => {
  it('pelo menu: filtra por e-mail, abre as discursivas do aluno e uma discursiva com a observação sanitizada', async () => {
    const { page } = b;
    const student = (await api<{ Aluno: EssayStudent }>('POST', '/api/discursiva', { AlunoID: 1 })).Aluno;
    const essay = student.DescAluno.find((item) => item.DiscursivaID === 1)!;

    await signIn(page, 'admin');
    await openFromMenu(page, 'Discursivas', 'Discursivas');
    expect(page.url()).toContain('/cx/discursivas');

    await filterBy(page, 'E-mail', 'nenhum-aluno-com-este-email@exemplo.invalid');
    await page.getByText('Nenhuma discursiva encontrada.').waitFor();

    await filterBy(page, 'E-mail', student.EmailAluno);
    await expect.poll(() => columnTexts(page, 1)).toContain(student.EmailAluno);
    for (const email of await columnTexts(page, 1)) expect(email).toContain(student.EmailAluno);

    await (await rowButton(page, student.EmailAluno, 'Ver discursivas')).click();
    await page.waitForURL(/\/cx\/discursiva\/1$/);
    await page.getByRole('heading', { name: `Discursiva de ${student.NomeAluno}`, exact: true }).waitFor();
    // Every essay of the student is listed, and each opens.
    await expect.poll(() => columnTexts(page, 2)).toEqual(student.DescAluno.map((item) => br(item.DataEnvio)));

    await (await rowButton(page, br(essay.DataEnvio), 'Abrir')).click();
    await page.waitForURL(/\/cx\/discursiva\/1\/1$/);
    await expect.poll(() => fieldValue(page, 'Discursiva escolhida', 'Módulo').innerText()).toBe(essay.Modulo);
    expect(await fieldValue(page, 'Discursiva escolhida', 'Professor').innerText()).toBe(essay.Professor);
    expect(await fieldValue(page, 'Discursiva escolhida', 'Enviada em').innerText()).toBe(br(essay.DataEnvio));
    expect(await fieldValue(page, 'Discursiva escolhida', 'Respondida em').innerText()).toBe(br(essay.DataResposta!));
    const file = fieldValue(page, 'Discursiva escolhida', 'Arquivo enviado pelo aluno').getByRole('link');
    expect(await file.getAttribute('href')).toBe(essay.ArquivoEnviadoAluno);
    expect(await file.getAttribute('target')).toBe('_blank');

    // The observation's text and formatting are shown; its script and event handler are not.
    const observation = page.locator('.engine-section', { has: page.getByRole('heading', { name: 'Observação do professor' }) }).locator('.engine-html');
    await observation.getByText('Texto bem organizado e dentro do limite de linhas; revise a conclusão.').waitFor();
    expect(await observation.locator('strong').innerText()).toBe('Nota: 7,5');
    expect(await observation.locator('script').count()).toBe(0);
    expect(await observation.locator('[onerror]').count()).toBe(0);
    expect(await observation.innerHTML()).not.toMatch(/script|onerror|__discursivaXss/);
    expect(await page.evaluate(() => (window as unknown as { __discursivaXss?: string }).__discursivaXss)).toBeUndefined();
    expect(b.errors).toEqual([]);

    // Back to the list, still filtered by the student's e-mail.
    await page.getByRole('button', { name: 'Voltar para a lista' }).click();
    await page.waitForURL(/\/cx\/discursivas\?/);
    await listSettled(page);
    expect(await filters(page).getByLabel('E-mail').inputValue()).toBe(student.EmailAluno);
  });

  it('a página do aluno abre as discursivas dele, filtradas pelo e-mail', async () => {
    const { page } = b;
    const student = (await api<{ aluno: { NomeCompleto: string; Email: string } }>('GET', '/api/alunos/aluno?AlunoID=1')).aluno;

    await signIn(page, 'suporte');
    await openFromMenu(page, 'Gestão de Alunos', 'Gestão de Alunos');
    await filterBy(page, 'Nome', student.NomeCompleto);
    await (await rowButton(page, student.Email, 'Abrir')).click();
    await page.waitForURL(/\/cx\/gestao-aluno\/1$/);
    await page.getByRole('heading', { name: student.NomeCompleto, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Discursivas', exact: true }).click();
    await page.waitForURL(/\/cx\/discursivas\?/);
    expect(new URL(page.url()).searchParams.get('f.EmailAluno')).toBe(student.Email);
    await page.getByRole('heading', { name: 'Discursivas', exact: true }).waitFor();
    await listSettled(page);
    expect(await filters(page).getByLabel('E-mail').inputValue()).toBe(student.Email);
    await expect.poll(() => columnTexts(page, 0)).toContain(student.NomeCompleto);
    for (const email of await columnTexts(page, 1)) expect(email).toContain(student.Email);
  });
});

describe('atrasos de professores', () => {
  it('pelo menu: filtra pelo nome do professor e mostra os dias de atraso de cada módulo', async () => {
    const { page } = b;
    const [teacher] = (await api<{ atrasos: Delay[] }>('POST', '/api/atrasosdb', { Nome: 'Simões' })).atrasos;

    await signIn(page, 'admin');
    await openFromMenu(page, 'Atrasos de professores', 'Atrasos de professores');
    expect(page.url()).toContain('/cx/atrasos');
    expect((await columnTexts(page, 0)).length).toBe(10);

    await filterBy(page, 'Professor', 'simoes');
    await expect.poll(() => columnTexts(page, 0)).toEqual([teacher.NomeProfessor]);
    expect(await columnTexts(page, 1)).toEqual([String(teacher.DescProf.length)]);

    await (await rowButton(page, teacher.NomeProfessor, 'Ver módulos')).click();
    await page.waitForURL(new RegExp(`/cx/atrasos/${teacher.ProfessorID}$`));
    await page.getByRole('heading', { name: teacher.NomeProfessor, exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Módulos em atraso', exact: true }).waitFor();
    await expect.poll(() => columnTexts(page, 0)).toEqual(teacher.DescProf.map((item) => item.Modulo));
    expect(await columnTexts(page, 2)).toEqual(teacher.DescProf.map((item) => String(item.DiasAtrasados)));
    expect(await columnTexts(page, 1)).toEqual(teacher.DescProf.map((item) => item.QuantidadeAlunos.toLocaleString('pt-BR')));
    expect(b.errors).toEqual([]);
  });

  it('uma falha ao carregar mostra o erro e tenta de novo', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/atrasosdb', status: 500, message: 'Serviço de atrasos indisponível.' });
    await nav(page).getByRole('link', { name: 'Atrasos de professores', exact: true }).click();
    await page.getByText('Serviço de atrasos indisponível.').waitFor();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await listSettled(page);
    expect((await columnTexts(page, 0)).length).toBeGreaterThan(0);
  });
});

describe('chaves', () => {
  const menuPages = async (page: Page) => {
    await nav(page).locator('.shell-nav-entry').first().waitFor();
    return (await nav(page).locator('.shell-nav-entry .shell-nav-label').allTextContents()).map((text) => text.trim());
  };

  it('sem a chave o item do menu não aparece e a tela é recusada', async () => {
    const { page } = b;
    await signIn(page, 'professor');
    const professor = await menuPages(page);
    expect(professor).not.toContain('Discursivas');
    expect(professor).not.toContain('Atrasos de professores');

    await signIn(page, 'gestor');
    const gestor = await menuPages(page);
    expect(gestor).toContain('Atrasos de professores');
    expect(gestor).not.toContain('Discursivas');
    const landing = new URL(page.url()).pathname;
    await page.goto('/cx/discursivas');
    await page.waitForURL((url) => url.pathname === landing);
    expect(await page.getByRole('heading', { name: 'Discursivas', exact: true }).count()).toBe(0);
    // The student's page hides the link its user's keys would not open.
    await page.goto('/cx/gestao-aluno/1');
    await page.getByRole('button', { name: 'Todos os pedidos' }).waitFor();
    expect(await page.getByRole('button', { name: 'Discursivas', exact: true }).count()).toBe(0);
  });
});
