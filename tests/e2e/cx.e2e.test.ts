/**
 * CX flows in Chromium: notices (recados), manual releases, the student orders list, the student form, and the
 * signed-in user's profile and password; plus what the support demo user sees of them.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, columnTexts, filterBy, filters, listSettled, mockControl, openList, rowButton, signIn, setupBrowser, USERS } from './harness';

const b = setupBrowser();

/** Calls the mock API as the admin demo user (to read seed data the flows start from). */
async function api<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
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

describe('recados', () => {
  it('filtra por professor, abre, edita, salva e mostra a alteração', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await openList(page, '/cx/recados', 'Recados', null);
    const teacher = (await columnTexts(page, 2))[0];
    await filterBy(page, 'Professor', teacher.split(' ')[0]);
    await expect.poll(async () => (await columnTexts(page, 2)).every((name) => name.startsWith(teacher.split(' ')[0]))).toBe(true);
    const subject = (await columnTexts(page, 0))[0];
    await (await rowButton(page, subject, 'Editar')).click();
    await page.waitForURL(/\/cx\/recado-cadastro\/\d+$/);
    const subjectInput = page.getByLabel('Assunto', { exact: false });
    await expect.poll(() => subjectInput.inputValue()).toBe(subject);
    await subjectInput.fill(`${subject} (atualizado)`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cx\/recados(\?|$)/);
    await page.getByText(`Recado "${subject} (atualizado)" salvo.`).waitFor();
    await filterBy(page, 'Professor', teacher);
    await expect.poll(() => columnTexts(page, 0)).toContain(`${subject} (atualizado)`);
  });

  it('cria um recado com texto formatado', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await openList(page, '/cx/recados', 'Recados', null);
    await page.getByRole('button', { name: 'Novo recado' }).click();
    await page.waitForURL('**/cx/recado-cadastro');
    await page.getByLabel('Módulo', { exact: false }).selectOption({ label: 'Direito Penal para PC-SP' });
    await page.getByLabel('Professor', { exact: false }).selectOption({ label: 'Marcelo Viana' });
    await page.getByLabel('Assunto', { exact: false }).fill('Revisão de véspera');
    const editor = page.getByRole('textbox', { name: /Recado/ });
    await editor.click();
    await page.keyboard.type('Revisão ao vivo amanhã às 19h.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cx\/recados(\?|$)/);
    await page.getByText('Recado "Revisão de véspera" salvo.').waitFor();
    await filterBy(page, 'Módulo', 'Direito Penal para PC-SP');
    await expect.poll(() => columnTexts(page, 0)).toContain('Revisão de véspera');
    const saved = await api<{ recados: Array<{ assunto: string; recado: string; professor: string }> }>('POST', '/api/recados', { assunto: 'Revisão de véspera' });
    expect(saved.recados[0]).toMatchObject({ professor: 'Marcelo Viana' });
    expect(saved.recados[0].recado).toContain('Revisão ao vivo amanhã às 19h.');
  });

  it('remove com confirmação', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await openList(page, '/cx/recados', 'Recados', null);
    const subject = (await columnTexts(page, 0))[0];
    const module = (await columnTexts(page, 1))[0];
    await (await rowButton(page, subject, 'Remover')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Remover o recado "${subject}" do módulo ${module}?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByText(`Recado "${subject}" removido.`).waitFor();
    await expect.poll(async () => (await columnTexts(page, 1))[0]).not.toBe(module);
  });

  it('um salvamento que falha mantém o que foi digitado e mostra a mensagem do servidor', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/cx/recado-cadastro/1');
    const subjectInput = page.getByLabel('Assunto', { exact: false });
    await expect.poll(() => subjectInput.inputValue()).not.toBe('');
    await subjectInput.fill('Assunto que não pode se perder');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/recados/save', status: 500, message: 'Serviço de recados indisponível.' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Serviço de recados indisponível.').first().waitFor();
    expect(page.url()).toContain('/cx/recado-cadastro/1');
    expect(await subjectInput.inputValue()).toBe('Assunto que não pode se perder');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cx\/recados(\?|$)/);
    await page.getByText('Recado "Assunto que não pode se perder" salvo.').waitFor();
  });
});

