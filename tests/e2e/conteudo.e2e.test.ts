import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { columnTexts, filterBy, filters, listSettled, mockControl, openList, rowButton, signIn, setupBrowser } from './harness';

const b = setupBrowser();

/** The screen's form (its labels would otherwise also match the filters or the shell). */
const form = (page: Page) => page.locator('main form').first();

describe('aulas', () => {
  it('filtra, abre, edita, salva e mostra a alteração na lista', async () => {
    const { page } = b;
    await openList(b.page, '/conteudo/aula', 'Aulas');
    await filterBy(page, 'Nome', 'Crase', { exact: true });
    await expect.poll(async () => (await columnTexts(page, 0)).every((name) => name.includes('Crase'))).toBe(true);
    const name = (await columnTexts(page, 0))[0];

    await (await rowButton(page, name, 'Editar')).click();
    await page.waitForURL(/\/conteudo\/aula-cadastro\/\d+$/);
    const nameInput = form(page).getByLabel(/^Nome/);
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    await expect.poll(() => form(page).getByLabel(/^Professor/).locator('option:checked').innerText()).not.toBe('Carregando...');
    const renamed = `${name} (revisada)`;
    await nameInput.fill(renamed);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/conteudo\/aula(\?|$)/);
    await page.getByText(`Aula "${renamed}" salva.`).waitFor();
    await filterBy(page, 'Nome', '(revisada)', { exact: true });
    await expect.poll(() => columnTexts(page, 0)).toEqual([renamed]);
  });
});

describe('objetos de aprendizagem', () => {
  it('cria um vídeo com professor e link, e o encontra na lista', async () => {
    const { page } = b;
    await openList(b.page, '/conteudo/objeto-aprendizagem', 'Objetos de aprendizagem');
    await page.getByRole('button', { name: 'Novo objeto' }).click();
    await page.waitForURL('**/conteudo/objeto-aprendizagem-cadastro');
    await form(page).getByLabel(/^Nome/).fill('Videoaula E2E: crase antes de horas');
    await form(page).getByLabel(/^Tipo/).selectOption({ label: 'Vídeo' });
    await form(page).getByLabel(/^Professor/).selectOption({ label: 'Fernanda Albuquerque' });
    await form(page).getByLabel(/^Link/).fill('https://player.vimeo.com/video/765432109');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/conteudo\/objeto-aprendizagem(\?|$)/);
    await page.getByText('Objeto "Videoaula E2E: crase antes de horas" salvo.').waitFor();
    await filterBy(page, 'Nome', 'Videoaula E2E', { exact: true });
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Videoaula E2E: crase antes de horas']);
    expect((await columnTexts(page, 1))[0]).toBe('Vídeo');
    expect((await columnTexts(page, 3))[0]).toBe('Fernanda Albuquerque');
  });

  it('um vídeo sem link não é salvo: o formulário pede o valor', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/objeto-aprendizagem-cadastro');
    await form(page).getByLabel(/^Nome/).fill('Sem link');
    await form(page).getByLabel(/^Tipo/).selectOption({ label: 'Podcast' });
    await form(page).getByLabel(/^Professor/).selectOption({ label: 'Carlos Eduardo Menezes' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Preencha um valor.').first().waitFor();
    expect(page.url()).toContain('/conteudo/objeto-aprendizagem-cadastro');
  });
});

