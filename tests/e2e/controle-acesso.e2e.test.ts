/**
 * Access control flows in Chromium: users (filter, edit, create with roles, remove, failed save), permission
 * groups (duplicate, edit keys, refused removal), the groups' permission matrix (keys by screen and area, by
 * mouse and keyboard, light and dark), permissions and the key catalogue.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { columnTexts, filterBy, filters, listSettled, mockControl, openList, rowButton, signIn, setupBrowser } from './harness';
import { seriousViolations } from './axe';

const b = setupBrowser();

/** Picks an option of a searchable multi-select and closes its list. */
async function pick(page: Page, label: string, search: string, option: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** A checkbox of the permission matrix, by its accessible name ("Editar — Cupons"). */
const matrixBox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** Toggles a checkbox of the permission matrix with the keyboard, as a keyboard user does. */
async function press(page: Page, name: string) {
  await matrixBox(page, name).focus();
  await page.keyboard.press('Space');
}

describe('usuários', () => {
  it('filtra, abre, edita, salva e mostra a alteração', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/usuario', 'Usuários');
    await filterBy(page, 'Sobrenome', 'Siqueira');
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Siqueira']);
    await (await rowButton(page, 'Bruno', 'Editar')).click();
    await page.waitForURL(/\/controle-acesso\/usuario-cadastro\/\d+$/);
    const surname = page.getByLabel('Sobrenome', { exact: false });
    await expect.poll(() => surname.inputValue()).toBe('Siqueira');
    await surname.fill('Siqueira Prado');
    // The switch's own input sits under Blueprint's indicator: users click the label.
    await page.getByText('Recebe royalties', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Recebe royalties' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/usuario(\?|$)/);
    await page.getByText('Usuário Bruno Siqueira Prado salvo.').waitFor();
    await filterBy(page, 'Sobrenome', 'Siqueira Prado');
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Siqueira Prado']);
    expect(await columnTexts(page, 6)).toEqual(['Sim']);
  });

  it('cria um usuário com papéis e permissões avulsas', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/usuario', 'Usuários');
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    await page.waitForURL('**/controle-acesso/usuario-cadastro');
    await page.getByLabel('Nome', { exact: false }).first().fill('Lívia');
    await page.getByLabel('Sobrenome', { exact: false }).fill('Castro');
    await page.getByLabel('E-mail', { exact: false }).fill('livia.castro@exemplo.com.br');
    await page.getByLabel('CPF', { exact: false }).fill('52998224725');
    await pick(page, 'Papéis', 'Suporte', 'Suporte');
    await pick(page, 'Permissões avulsas', 'CancelamentoModal', 'Cancelamento de pedido (CancelamentoModal)');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/usuario(\?|$)/);
    await page.getByText('Usuário Lívia Castro salvo.').waitFor();
    await filterBy(page, 'E-mail', 'livia.castro');
    await expect.poll(() => columnTexts(page, 2)).toEqual(['livia.castro@exemplo.com.br']);
    expect(await columnTexts(page, 3)).toEqual(['529.982.247-25']);
    expect(await columnTexts(page, 4)).toEqual(['Suporte']);
  });

  it('remove com confirmação', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/usuario', 'Usuários');
    await filterBy(page, 'E-mail', 'rafael.nogueira');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Rafael']);
    await (await rowButton(page, 'Rafael', 'Remover')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Remover o usuário Rafael Nogueira (rafael.nogueira@exemplo.com.br)?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Usuário Rafael Nogueira removido.').waitFor();
    await page.getByText('Nenhum usuário encontrado.').waitFor();
  });

  it('um salvamento que falha mantém o que foi digitado e mostra a mensagem do servidor', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/controle-acesso/usuario-cadastro/5');
    const name = page.getByLabel('Nome', { exact: false }).first();
    await expect.poll(() => name.inputValue()).toBe('Rafael');
    await page.getByLabel('E-mail', { exact: false }).fill('gestor@exemplo.com.br');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('O e-mail gestor@exemplo.com.br já é usado por outro usuário.').first().waitFor();
    expect(await page.getByLabel('E-mail', { exact: false }).inputValue()).toBe('gestor@exemplo.com.br');

    await page.getByLabel('E-mail', { exact: false }).fill('rafael.n@exemplo.com.br');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/usuarios/save', status: 500, message: 'Diretório de usuários indisponível.' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Diretório de usuários indisponível.').first().waitFor();
    expect(page.url()).toContain('/controle-acesso/usuario-cadastro/5');
    expect(await page.getByLabel('E-mail', { exact: false }).inputValue()).toBe('rafael.n@exemplo.com.br');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/usuario(\?|$)/);
    await page.getByText('Usuário Rafael Nogueira salvo.').waitFor();
  });
});

