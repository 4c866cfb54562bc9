/**
 * Product, e-commerce and finance flows a staff member goes through: courses (filter, edit, create, soft
 * removal and restore, a failed save that keeps what was typed), a course's syllabus, news edited in dialogs,
 * invoices issued from the list, and the finance settings opened with no id in the address.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { columnTexts, filterBy, filters, listSettled, mockControl, openList, rowButton, signIn, setupBrowser } from './harness';

const b = setupBrowser();

/** A form field by its label text (a required field's label ends with an asterisk). */
const labelled = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const field = (page: Page, label: string) => labelled(page.locator('form'), label);

describe('cursos', () => {
  it('filtra, abre, muda nome e preço, salva e vê a alteração na lista', async () => {
    const { page } = b;
    await openList(page, '/produto-new/curso', 'Cursos');
    // The list opens on the active courses.
    expect(await filters(page).getByLabel('Situação').inputValue()).toBe('false');
    await filterBy(page, 'Curso', 'receita federal');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Receita Federal - Analista Tributário', 'Receita Federal - Auditor Fiscal']);

    await (await rowButton(page, 'Receita Federal - Auditor Fiscal', 'Editar')).click();
    await page.waitForURL(/\/produto-new\/curso-cadastro\/\d+$/);
    const name = field(page, 'Nome do curso');
    await expect.poll(() => name.inputValue()).toBe('Receita Federal - Auditor Fiscal');
    // Related data loaded into the selects and the rich text.
    await expect.poll(() => field(page, 'Concurso principal').locator('option:checked').innerText()).toBe('Receita Federal');
    await page.getByText('Preparação completa para o cargo de').waitFor();

    await name.fill('Receita Federal - Auditor Fiscal 2026');
    await field(page, 'Preço').fill('2.345,60');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/produto-new\/curso(\?|$)/);
    await page.getByText('Curso Receita Federal - Auditor Fiscal 2026 salvo.').waitFor();
    await filterBy(page, 'Curso', 'auditor fiscal 2026');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Receita Federal - Auditor Fiscal 2026']);
    expect((await columnTexts(page, 2))[0]).toBe('R$ 2.345,60');
    expect(b.errors).toEqual([]);
  });

  it('cria um curso com o concurso principal escolhido na lista', async () => {
    const { page } = b;
    await openList(page, '/produto-new/curso', 'Cursos');
    await page.getByRole('button', { name: 'Novo curso' }).click();
    await page.waitForURL('**/produto-new/curso-cadastro');
    await field(page, 'Nome do curso').fill('INSS - Técnico Turma Intensiva');
    await field(page, 'Preço').fill('697');
    const concurso = field(page, 'Concurso principal');
    await expect.poll(() => concurso.isEnabled()).toBe(true);
    await concurso.selectOption({ label: 'INSS' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/produto-new\/curso(\?|$)/);
    await page.getByText('Curso INSS - Técnico Turma Intensiva salvo.').waitFor();
    await filterBy(page, 'Curso', 'turma intensiva');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['INSS - Técnico Turma Intensiva']);
    expect((await columnTexts(page, 1))[0]).toBe('INSS');
    expect((await columnTexts(page, 4))[0]).toBe('Não publicado');
  });

  it('remove com confirmação (o curso sai da loja) e restaura pelo filtro de removidos', async () => {
    const { page } = b;
    await openList(page, '/produto-new/curso', 'Cursos');
    await filterBy(page, 'Curso', 'correios');
    await (await rowButton(page, 'Correios - Agente de Correios', 'Remover')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Remover o curso Correios - Agente de Correios? Ele sai da loja, mas pode ser restaurado depois.').waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Curso Correios - Agente de Correios removido.').waitFor();
    await page.getByText('Nenhum curso encontrado.').waitFor();

    await filters(page).getByLabel('Situação').selectOption({ label: 'Removido' });
    await listSettled(page);
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Correios - Agente de Correios']);
    expect((await columnTexts(page, 5))[0]).toBe('Removido');
    await (await rowButton(page, 'Correios - Agente de Correios', 'Restaurar')).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText('Curso Correios - Agente de Correios restaurado.').waitFor();
    await page.getByText('Nenhum curso encontrado.').waitFor();
  });

  it('um salvamento que falha mantém o que foi digitado e mostra a mensagem do servidor', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/produto-new/curso-cadastro/1');
    const name = field(page, 'Nome do curso');
    await expect.poll(() => name.inputValue()).toBe('Polícia Federal - Agente');
    await name.fill('Polícia Federal - Agente (nova turma)');
    await field(page, 'Cargo').fill('Agente de Polícia Federal');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/curso/save', status: 500, message: 'Serviço de cursos indisponível.' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Serviço de cursos indisponível.').first().waitFor();
    expect(page.url()).toMatch(/\/produto-new\/curso-cadastro\/1$/);
    expect(await name.inputValue()).toBe('Polícia Federal - Agente (nova turma)');
    expect(await field(page, 'Cargo').inputValue()).toBe('Agente de Polícia Federal');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/produto-new\/curso(\?|$)/);
    await page.getByText('Curso Polícia Federal - Agente (nova turma) salvo.').waitFor();
  });
});