describe('capítulos', () => {
  it('remove com confirmação', async () => {
    const { page } = b;
    await openList(b.page, '/conteudo/capitulo', 'Capítulos');
    const name = (await columnTexts(page, 0))[0];
    await (await rowButton(page, name, 'Remover')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Remover o capítulo "${name}"? Ele também sai das aulas que o usam.`).waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByText(`Capítulo "${name}" removido.`).waitFor();
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 0)).includes(name)).toBe(false);
  });
});

describe('cadernos de questões', () => {
  it('um salvamento que falha mantém o que foi digitado e mostra a mensagem do servidor', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/caderno-cadastro/1');
    const nameInput = form(page).getByLabel(/^Nome/);
    await expect.poll(() => nameInput.inputValue()).not.toBe('');
    await nameInput.fill('Caderno E2E reta final');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/cadernos/save', status: 500, message: 'Serviço de cadernos indisponível.' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Serviço de cadernos indisponível.').first().waitFor();
    expect(page.url()).toContain('/conteudo/caderno-cadastro/1');
    expect(await nameInput.inputValue()).toBe('Caderno E2E reta final');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/conteudo\/caderno(\?|$)/);
    await page.getByText('Caderno "Caderno E2E reta final" salvo.').waitFor();
  });

  it('na seleção manual pede os números das questões e o servidor as conta', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/caderno-cadastro');
    await form(page).getByLabel(/^Nome/).fill('Caderno manual E2E');
    await form(page).getByLabel(/^Disciplina/).selectOption({ label: 'Informática' });
    await form(page).getByLabel(/^Seleção das questões/).selectOption({ label: 'Manual (números das questões)' });
    await form(page).getByLabel(/^Números das questões/).fill('101, 205, 333');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/conteudo\/caderno(\?|$)/);
    await filterBy(page, 'Nome', 'Caderno manual E2E', { exact: true });
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Caderno manual E2E']);
    expect((await columnTexts(page, 2))[0]).toBe('Manual');
    expect((await columnTexts(page, 3))[0]).toBe('3');
  });
});

describe('módulos de conteúdo', () => {
  it('muda o andamento de um módulo e o filtro por andamento o encontra', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/modulo-edicao/1');
    const nameInput = form(page).getByLabel(/^Nome do módulo/);
    await expect.poll(() => nameInput.inputValue()).not.toBe('');
    const name = await nameInput.inputValue();
    await form(page).getByLabel(/^Andamento/).selectOption({ label: 'Em atraso' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/conteudo\/modulo(\?|$)/);
    await page.getByText(`Módulo "${name}" salvo.`).waitFor();
    await filters(page).getByLabel('Andamento', { exact: true }).selectOption('em atraso');
    await filterBy(page, 'Módulo', name, { exact: true });
    await expect.poll(() => columnTexts(page, 0)).toEqual([name]);
    expect((await columnTexts(page, 4))[0]).toBe('Em atraso');
  });
});

describe('vídeo padrão', () => {
  it('edita o vídeo de um lugar num diálogo já preenchido', async () => {
    const { page } = b;
    await openList(b.page, '/conteudo/conteudo-video', 'Vídeo padrão');
    await (await rowButton(page, 'Apresentação do curso', 'Editar')).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Vídeo de Apresentação — Curso').waitFor();
    const title = dialog.getByLabel(/^Título/);
    expect(await title.inputValue()).toBe('Apresentação do curso');
    await title.fill('Conheça o seu curso');
    await dialog.getByLabel(/^Link do vídeo/).fill('https://player.vimeo.com/video/900000001');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Vídeo "Conheça o seu curso" salvo.').waitFor();
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 2))[0]).toBe('Conheça o seu curso');
  });
});

describe('reprocessar PDF', () => {
  it('reprocessa um PDF com erro, com confirmação, e pede o PDF de uma aula', async () => {
    const { page } = b;
    await openList(b.page, '/conteudo/reprocessar-pdf', 'Reprocessar PDF');
    await filters(page).getByLabel('Situação', { exact: true }).selectOption('Erro');
    await page.waitForURL(/f\.Status=Erro/);
    await listSettled(page);
    const file = (await columnTexts(page, 0))[0];
    await (await rowButton(page, file, 'Reprocessar')).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Reprocessar o PDF ${file}?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Reprocessar' }).click();
    await page.getByText(`PDF ${file} enviado para reprocessamento.`).waitFor();
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 0)).includes(file)).toBe(false);

    await filters(page).getByLabel('Situação', { exact: true }).selectOption('Pendente');
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 0)).includes(file)).toBe(true);

    await page.getByRole('button', { name: 'Novo pedido' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Novo pedido de PDF').waitFor();
    const lesson = dialog.getByLabel(/^Aula/);
    await expect.poll(() => lesson.locator('option').count()).toBeGreaterThan(10);
    await lesson.selectOption({ index: 5 });
    await dialog.getByLabel(/^Observação/).fill('Correção na página 4');
    await dialog.getByRole('button', { name: 'Pedir PDF' }).click();
    await page.getByText(/^PDF aula-\d{4}-[a-z0-9-]+\.pdf entrou na fila de processamento\.$/).waitFor();
  });
});