describe('grupos de permissões', () => {
  it('duplica um grupo como um grupo novo, sem alterar o original', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/lista-permissao-group', 'Grupos de permissões');
    await filterBy(page, 'Nome', 'Professores');
    await expect.poll(() => columnTexts(page, 0)).toContain('Professores');
    const before = await columnTexts(page, 0);
    await (await rowButton(page, 'Professores', 'Duplicar')).click();
    await page.waitForURL(/\/controle-acesso\/grupo-novo\/\d+$/);
    const name = page.getByLabel('Nome', { exact: false });
    await expect.poll(() => name.inputValue()).toBe('Cópia de Professores');
    await name.fill('Professores convidados');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/lista-permissao-group(\?|$)/);
    await page.getByText('Grupo Professores convidados criado.').waitFor();
    await filterBy(page, 'Nome', 'Professores');
    await expect.poll(() => columnTexts(page, 0)).toEqual([...before, 'Professores convidados'].sort((a, c) => a.localeCompare(c, 'pt-BR')));
    const names = await columnTexts(page, 0);
    const counts = await columnTexts(page, 2);
    expect(counts[names.indexOf('Professores convidados')]).toBe(counts[names.indexOf('Professores')]);
  });

  it('edita as chaves de um grupo e encontra os grupos que têm uma chave', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/lista-permissao-group', 'Grupos de permissões');
    await filterBy(page, 'Descrição', 'Relatórios de royalties');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Royalties']);
    await (await rowButton(page, 'Royalties', 'Editar')).click();
    await page.waitForURL(/\/controle-acesso\/permissao-group\/\d+$/);
    await expect.poll(() => matrixBox(page, 'Ver — Meus royalties').isChecked()).toBe(true);
    await press(page, 'Ver — Meus royalties');
    await press(page, 'Ver — Faturamento diário');
    await page.getByText('2 chaves selecionadas.').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/lista-permissao-group(\?|$)/);
    await page.getByText('Grupo Royalties salvo.').waitFor();
    await filters(page).getByLabel('Descrição').fill('');
    await filterBy(page, 'Chave de acesso', 'FaturamentoDiario');
    await expect.poll(() => columnTexts(page, 0)).toContain('Royalties');
  });

  it('não remove um grupo em uso e mostra o motivo', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/lista-permissao-group', 'Grupos de permissões');
    await filterBy(page, 'Nome', 'Gestão');
    await (await rowButton(page, 'Gestão', 'Remover')).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await page.getByText('O grupo Gestão está em uso por 1 usuário. Tire-o dos usuários antes de removê-lo.').waitFor();
    expect(await columnTexts(page, 0)).toEqual(['Gestão']);
  });
});