describe('conteúdo programático', () => {
  it('abre o conteúdo de um curso, acrescenta um tópico, salva e o vê ao reabrir', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/produto-new/curso-conteudo-programatico/1');
    await page.getByRole('heading', { name: 'Conteúdo programático', exact: true }).waitFor();
    const firstTopic = page.locator('input[value="Compreensão e interpretação de textos"]');
    await firstTopic.waitFor();
    await firstTopic.fill('Interpretação de textos literários e não literários');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/produto-new\/curso(\?|$)/);
    await page.getByText('Conteúdo programático do curso Polícia Federal - Agente salvo.').waitFor();
    await page.goto('/produto-new/curso-conteudo-programatico/1');
    await page.locator('input[value="Interpretação de textos literários e não literários"]').waitFor();
    expect(b.errors).toEqual([]);
  });
});

describe('últimas notícias', () => {
  it('cria uma notícia num diálogo e a edita com o diálogo preenchido', async () => {
    const { page } = b;
    await openList(page, '/ecommerce/ultimas-noticias', 'Últimas notícias');
    await page.getByRole('button', { name: 'Nova notícia' }).click();
    const dialog = page.getByRole('dialog');
    await labelled(dialog, 'Título').fill('Concurso TCU: edital sai em dezembro');
    const concurso = labelled(dialog, 'Concurso');
    await expect.poll(() => concurso.isEnabled()).toBe(true);
    await concurso.selectOption({ label: 'TCU' });
    await labelled(dialog, 'Link da notícia').fill('https://www.exemplo.com.br/noticias/tcu-edital-dezembro');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Notícia "Concurso TCU: edital sai em dezembro" salva.').waitFor();
    await filterBy(page, 'Título', 'edital sai em dezembro');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Concurso TCU: edital sai em dezembro']);
    expect((await columnTexts(page, 1))[0]).toBe('TCU');

    await (await rowButton(page, 'Concurso TCU: edital sai em dezembro', 'Editar')).click();
    const edit = page.getByRole('dialog');
    const title = labelled(edit, 'Título');
    await expect.poll(() => title.inputValue()).toBe('Concurso TCU: edital sai em dezembro');
    await title.fill('Concurso TCU: edital publicado em dezembro');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Notícia "Concurso TCU: edital publicado em dezembro" salva.').waitFor();
    await filterBy(page, 'Título', 'tcu');
    await expect.poll(async () => (await columnTexts(page, 0)).includes('Concurso TCU: edital publicado em dezembro')).toBe(true);
  });
});

describe('notas fiscais', () => {
  it('filtra as pendentes e emite uma nota com confirmação', async () => {
    const { page } = b;
    await openList(page, '/financeiro/nota-fiscal', 'Notas fiscais');
    await filters(page).getByLabel('Situação').selectOption('Pendente');
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 6)).every((status) => status === 'Pendente')).toBe(true);
    const total = Number((await page.getByText(/\d+ registros?/).innerText()).replace(/\D/g, ''));
    const number = (await columnTexts(page, 0))[0];
    await (await rowButton(page, number, 'Emitir')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(new RegExp(`^Emitir a nota fiscal ${number} do pedido \\d+ para .+\\?$`)).waitFor();
    await dialog.getByRole('button', { name: 'Emitir' }).click();
    await page.getByText(`Nota fiscal ${number} emitida.`).waitFor();
    await expect.poll(async () => Number((await page.getByText(/\d+ registros?|Nenhuma nota fiscal encontrada\./).innerText()).replace(/\D/g, '') || 0)).toBe(total - 1);

    await filterBy(page, 'Número da nota', number);
    await filters(page).getByLabel('Situação').selectOption('');
    await listSettled(page);
    await expect.poll(() => columnTexts(page, 6)).toEqual(['Emitida']);
    expect(await page.locator('.engine-data-table td[data-col="7"] a').first().getAttribute('href')).toBe(`/notas-fiscais/NFe-${number}.pdf`);
  });
});

describe('configurações financeiras', () => {
  it('abrem sem id no endereço com os dados salvos, recusam um CNPJ inválido e salvam a alíquota', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/financeiro/configuration');
    await page.getByRole('heading', { name: 'Configurações financeiras', exact: true }).waitFor();
    const cnpj = field(page, 'CNPJ');
    await expect.poll(() => cnpj.inputValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await expect.poll(() => field(page, 'Razão social').inputValue()).toBe('Aprova Concursos Educação a Distância Ltda.');

    await cnpj.fill('11.222.333/0001-80');
    await page.getByText('CNPJ inválido').first().waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect(page.url()).toMatch(/\/financeiro\/configuration$/);
    await cnpj.fill('11.222.333/0001-81');
    await field(page, 'Alíquota do ISS').fill('3,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configurações financeiras salvas.').waitFor();

    await page.reload();
    await expect.poll(() => field(page, 'CNPJ').inputValue()).toBe('11.222.333/0001-81');
    expect(await field(page, 'Alíquota do ISS').inputValue()).toBe('3,5');
    expect(b.errors).toEqual([]);
  });
});

describe('permissões', () => {
  it('o gestor, sem as chaves de produto e financeiro, é recusado; as assinaturas não pedem chave', async () => {
    const { page } = b;
    await signIn(page, 'gestor');
    const landing = new URL(page.url()).pathname;
    for (const path of ['/produto-new/curso', '/produto-new/combo-cadastro', '/ecommerce/ultimas-noticias', '/financeiro/nota-fiscal', '/financeiro/configuration']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname !== path);
      expect(new URL(page.url()).pathname).toBe(landing);
    }
    await page.goto('/ecommerce/assinatura');
    await page.getByRole('heading', { name: 'Assinaturas', exact: true }).waitFor();
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
  });
});