describe('liberação manual', () => {
  it('libera um curso a um aluno pelo e-mail e mostra a liberação na lista e no histórico', async () => {
    const { page } = b;
    const releases = await api<{ liberacaoManual: Array<{ AlunoID: number }> }>('POST', '/api/liberacaoManualdb', { QTDPorPagina: 1000 });
    const taken = new Set(releases.liberacaoManual.map((release) => release.AlunoID));
    const studentId = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((id) => !taken.has(id))!;
    const student = (await api<{ aluno: { Email: string; NomeCompleto: string } }>('GET', `/api/alunos/aluno?AlunoID=${studentId}`)).aluno;

    await signIn(page, 'suporte');
    await openList(page, '/cx/liberacao-manual', 'Liberação Manual', null);
    await page.getByRole('button', { name: 'Nova liberação' }).click();
    await page.waitForURL('**/cx/liberacao-cadastro');
    await page.getByLabel('E-mail do aluno', { exact: false }).fill(student.Email);
    const courses = page.getByLabel('Cursos a liberar');
    await courses.click();
    await courses.fill('INSS - Técnico');
    await page.getByRole('option', { name: 'INSS - Técnico do Seguro Social' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Observação', { exact: false }).fill('Pagamento confirmado por transferência.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cx\/liberacao-manual(\?|$)/);
    await page.getByText(`Liberação salva para ${student.NomeCompleto}.`).waitFor();

    await filterBy(page, 'E-mail', student.Email);
    await expect.poll(() => columnTexts(page, 0)).toEqual([student.NomeCompleto]);
    expect(await columnTexts(page, 2)).toEqual(['INSS - Técnico do Seguro Social']);
    await (await rowButton(page, student.NomeCompleto, 'Histórico')).click();
    await page.waitForURL(/\/cx\/liberacao-manual\/\d+$/);
    await page.getByRole('heading', { name: student.NomeCompleto }).waitFor();
    await page.getByText('Pagamento confirmado por transferência.').waitFor();
    await page.getByText('Juliana Costa Lima').first().waitFor();
  });

  it('não libera a um e-mail sem aluno e mantém o que foi digitado', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/cx/liberacao-cadastro');
    await page.getByLabel('E-mail do aluno', { exact: false }).fill('ninguem@exemplo.com.br');
    const modules = page.getByLabel('Módulos a liberar');
    await modules.click();
    await modules.fill('Informática para INSS');
    await page.getByRole('option', { name: 'Informática para INSS' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Observação', { exact: false }).fill('Cortesia.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Nenhum aluno cadastrado com o e-mail ninguem@exemplo.com.br.').first().waitFor();
    expect(await page.getByLabel('E-mail do aluno', { exact: false }).inputValue()).toBe('ninguem@exemplo.com.br');
    expect(await page.getByLabel('Observação', { exact: false }).inputValue()).toBe('Cortesia.');
  });

  it('libera mais um módulo pelo histórico do aluno', async () => {
    const { page } = b;
    await signIn(page, 'suporte', '/cx/liberacao-manual/1');
    const release = (await api<{ liberacao: { NomeAluno: string; DescLiberacao: unknown[]; Modulos: Array<{ name: string }> } }>(
      'GET', '/api/liberacao/novaliberacao?LiberacaoID=1')).liberacao;
    await page.getByRole('heading', { name: release.NomeAluno }).waitFor();
    const module = release.Modulos.some((item) => item.name === 'Atualidades para IBGE') ? 'Atualidades para Correios' : 'Atualidades para IBGE';
    await page.getByRole('button', { name: 'Liberar mais' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Nova liberação para ${release.NomeAluno}`).waitFor();
    const modules = dialog.getByLabel('Módulos a liberar');
    await modules.click();
    await modules.fill(module);
    await page.getByRole('option', { name: module }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Observação', { exact: false }).fill('Bônus do simulado nacional.');
    await dialog.getByRole('button', { name: 'Liberar mais' }).click();
    await page.getByText(`Liberação salva para ${release.NomeAluno}.`).waitFor();
    await page.getByText('Bônus do simulado nacional.').waitFor();
    await page.locator('.engine-section', { hasText: 'Acessos liberados' }).getByText(module, { exact: false }).waitFor();
  });

  it('revoga com confirmação', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await openList(page, '/cx/liberacao-manual', 'Liberação Manual', null);
    const name = (await columnTexts(page, 0))[0];
    await (await rowButton(page, name, 'Revogar')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Revogar as liberações de ${name}?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Revogar' }).click();
    await page.getByText(`Liberações de ${name} revogadas.`).waitFor();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(name)).toBe(false);
  });
});

describe('pedidos dos alunos e cadastro do aluno', () => {
  it('filtra pedidos pela situação, abre o detalhe; com um aluno na rota mostra só os pedidos dele', async () => {
    const { page } = b;
    await signIn(page, 'suporte');
    await openList(page, '/cx/pedido-aluno', 'Pedidos dos alunos', null);
    await filters(page).getByLabel('Situação').selectOption('Cancelado');
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 6)).every((status) => status === 'Cancelado')).toBe(true);
    const number = (await columnTexts(page, 0))[0];
    await (await rowButton(page, number, 'Detalhes')).click();
    await page.waitForURL(/\/pedido\/detalhe-pedido\/\d+$/);
    await page.getByRole('heading', { name: `Pedido ${number}` }).waitFor();

    const student = (await api<{ aluno: { Email: string; Pedidos: unknown[] } }>('GET', '/api/alunos/aluno?AlunoID=3')).aluno;
    await openList(page, '/cx/pedido-aluno/3', 'Pedidos dos alunos', null);
    await expect.poll(async () => (await columnTexts(page, 1)).length).toBe(student.Pedidos.length);
    expect((await columnTexts(page, 1)).every((email) => email === student.Email)).toBe(true);
  });

  it('edita o cadastro de um aluno e valida o CPF', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/aluno/aluno-cadastro/1');
    const name = page.getByLabel('Nome completo', { exact: false });
    await expect.poll(() => name.inputValue()).not.toBe('');
    const cpf = page.getByLabel('CPF', { exact: false });
    const original = await cpf.inputValue();
    await cpf.fill('529.982.247-24');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('CPF inválido').first().waitFor();
    await cpf.fill(original);
    await page.getByLabel('Estado', { exact: false }).selectOption({ label: 'Bahia' });
    await page.getByLabel('Cidade', { exact: false }).fill('Salvador');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cx\/gestao-aluno(\?|$)/);
    const saved = (await api<{ aluno: { Estado: string; Cidade: string } }>('GET', '/api/alunos/aluno?AlunoID=1')).aluno;
    expect(saved).toMatchObject({ Estado: 'BA', Cidade: 'Salvador' });
  });
});

describe('perfil e senha', () => {
  it('abre Meu Perfil pelo menu do usuário, salva e mostra o novo nome', async () => {
    const { page } = b;
    await signIn(page, 'gestor');
    await page.getByRole('button', { name: 'Conta de Marcos Vinícius Andrade' }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await page.waitForURL('**/perfil/meu-perfil/1');
    const surname = page.getByLabel('Sobrenome', { exact: false });
    await expect.poll(() => surname.inputValue()).toBe('Andrade');
    expect(await page.getByLabel('E-mail de acesso').inputValue()).toBe('gestor@exemplo.com.br');
    await surname.fill('Andrade Lopes');
    await page.getByLabel('Instagram').fill('https://www.instagram.com/marcos.gestor');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil salvo.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Sobrenome', { exact: false }).inputValue()).toBe('Andrade Lopes');
    expect(await page.getByLabel('Instagram').inputValue()).toBe('https://www.instagram.com/marcos.gestor');
  });

  it('recusa confirmação diferente e troca a senha, que passa a valer no próximo acesso', async () => {
    const { page } = b;
    await signIn(page, 'suporte');
    await page.getByRole('button', { name: 'Conta de Juliana Costa Lima' }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    await page.waitForURL('**/perfil/alterar-senha');
    await page.getByLabel('Senha atual', { exact: false }).fill(USERS.suporte.password);
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('NovaSenha2026');
    await page.getByLabel('Confirme a nova senha', { exact: false }).fill('NovaSenha2027');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('As senhas não são iguais').first().waitFor();
    await page.getByLabel('Confirme a nova senha', { exact: false }).fill('NovaSenha2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Senha alterada com sucesso!').waitFor();
    const signInWith = (password: string) => fetch(`${baseUrl()}/admin/auth/autenticar`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: USERS.suporte.email, password }),
    });
    expect((await signInWith(USERS.suporte.password)).status).toBe(400);
    expect((await signInWith('NovaSenha2026')).status).toBe(200);
  });
});

describe('usuário de suporte', () => {
  it('abre Recados e Liberação Manual pelo menu, cria recados mas não remove nem revoga', async () => {
    const { page } = b;
    await signIn(page, 'suporte');
    // The menu's entry: the home page's areas hold a link of the same name.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Recados' }).click();
    await page.waitForURL('**/cx/recados');
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await listSettled(page);
    expect(await page.getByRole('button', { name: 'Novo recado' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Remover' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Liberação Manual' }).click();
    await page.waitForURL('**/cx/liberacao-manual');
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await listSettled(page);
    expect(await page.getByRole('button', { name: 'Nova liberação' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Histórico' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Revogar' }).count()).toBe(0);
  });
});