describe('matriz de permissões dos grupos', () => {
  it('marca Editar de uma tela (Ver vem junto), salva e, ao reabrir, as duas continuam marcadas', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/lista-permissao-group', 'Grupos de permissões');
    await filterBy(page, 'Descrição', 'Relatórios de royalties');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Royalties']);
    expect(await columnTexts(page, 2)).toEqual(['2']);
    await (await rowButton(page, 'Royalties', 'Editar')).click();
    await page.waitForURL(/\/controle-acesso\/permissao-group\/\d+$/);
    await expect.poll(() => matrixBox(page, 'Ver — Royalties').isChecked()).toBe(true);
    // The filter narrows the matrix to the screens named like the search (accents ignored).
    await page.getByRole('searchbox', { name: 'Filtrar telas' }).fill('cupons');
    await expect.poll(() => page.locator('.engine-matrix-table th.engine-matrix-screen').allInnerTexts()).toEqual([
      'Dashboard de cupons\nCupom',
      'Cupons',
    ]);
    expect(await matrixBox(page, 'Ver — Cupons').isChecked()).toBe(false);
    // A mouse click on the box works as well as the keyboard.
    await page.locator('label.bp6-checkbox', { has: matrixBox(page, 'Editar — Cupons') }).click();
    expect(await matrixBox(page, 'Editar — Cupons').isChecked()).toBe(true);
    expect(await matrixBox(page, 'Ver — Cupons').isChecked()).toBe(true);
    expect(await matrixBox(page, 'Novo — Cupons').isChecked()).toBe(false);
    await page.getByText('4 chaves selecionadas.').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/lista-permissao-group(\?|$)/);
    await page.getByText('Grupo Royalties salvo.').waitFor();
    await expect.poll(() => columnTexts(page, 2)).toEqual(['4']);

    await (await rowButton(page, 'Royalties', 'Editar')).click();
    await page.waitForURL(/\/controle-acesso\/permissao-group\/\d+$/);
    await expect.poll(() => matrixBox(page, 'Editar — Cupons').isChecked()).toBe(true);
    expect(await matrixBox(page, 'Ver — Cupons').isChecked()).toBe(true);
    expect(await matrixBox(page, 'Novo — Cupons').isChecked()).toBe(false);
    expect(await matrixBox(page, 'Todas as ações — Cupons').evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true);
    // Unchecking Ver takes the actions of the screen with it.
    await press(page, 'Ver — Cupons');
    expect(await matrixBox(page, 'Editar — Cupons').isChecked()).toBe(false);
    await page.getByText('2 chaves selecionadas.').waitFor();
  });

  it('cria um grupo marcando uma área inteira pelo teclado', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/lista-permissao-group', 'Grupos de permissões');
    await page.getByRole('button', { name: 'Novo grupo' }).click();
    await page.waitForURL('**/controle-acesso/grupo-novo');
    await page.getByLabel('Nome', { exact: false }).fill('Financeiro júnior');
    await page.getByLabel('Descrição', { exact: false }).fill('Notas fiscais e configurações financeiras.');
    const area = matrixBox(page, 'Toda a área Financeiro');
    await area.waitFor({ state: 'attached' });
    expect(await area.isChecked()).toBe(false);
    await press(page, 'Toda a área Financeiro');
    expect(await area.isChecked()).toBe(true);
    for (const name of ['Ver — Notas fiscais', 'Emitir — Notas fiscais', 'Cancelar — Notas fiscais', 'Ver — Configurações financeiras', 'Editar — Configurações financeiras']) {
      expect(await matrixBox(page, name).isChecked(), name).toBe(true);
    }
    await page.getByText('5 chaves selecionadas.').waitFor();
    // One key less leaves the area mixed.
    await press(page, 'Cancelar — Notas fiscais');
    expect(await area.evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true);
    await press(page, 'Toda a área Financeiro');
    expect(await area.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/lista-permissao-group(\?|$)/);
    await page.getByText('Grupo Financeiro júnior criado.').waitFor();
    await filterBy(page, 'Nome', 'Financeiro júnior');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Financeiro júnior']);
    expect(await columnTexts(page, 2)).toEqual(['5']);
    await (await rowButton(page, 'Financeiro júnior', 'Editar')).click();
    await page.waitForURL(/\/controle-acesso\/permissao-group\/\d+$/);
    await expect.poll(() => matrixBox(page, 'Toda a área Financeiro').isChecked()).toBe(true);
    expect(await matrixBox(page, 'Toda a área Marketing').isChecked()).toBe(false);
  });

  it('lê-se no tema escuro: sem violações sérias de acessibilidade, contraste incluído', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/controle-acesso/grupo-novo');
    await matrixBox(page, 'Toda a área Marketing').waitFor({ state: 'attached' });
    await press(page, 'Editar — Cupons');
    await press(page, 'Mover — Hierarquia');
    // One area keeps axe quick while covering every kind of cell (area toggle, screen keys, extras, empty cells).
    await page.getByRole('searchbox', { name: 'Filtrar telas' }).fill('conteudo');
    await page.locator('.engine-matrix-area').first().waitFor();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((dark) => document.body.classList.toggle('bp6-dark', dark), theme === 'dark');
      if (process.env.MATRIX_SHOTS) await page.locator('.engine-matrix').screenshot({ path: `/tmp/matrix-${theme}.png` });
      expect(await seriousViolations(page, { scope: '.engine-matrix' }), theme).toEqual([]);
    }
  });
});

describe('permissões e lista de permissões', () => {
  it('filtra o catálogo de chaves por área e tipo', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/lista-permissao', 'Lista de permissões');
    await filters(page).getByLabel('Área').selectOption('CX');
    await listSettled(page);
    await filters(page).getByLabel('Tipo').selectOption('Botão');
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 2)).every((area) => area === 'CX')).toBe(true);
    expect((await columnTexts(page, 3)).every((kind) => kind === 'Botão')).toBe(true);
    expect(await columnTexts(page, 0)).toContain('LiberacaoManual.delete');
  });

  it('cria uma permissão pela chave do catálogo; a mesma chave e método não se repete', async () => {
    const { page } = b;
    await openList(page, '/controle-acesso/permissao', 'Permissão por time');
    await page.getByRole('button', { name: 'Nova permissão' }).click();
    await page.waitForURL('**/controle-acesso/permissao-novo');
    await page.getByLabel('Chave de acesso', { exact: false }).selectOption({ label: 'Recados (Recados)' });
    await page.getByLabel('Método', { exact: false }).selectOption({ label: 'GET' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Já existe a permissão Recados com o método GET.').first().waitFor();
    await page.getByLabel('Método', { exact: false }).selectOption({ label: 'POST' });
    await page.getByLabel('Descrição', { exact: false }).fill('Exportar os recados em CSV');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/permissao(\?|$)/);
    await page.getByText('Permissão Recados (POST) salva.').waitFor();
    await filterBy(page, 'Descrição', 'Exportar os recados');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Recados']);
    expect(await columnTexts(page, 1)).toEqual(['POST']);
  });
});
