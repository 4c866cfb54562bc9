/**
 * Flows of the custom components: the student-question chat (the Professor's landing page), the hierarchy
 * browser, the question editor, and the question screens around them (review queue, comment page,
 * classification).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, columnTexts, filters, listSettled, mockControl, rowButton, signIn, setupBrowser } from './harness';

const b = setupBrowser();

describe('fórum de dúvidas (chat)', () => {
  it('o professor entra e cai no fórum; abre um contato, envia uma mensagem e a vê', async () => {
    const { page } = b;
    await signIn(page, 'professor');
    await page.waitForURL('**/cx/chat-student-question');
    await page.getByRole('heading', { name: 'Fórum de Dúvidas' }).waitFor();
    const contacts = page.getByRole('navigation', { name: 'Contatos' });
    await contacts.getByRole('heading', { name: 'Conversas' }).waitFor();

    // A conversation waiting for the staff shows its unread badge until it is opened.
    const waiting = contacts.locator('.custom-chat-contact', { has: page.locator('.custom-chat-unread') }).first();
    const name = (await waiting.locator('.custom-chat-contact-name').innerText()).trim();
    await expect.poll(() => waiting.getByText(/mensage(m|ns) não lida/).count()).toBe(1);
    await waiting.click();
    const log = page.getByRole('log', { name: `Mensagens com ${name}` });
    await log.waitFor();
    await expect.poll(() => log.locator('li').count()).toBeGreaterThan(1);
    const firstTime = await log.locator('time').first().innerText();
    expect(firstTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect.poll(() => contacts.locator('.custom-chat-contact', { hasText: name }).locator('.custom-chat-unread').count()).toBe(0);

    // Empty messages are refused; Shift+Enter breaks the line; Enter sends.
    const field = page.getByLabel('Mensagem', { exact: true });
    const send = page.getByRole('button', { name: 'Enviar' });
    expect(await send.isDisabled()).toBe(true);
    await field.press('Enter');
    const before = await log.locator('li').count();
    await field.fill('Boa pergunta!');
    await field.press('Shift+Enter');
    await field.pressSequentially('Veja o art. 5º, LXX, da Constituição.');
    expect(await field.inputValue()).toBe('Boa pergunta!\nVeja o art. 5º, LXX, da Constituição.');
    await field.press('Enter');
    await log.locator('.custom-chat-message-mine', { hasText: 'Veja o art. 5º, LXX, da Constituição.' }).waitFor();
    expect(await log.locator('li').count()).toBe(before + 1);
    expect(await field.inputValue()).toBe('');
    const sentTime = await log.locator('li').last().locator('time').innerText();
    expect(sentTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // The message is on the server: reopening the page shows it.
    await page.reload();
    await page.getByRole('navigation', { name: 'Contatos' }).locator('.custom-chat-contact', { hasText: name }).click();
    await page.getByRole('log', { name: `Mensagens com ${name}` }).getByText('Veja o art. 5º, LXX, da Constituição.').waitFor();
    expect(b.errors).toEqual([]);
  });

  it('busca um aluno pelo nome, sem acentos, e começa uma conversa nova', async () => {
    const { page } = b;
    await signIn(page, 'professor');
    const contacts = page.getByRole('navigation', { name: 'Contatos' });
    await contacts.getByRole('heading', { name: 'Outros alunos' }).waitFor();
    const other = contacts.getByRole('region', { name: 'Outros alunos' }).locator('.custom-chat-contact-name').first();
    const name = (await other.innerText()).trim();
    const fragment = name.split(' ')[0].normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    await contacts.getByLabel('Buscar contato').fill(fragment);
    await expect.poll(async () => (await contacts.locator('.custom-chat-contact-name').allInnerTexts()).every((text) =>
      text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().includes(fragment))).toBe(true);
    await contacts.locator('.custom-chat-contact', { hasText: name }).first().click();
    const log = page.getByRole('log', { name: `Mensagens com ${name}` });
    await page.getByText('Nenhuma mensagem ainda').waitFor();
    await page.getByLabel('Mensagem', { exact: true }).fill('Olá! Em que posso ajudar?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await log.getByText('Olá! Em que posso ajudar?').waitFor();
    // The new chat moves to the top of "Conversas".
    await contacts.getByLabel('Buscar contato').fill('');
    await expect.poll(() => contacts.getByRole('region', { name: 'Conversas' }).locator('.custom-chat-contact-name').first().innerText()).toBe(name);
  });

  it('no celular mostra a lista ou a conversa, com botão de voltar', async () => {
    const context = await b.browser.newContext({ baseURL: baseUrl(), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    try {
      await signIn(page, 'professor');
      const contacts = page.getByRole('navigation', { name: 'Contatos' });
      await contacts.locator('.custom-chat-contact').first().click();
      await page.getByRole('log').waitFor();
      expect(await contacts.count()).toBe(0);
      await page.getByRole('button', { name: 'Voltar para os contatos' }).click();
      await contacts.waitFor();
      expect(await page.getByRole('log').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('um envio que falha mantém a mensagem digitada', async () => {
    const { page } = b;
    await signIn(page, 'professor');
    await page.getByRole('navigation', { name: 'Contatos' }).locator('.custom-chat-contact').first().click();
    await page.getByRole('log').waitFor();
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/chat/send-message', status: 500, message: 'Serviço de mensagens indisponível.' });
    const field = page.getByLabel('Mensagem', { exact: true });
    await field.fill('Mensagem que não vai chegar');
    await field.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Serviço de mensagens indisponível.' }).first().waitFor();
    expect(await field.inputValue()).toBe('Mensagem que não vai chegar');
  });
});

describe('hierarquia', () => {
  it('navega clicando (a URL acompanha) e pela URL', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/hierarquia');
    const columns = page.getByRole('group', { name: 'Colunas da hierarquia' });
    await columns.getByRole('link', { name: 'Português' }).click();
    await page.waitForURL('**/conteudo/hierarquia/portugues');
    await columns.getByRole('heading', { name: 'Assuntos de Português' }).waitFor();
    await columns.getByRole('link', { name: 'Sintaxe' }).click();
    await page.waitForURL('**/conteudo/hierarquia/portugues/sintaxe');
    await columns.getByRole('heading', { name: 'Tópicos de Sintaxe' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Caminho aberto' });
    expect((await crumbs.innerText()).replace(/\s+/g, ' ').trim()).toBe('Hierarquia Português Sintaxe');

    // Keyboard: the arrows move between the items of a column and across columns.
    await columns.getByRole('link', { name: 'Sintaxe' }).focus();
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Semântica');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Português');

    await page.goto('/conteudo/hierarquia/direito-constitucional/direitos-e-garantias-fundamentais/remedios-constitucionais/mandado-de-seguranca');
    const panel = page.getByRole('region', { name: 'Mandado de segurança', exact: true });
    await panel.getByRole('heading', { name: 'Mandado de segurança', exact: true }).waitFor();
    await panel.getByText('Direito Constitucional › Direitos e Garantias Fundamentais › Remédios constitucionais › Mandado de segurança').waitFor();
    await columns.getByRole('link', { name: 'Mandado de segurança coletivo' }).waitFor();
    expect(await columns.getByRole('link', { name: 'Remédios constitucionais' }).getAttribute('aria-current')).toBe('true');

    await page.goto('/conteudo/hierarquia/portugues/nao-existe');
    await page.getByText('O item “nao-existe” não foi encontrado. Mostrando o nível anterior.').waitFor();
    expect(b.errors).toEqual([]);
  });

  it('cria um filho, renomeia e remove com confirmação', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/hierarquia/portugues/sintaxe');
    const columns = page.getByRole('group', { name: 'Colunas da hierarquia' });
    await columns.getByRole('button', { name: 'Novo tópico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo tópico em Sintaxe' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Preencha um valor.').waitFor();
    await dialog.getByLabel('Nome').fill('Vozes verbais');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Item “Vozes verbais” criado.').waitFor();
    await columns.getByRole('link', { name: 'Vozes verbais' }).click();
    await page.waitForURL('**/conteudo/hierarquia/portugues/sintaxe/vozes-verbais');

    const panel = page.getByRole('region', { name: 'Vozes verbais', exact: true });
    await panel.getByRole('button', { name: 'Renomear' }).click();
    const rename = page.getByRole('dialog', { name: 'Renomear “Vozes verbais”' });
    await rename.getByLabel('Nome').fill('Vozes do verbo');
    await rename.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/conteudo/hierarquia/portugues/sintaxe/vozes-do-verbo');
    await page.getByText('Item renomeado para “Vozes do verbo”.').waitFor();

    await page.getByRole('region', { name: 'Vozes do verbo', exact: true }).getByRole('button', { name: 'Remover' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Remover “Vozes do verbo”? Esta ação não pode ser desfeita.').waitFor();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Item “Vozes do verbo” removido.').waitFor();
    await page.waitForURL('**/conteudo/hierarquia/portugues/sintaxe');
    await columns.getByRole('heading', { name: 'Tópicos de Sintaxe' }).waitFor();
    expect(await columns.getByRole('link', { name: 'Vozes do verbo' }).count()).toBe(0);
  });

  it('recusa remover um item com filhos, com a mensagem em pt-BR', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/hierarquia/portugues/sintaxe');
    await page.getByRole('region', { name: 'Sintaxe', exact: true }).getByRole('button', { name: 'Remover' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Não é possível remover “Sintaxe”: há 6 itens abaixo dele. Remova ou mova esses itens antes.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Remover' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('group', { name: 'Colunas da hierarquia' }).getByRole('link', { name: 'Sintaxe' }).waitFor();
  });

  it('adiciona um apelido e move um item para outro pai', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/hierarquia/direito-administrativo/licitacoes-e-contratos/modalidades-de-licitacao/pregao');
    const panel = page.getByRole('region', { name: 'Pregão', exact: true });
    await panel.getByRole('button', { name: 'Apelidos' }).click();
    const aliases = page.getByRole('dialog', { name: 'Apelidos de “Pregão”' });
    await aliases.getByLabel('Apelidos', { exact: true }).fill('Pregão eletrônico');
    await aliases.getByLabel('Apelidos', { exact: true }).press('Enter');
    await aliases.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Apelidos de “Pregão” salvos.').waitFor();
    await page.getByRole('region', { name: 'Pregão', exact: true }).getByText('Pregão eletrônico').waitFor();

    await page.getByRole('region', { name: 'Pregão', exact: true }).getByRole('button', { name: 'Mover', exact: true }).click();
    const move = page.getByRole('dialog', { name: 'Mover “Pregão”' });
    await move.getByLabel('Buscar destino').fill('contratação');
    // The results follow the search after a short pause; a click that lands while they redraw is checked again.
    const target = move.getByLabel('Direito Administrativo › Licitações e contratos › Contratação direta');
    await expect.poll(async () => {
      await target.check({ force: true, timeout: 2_000 }).catch(() => undefined);
      return target.isChecked();
    }, { timeout: 15_000 }).toBe(true);
    await move.getByRole('button', { name: 'Mover', exact: true }).click();
    await page.getByText('“Pregão” movido para “Contratação direta”.').waitFor();
    await page.waitForURL('**/conteudo/hierarquia/direito-administrativo/licitacoes-e-contratos/contratacao-direta/pregao');
  });

});

/** Fills the editor's required fields (statement, board, year). */
async function fillQuestionBasics(page: Page, statement: string) {
  await page.getByRole('textbox', { name: 'Enunciado', exact: true }).fill(statement);
  await page.getByLabel(/^Banca/).selectOption('FGV');
  await page.getByLabel(/^Ano( \*)?$/).fill('2024');
}

describe('editor de questões', () => {
  it('cria uma questão com 4 alternativas e uma correta, salva, reabre e a vê', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question');
    await page.getByRole('button', { name: 'Nova questão' }).click();
    await page.waitForURL('**/conteudo/question-cadastro');
    await page.getByRole('heading', { name: 'Cadastro de questão' }).waitFor();
    await fillQuestionBasics(page, 'Qual é a capital federal do Brasil, segundo a Constituição?');
    await page.getByLabel(/^Concurso/).fill('Simulado E2E 2024');
    const answers = ['Rio de Janeiro', 'São Paulo', 'Brasília', 'Salvador'];
    for (const [index, answer] of answers.entries()) {
      await page.getByRole('textbox', { name: `Texto da alternativa ${'ABCD'[index]}` }).fill(answer);
    }
    await page.getByRole('button', { name: 'Remover a alternativa E' }).click();
    expect(await page.getByRole('textbox', { name: 'Texto da alternativa E' }).count()).toBe(0);
    // Blueprint draws its own radio over the input: the click lands on the label, as a user's does.
    await page.getByRole('radio', { name: 'Alternativa C correta' }).check({ force: true });

    // Classification picked from the hierarchy.
    await page.getByRole('button', { name: 'Escolher na hierarquia' }).click();
    const picker = page.getByRole('dialog', { name: 'Escolher na hierarquia' });
    await picker.getByRole('button', { name: 'Direito Constitucional' }).click();
    await picker.getByRole('button', { name: 'Organização do Estado' }).click();
    await picker.getByRole('button', { name: 'União' }).click();
    await picker.getByRole('button', { name: 'Escolher “União”' }).click();
    await picker.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('Direito Constitucional › Organização do Estado › União').waitFor();

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/conteudo\/question(\?|$)/);
    await page.getByText('Questão Q00037 salva.').waitFor();
    await filters(page).getByLabel('Busca').fill('capital federal');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Q00037']);

    await (await rowButton(page, 'Q00037', 'Editar')).click();
    await page.waitForURL('**/conteudo/question-cadastro/37');
    await expect.poll(() => page.getByRole('textbox', { name: 'Enunciado', exact: true }).innerText()).toContain('Qual é a capital federal do Brasil');
    for (const [index, answer] of answers.entries()) {
      await expect.poll(() => page.getByRole('textbox', { name: `Texto da alternativa ${'ABCD'[index]}` }).innerText()).toBe(answer);
    }
    expect(await page.getByRole('textbox', { name: 'Texto da alternativa E' }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Alternativa C correta' }).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Banca/).locator('option:checked').innerText()).toBe('FGV');
    await page.getByText('Direito Constitucional › Organização do Estado › União').waitFor();
    expect(b.errors).toEqual([]);
  });

  it('mostra as mensagens de validação: campos obrigatórios e alternativa correta', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question-cadastro');
    await page.getByRole('heading', { name: 'Cadastro de questão' }).waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Preencha um valor.').first().waitFor();
    // Under the field, and named in the summary above the form.
    await page.locator('.engine-form-error-list').getByText('Alternativas: Marque a alternativa correta.').waitFor();
    expect(await page.getByText('Marque a alternativa correta.').count()).toBe(2);

    await fillQuestionBasics(page, 'Assinale a alternativa correta sobre o processo legislativo.');
    for (const letter of 'ABCDE') await page.getByRole('textbox', { name: `Texto da alternativa ${letter}` }).fill(`Afirmação ${letter}`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Marque a alternativa correta.').first().waitFor();
    await page.getByText('Corrija os campos destacados.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/conteudo/question-cadastro');

    // Certo/errado: the pair is fixed; without the answer the same message shows.
    await page.getByLabel(/^Tipo( \*)?$/).selectOption({ label: 'Certo ou errado' });
    expect(await page.getByRole('textbox', { name: 'Texto da alternativa A' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Alternativa E correta' }).waitFor();
    await page.getByText('Marque a alternativa correta.').first().waitFor();
    await page.getByRole('radio', { name: 'Alternativa E correta' }).check({ force: true });
    await expect.poll(() => page.getByText('Marque a alternativa correta.').count()).toBe(0);
  });

  it('um salvamento que falha mantém o que foi digitado e mostra a mensagem do servidor', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question-cadastro/5');
    await expect.poll(() => page.getByRole('textbox', { name: 'Texto da alternativa A' }).innerText()).toContain('direito penal');
    await page.getByLabel(/^Concurso/).fill('TRF 1ª Região 2023 (reaplicação)');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/question/save', status: 500, message: 'Banco de questões indisponível.' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Banco de questões indisponível.' }).first().waitFor();
    expect(await page.getByLabel(/^Concurso/).inputValue()).toBe('TRF 1ª Região 2023 (reaplicação)');
    expect(new URL(page.url()).pathname).toBe('/conteudo/question-cadastro/5');
  });

  it('pergunta antes de sair com alterações não salvas', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question-cadastro/5');
    await expect.poll(() => page.getByLabel(/^Concurso/).inputValue()).not.toBe('');
    await page.getByLabel(/^Concurso/).fill('Alterado e não salvo');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Há alterações não salvas. Sair sem salvar?').waitFor();
    await alert.getByRole('button', { name: 'Continuar editando' }).click();
    expect(new URL(page.url()).pathname).toBe('/conteudo/question-cadastro/5');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL(/\/conteudo\/question(\?|$)/);
  });
});

describe('questões: revisão, comentário e classificação', () => {
  it('aprova uma questão da fila de revisão com confirmação', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question-review');
    await listSettled(page);
    const code = (await columnTexts(page, 0))[0];
    await (await rowButton(page, code, 'Aprovar')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Aprovar a questão ${code}? Ela será publicada para os alunos.`).waitFor();
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText(`Questão ${code} aprovada e publicada.`).waitFor();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(code)).toBe(false);
  });

  it('mostra o comentário e as estatísticas de uma questão', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question/2/comentario');
    await page.getByRole('heading', { name: 'Questão Q00002' }).waitFor();
    const comment = page.locator('.engine-section', { hasText: 'Comentário do professor' });
    await comment.getByText(/há pelo menos um ano/).waitFor();
    await page.getByText('Taxa de acerto').waitFor();
    await page.getByText('Respostas por alternativa').waitFor();
    await expect.poll(() => page.getByText(/^\d{1,3}(,\d)?%$/).count()).toBeGreaterThan(2);
  });

  it('classifica uma questão na hierarquia e salva', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question-hierarchy/14');
    await page.getByRole('heading', { name: 'Q00014' }).waitFor();
    const chosen = page.getByRole('list', { name: 'Classificação' });
    await chosen.getByText('Português › Sintaxe › Crase').waitFor();
    const columns = page.getByRole('group', { name: 'Colunas da hierarquia' });
    await columns.getByRole('button', { name: 'Português' }).click();
    await columns.getByRole('button', { name: 'Sintaxe' }).click();
    await columns.getByRole('button', { name: 'Regência' }).click();
    await page.getByRole('button', { name: 'Adicionar à classificação' }).click();
    await page.getByRole('button', { name: 'Tirar Crase da classificação' }).click();
    await page.getByRole('button', { name: 'Salvar classificação' }).click();
    await page.getByText('Classificação da questão Q00014 salva.').waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Classificação' }).getByText('Português › Sintaxe › Regência').waitFor();
    expect(await page.getByRole('list', { name: 'Classificação' }).getByText('Crase').count()).toBe(0);
  });

  it('sem questão na rota, busca uma para classificar', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/conteudo/question-hierarchy');
    const search = page.getByRole('search', { name: 'Buscar por código ou enunciado' });
    await search.getByLabel('Buscar por código ou enunciado').fill('ransomware');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('link', { name: 'Q00023' }).click();
    await page.waitForURL('**/conteudo/question-hierarchy/23');
    await page.getByRole('heading', { name: 'Q00023' }).waitFor();
  });
});

