/**
 * The application shell in Chromium (issue 4): the menu each demo user sees, menu search, font size,
 * layout settings and their persistence, shortcuts, quick panel, toast cap and the mobile drawer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filters, mockControl, signIn, setupBrowser, type DemoUser } from './harness';

const b = setupBrowser();

/** Every page of menu.json, in menu order (what the Administrador sees). */
const ALL_PAGES = [
  'Home',
  'Faturamento', 'Faturamento diário', 'Pedidos', 'Vendas de cursos', 'Vendas com cupom', 'Royalties', 'Meus royalties',
  'Concursos', 'Cursos', 'Combo', 'Módulos', 'Assinatura', 'Vídeo Padrão',
  'Objeto', 'Capítulos', 'Aulas', 'Módulos', 'Reprocessar PDF', 'Hierarquia', 'Revisão de questões', 'Questões', 'Caderno',
  'Gestão de Alunos', 'Recados', 'Liberação Manual', 'Discursivas', 'Atrasos de professores', 'Fórum de Dúvidas', 'Calendário',
  'Conteúdo Gratuito', 'Barra Fixa', 'Cupons', 'Link de Vendas', 'Ofertas', 'Banners do ecommerce', 'Banners área logada',
  'Campanha', 'Depoimentos', 'Navegação', 'Redirecionamento', 'Conexões automáticas', 'Publicidades', 'Configurações',
  'Concursos da loja', 'Cursos em destaque', 'Últimas notícias', 'Artigos de professores',
  'Nota Fiscal', 'Configurações',
  'Usuário', 'Grupo de permissões', 'Lista de permissões', 'Permissão por time', 'Definições de telas',
];

/** What each demo user's keys open in the menu (README lists the keys). Home and Assinatura need no key. */
const EXPECTED_MENU: Record<DemoUser, { groups: string[]; pages: string[] }> = {
  admin: {
    groups: ['Home', 'Painéis', 'Produtos', 'Conteúdo', 'CX', 'Marketing', 'E-commerce', 'Financeiro', 'Controle de acesso'],
    pages: ALL_PAGES,
  },
  gestor: {
    groups: ['Home', 'Painéis', 'Produtos', 'CX', 'Marketing'],
    pages: ['Home', 'Faturamento diário', 'Pedidos', 'Assinatura', 'Gestão de Alunos', 'Atrasos de professores', 'Calendário', 'Cupons'],
  },
  professor: { groups: ['Home', 'Painéis', 'Produtos', 'CX'], pages: ['Home', 'Meus royalties', 'Assinatura', 'Fórum de Dúvidas'] },
  suporte: {
    groups: ['Home', 'Produtos', 'CX'],
    pages: [
      'Home', 'Assinatura', 'Gestão de Alunos', 'Recados', 'Liberação Manual', 'Discursivas', 'Atrasos de professores',
      'Fórum de Dúvidas', 'Calendário',
    ],
  },
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function menuTexts(page: Page) {
  const menu = nav(page);
  await menu.locator('.shell-nav-entry').first().waitFor();
  return {
    // textContent, not innerText: group headings are upper-cased by CSS only.
    groups: (await menu.locator('.shell-nav-heading').allTextContents()).map((text) => text.trim()),
    pages: (await menu.locator('.shell-nav-entry .shell-nav-label').allTextContents()).map((text) => text.trim()),
  };
}

/** Resolves once the layout settings (or shortcuts) were saved to the user's profile. */
function profileSaved(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/admin/user') && response.request().method() === 'PUT' && response.ok());
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Conta de / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

describe('menu lateral por usuário', () => {
  for (const user of Object.keys(EXPECTED_MENU) as DemoUser[]) {
    it(`${user} vê exatamente os itens permitidos`, async () => {
      const { page } = b;
      await signIn(page, user, '/home');
      expect(await menuTexts(page)).toEqual(EXPECTED_MENU[user]);
    });
  }
});

describe('busca de páginas', () => {
  it('acha "Gestão de Alunos" por "gestao", limita a 10 sugestões e mostra "No results.."', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const search = page.getByRole('combobox', { name: 'Buscar página' });
    await search.fill('gestao');
    await page.getByRole('option', { name: /Gestão de Alunos/ }).waitFor();

    // "a" matches almost every title: the list stops at 10.
    await search.fill('a');
    await expect.poll(() => page.getByRole('option').count()).toBe(10);

    await search.fill('zzzz');
    await page.getByText('No results..').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);

    // Ctrl+K focuses the search from anywhere; Enter opens the highlighted page.
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('cupons');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/marketing/cupom');
  });

  it('oferece só páginas que o usuário pode abrir', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/home');
    const search = page.getByRole('combobox', { name: 'Buscar página' });
    await search.fill('usuario');
    await page.getByText('No results..').waitFor();
    await search.fill('cupo');
    await page.getByRole('option', { name: /Cupons/ }).click();
    await page.waitForURL('**/marketing/cupom');
  });
});

describe('busca como paleta de comandos (Ctrl+K)', () => {
  it('acha painéis, páginas do e-commerce, perfil, senha e ações como "Novo cupom"', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const search = page.getByRole('combobox', { name: 'Buscar página' });
    await search.waitFor();
    const openWith = async (text: string, option: RegExp, url: string) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type(text);
      await page.getByRole('option', { name: option }).waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${url}`);
      expect(await search.inputValue()).toBe('');
    };
    await openWith('faturamento d', /Faturamento diário/, '/dashboard/faturamento-diario');
    await page.getByRole('heading', { name: 'Faturamento diário' }).waitFor();
    await openWith('ultimas not', /Últimas notícias/, '/ecommerce/ultimas-noticias');
    await openWith('alterar senha', /Alterar senha/, '/perfil/alterar-senha');
    await openWith('novo cupom', /Novo cupom.*Ação/, '/marketing/cupom-de-desconto-novo');
    await page.getByLabel('Nome', { exact: false }).first().waitFor();
  });

  it('acha registros: aluno pelo CPF, pelo nome e pelo e-mail; pedido pelo número; e abre o registro', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const api = (endpoint: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ Pagina: 1, QTDPorPagina: 1 }),
        });
        return (await response.json()) as Record<string, Array<Record<string, unknown>>>;
      }, endpoint);
    const student = (await api('/api/gestaoaluno')).alunos[0];
    const order = (await api('/api/pedidos')).pedidos[0];
    const search = page.getByRole('combobox', { name: 'Buscar página' });
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const studentOption = page.getByRole('option', { name: new RegExp(`${escape(String(student.NomeAluno))}.*Aluno`) }).first();
    const find = async (text: string) => {
      await search.fill(text);
      await studentOption.waitFor();
    };
    await find(String(student.CPF).replace(/\D/g, ''));
    await find(String(student.Email));
    await find(String(student.NomeAluno));
    await studentOption.click();
    await page.waitForURL(`**/cx/gestao-aluno/${String(student.AlunoID)}`);
    await search.fill(String(order.NumPedido));
    await page.getByRole('option', { name: new RegExp(`${escape(String(order.NumPedido))}.*Pedido`) }).first().click();
    await page.waitForURL(`**/pedido/detalhe-pedido/${String(order.PedidoId)}`);
  });

  it('antes de digitar, oferece as páginas recentes do usuário', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    await nav(page).getByRole('link', { name: 'Cupons' }).click();
    await page.getByRole('heading', { name: 'Cupons', level: 1 }).waitFor();
    await nav(page).getByRole('link', { name: 'Royalties', exact: true }).click();
    await page.getByRole('heading', { name: 'Royalties', level: 1 }).waitFor();
    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL('**/home');
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('listbox', { name: 'Páginas recentes' });
    await recent.waitFor();
    expect(await recent.getByRole('option').allTextContents()).toEqual(['Royalties Painéis', 'Cupons Marketing']);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/royalties');
  });

  it('o menu tem os grupos Painéis e E-commerce', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const menu = nav(page);
    for (const name of ['Faturamento', 'Faturamento diário', 'Pedidos', 'Vendas de cursos', 'Vendas com cupom', 'Royalties', 'Meus royalties',
      'Concursos da loja', 'Cursos em destaque', 'Últimas notícias', 'Artigos de professores']) {
      await menu.getByRole('link', { name, exact: true }).waitFor({ state: 'attached' });
    }
    await menu.getByRole('link', { name: 'Artigos de professores', exact: true }).click();
    await page.waitForURL('**/ecommerce/artigos-professores');
  });
});

describe('foco ao navegar', () => {
  it('vai para o título da nova tela, ou para o campo que o formulário escolhe', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    await nav(page).getByRole('link', { name: 'Cupons' }).click();
    await page.waitForURL('**/marketing/cupom');
    const focused = () => page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active ? `${active.tagName.toLowerCase()}:${active.id || active.textContent?.trim() || ''}` : '';
    });
    await expect.poll(focused).toBe('h1:Cupons');
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    await page.waitForURL('**/marketing/cupom-de-desconto-novo');
    // The coupon form puts the focus on its first field (ui:autofocus): the heading does not take it.
    await expect.poll(focused).toMatch(/^input:root_Nome$/);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('royalties');
    await page.getByRole('option', { name: /^Royalties/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/royalties');
    await expect.poll(focused).toBe('h1:Royalties');
  });
});

describe('menu que se antecipa', () => {
  it('com o ponteiro parado sobre "Cupons", a lista já busca seus dados; o clique usa essa resposta', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const couponCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cupons') couponCalls.push(request.url());
    });
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/cupons');
    await nav(page).getByRole('link', { name: 'Cupons' }).hover();
    await asked;
    expect(page.url()).toMatch(/\/home$/);
    await nav(page).getByRole('link', { name: 'Cupons' }).click();
    await page.waitForURL('**/marketing/cupom');
    await page.locator('section.engine-list[aria-busy="false"] .engine-data-table td[data-col="0"]').first().waitFor();
    expect(couponCalls).toHaveLength(1);
  });
});

describe('início do app', () => {
  it('um início que demora mostra "Carregando..." e depois a página', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/cupom');
    await page.locator('section.engine-list[aria-busy="false"] .engine-data-table td[data-col="0"]').first().waitFor();
    // The stored session's restore takes 1.5 s: past the start's quiet time the placeholder shows, then the list.
    await mockControl('/__mock/delay', { method: 'GET', path: '/admin/user', ms: 1500 });
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Carregando...' }).waitFor();
    await page.locator('section.engine-list[aria-busy="false"] .engine-data-table td[data-col="0"]').first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Cupons' }).count()).toBe(1);
  });
});

describe('troca de tela sem piscar', () => {
  it('ao voltar a uma lista, as linhas já vistas aparecem sem "Carregando..." enquanto a atualização é rápida', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/cupom');
    const rows = page.locator('section.engine-list[aria-busy="false"] .engine-data-table td[data-col="0"]');
    await rows.first().waitFor();
    await nav(page).getByRole('link', { name: 'Ofertas' }).click();
    await page.waitForURL('**/marketing/offers');
    await rows.first().waitFor();
    // From the click back on: when a loading sign shows on the screen in view (not the next screen still
    // waiting, transparent, under the picture of the previous one).
    await page.evaluate(() => {
      const w = window as unknown as { __loadingAt: number | null; __clickAt: number };
      w.__loadingAt = null;
      w.__clickAt = Infinity;
      const seen = () => {
        const sign = document.querySelector('.engine-stage-live:not(.engine-stage-waiting) .engine-loading');
        if (sign && w.__loadingAt === null) w.__loadingAt = performance.now();
      };
      new MutationObserver(seen).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
      document.addEventListener('click', () => { w.__clickAt = performance.now(); }, { capture: true, once: true });
    });
    await nav(page).getByRole('link', { name: 'Cupons' }).click();
    await page.waitForURL('**/marketing/cupom');
    await rows.first().waitFor();
    const { loadingAt, clickAt } = await page.evaluate(() => {
      const w = window as unknown as { __loadingAt: number | null; __clickAt: number };
      return { loadingAt: w.__loadingAt, clickAt: w.__clickAt };
    });
    // A refresh that takes longer than 300 ms may show its spinner then, not before.
    if (loadingAt !== null) expect(loadingAt - clickAt).toBeGreaterThanOrEqual(300);
  });
});

describe('troca de tela que espera os dados', () => {
  it('o que se digita logo após o clique vai para a nova tela, não para a que está saindo', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/cupom');
    await page.locator('section.engine-list[aria-busy="false"] .engine-data-table td[data-col="0"]').first().waitFor();
    // The next list's first page takes a while: the coupons list stays in view meanwhile, and both have a "Nome" filter.
    await mockControl('/__mock/delay', { method: 'POST', path: '/api/campanhas', ms: 80 });
    await nav(page).getByRole('link', { name: 'Campanha' }).click();
    await filters(page).getByLabel('Nome').fill('Black');
    await page.waitForURL('**/marketing/campaign');
    await page.getByRole('heading', { name: 'Campanhas' }).waitFor();
    expect(await filters(page).getByLabel('Nome').inputValue()).toBe('Black');
  });

  it('o aviso de "salvo" aparece com a lista para onde o formulário volta', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/cupom-de-desconto-novo');
    await page.getByLabel('Nome', { exact: false }).first().fill('E2EAVISO');
    await page.getByLabel(/^Desconto/).fill('10');
    // The list the form returns to answers late: the form stays in view (inert) meanwhile.
    await mockControl('/__mock/delay', { method: 'POST', path: '/api/cupons', ms: 80 });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Cupom E2EAVISO salvo.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/marketing/cupom');
  });
});

describe('barra de ferramentas', () => {
  it('o controle de fonte muda o tamanho da fonte raiz (62,5% × fator)', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const rootSize = () => page.evaluate(() => document.documentElement.style.fontSize);
    await expect.poll(rootSize).toBe('62.5%');
    await page.getByRole('button', { name: 'Tamanho da fonte' }).click();
    const handle = page.getByRole('slider');
    await handle.focus();
    const controlSizes = () => page.evaluate(() => {
      const size = (selector: string) => parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize);
      return [size('.shell-search input'), size('.shell-toolbar .bp6-button')];
    });
    const before = await controlSizes();
    await page.keyboard.press('ArrowRight');
    await expect.poll(rootSize).toBe('68.75%');
    // Controls scale with the text (110 %), not only the text between them.
    const after = await controlSizes();
    after.forEach((value, index) => expect(value).toBeCloseTo(before[index] * 1.1, 1));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(rootSize).toBe('43.75%'); // 70 %: the slider stops there
  });

  it('o painel rápido abre com os dados buscados', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const data = await page.evaluate(async () => {
      const response = await fetch('/api/quick-panel/data', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      return (await response.json()) as { notes: Array<{ title: string }>; events: Array<{ title: string }> };
    });
    expect(data.notes.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Painel rápido' }).click();
    const panel = page.getByRole('dialog', { name: 'Painel rápido' });
    await panel.waitFor();
    expect(await panel.evaluate((el) => Math.round(el.closest('.bp6-drawer')!.getBoundingClientRect().width))).toBe(280);
    await panel.getByText(data.notes[0].title).waitFor();
    await panel.getByText(data.events[0].title).waitFor();
    // Today's date in pt-BR sentence case, as printed ("Quarta-feira, 25 de novembro"), not title case.
    const today = await panel.locator('.shell-quick-today').evaluate((el) => (el as HTMLElement).innerText);
    expect(today).toMatch(/^\p{Lu}[\p{Ll}-]+, \d{1,2} de \p{Ll}+$/u);
    await panel.getByRole('button', { name: 'Fechar painel rápido' }).click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('o menu do usuário leva ao perfil e à troca de senha', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await page.getByRole('button', { name: /^Conta de / }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).waitFor();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).waitFor();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await page.waitForURL('**/perfil/meu-perfil/1');
  });
});

describe('aparência e persistência', () => {
  it('layout, navegação, estilo e tema mudam, e voltam após recarregar e após entrar de novo', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/home');
    const root = page.locator('.shell-root');
    await root.waitFor();
    expect(await root.getAttribute('data-layout')).toBe('layout1');
    expect(await page.locator('.shell-container').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('1570px');

    await page.getByRole('button', { name: 'Aparência' }).click();
    const drawer = page.getByRole('dialog', { name: 'Aparência' });
    // The saves are debounced: the one to wait for carries the last of the four choices (the theme).
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/admin/user') && response.request().method() === 'PUT' && response.ok() && /"theme":"dark"/.test(response.request().postData() ?? ''),
    );
    await drawer.getByText('Layout 2 — centralizado (1120 px)', { exact: true }).click();
    await drawer.getByText('Horizontal', { exact: true }).click();
    await drawer.getByText('Estilo 2 — escuro', { exact: true }).click();
    await drawer.getByText('Escuro', { exact: true }).click();
    await saved;
    await drawer.getByRole('button', { name: 'Fechar aparência' }).click();

    const check = async () => {
      await root.waitFor();
      expect(await root.getAttribute('data-layout')).toBe('layout2');
      expect(await root.getAttribute('data-navigation')).toBe('horizontal');
      expect(await root.getAttribute('data-navbar-style')).toBe('style-2');
      expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
      expect(await page.locator('.shell-container').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('1120px');
      await page.locator('.shell-hnav').waitFor();
    };
    await check();

    await page.reload();
    await expect.poll(() => root.getAttribute('data-layout')).toBe('layout2');
    await check();

    await signOut(page);
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(false);
    await signIn(page, 'admin');
    await expect.poll(() => root.getAttribute('data-layout')).toBe('layout2');
    await check();
  });

  it('a navegação vertical-2 mostra o trilho e o painel do grupo', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/cupom');
    await page.getByRole('button', { name: 'Aparência' }).click();
    await page.getByRole('dialog', { name: 'Aparência' }).getByText('Vertical com painel lateral', { exact: true }).click();
    await page.getByRole('button', { name: 'Fechar aparência' }).click();
    const rail = page.locator('.shell-rail');
    await rail.waitFor();
    expect(await rail.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(120);
    // The group of the open page starts selected, its panel lists its pages.
    await page.locator('.shell-rail-panel').getByText('Cupons').waitFor();
  });
});

describe('atalhos', () => {
  it('marca e desmarca uma página, e o atalho persiste após recarregar e entrar de novo', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/home');
    const toolbar = page.locator('.shell-toolbar');
    await toolbar.getByRole('button', { name: 'Editar atalhos' }).click();
    const search = page.getByRole('searchbox', { name: 'Search for an app or page' });
    await search.fill('cupons');
    const star = page.getByRole('button', { name: 'Atalho: Cupons' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    const saved = profileSaved(page);
    await star.click();
    await saved;
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    const shortcut = toolbar.locator('[data-shortcut-id="cupons"]');
    await shortcut.waitFor();

    await page.reload();
    await shortcut.waitFor();
    await signOut(page);
    await signIn(page, 'gestor', '/home');
    await shortcut.waitFor();
    await shortcut.click();
    await page.waitForURL('**/marketing/cupom');

    await toolbar.getByRole('button', { name: 'Editar atalhos' }).click();
    const unsaved = profileSaved(page);
    await page.getByRole('button', { name: 'Atalho: Cupons' }).click();
    await unsaved;
    await page.keyboard.press('Escape');
    await shortcut.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.shell-toolbar').waitFor();
    expect(await shortcut.count()).toBe(0);
  });
});

describe('notificações', () => {
  it('no máximo 5 notificações ao mesmo tempo', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
    for (let i = 0; i < 7; i++) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/auth/esqueci-senha'));
      await page.getByRole('button', { name: 'Enviar' }).click();
      await answered;
    }
    await expect.poll(() => page.locator('.engine-toast').count()).toBe(5);
  });
});

describe('celular', () => {
  const mobile = setupBrowser({ viewport: { width: 800, height: 900 } });

  it('abaixo do ponto médio o menu é uma gaveta que fecha ao navegar', async () => {
    const { page } = mobile;
    await signIn(page, 'gestor', '/home');
    expect(await page.locator('.shell-navbar-slot').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.locator('.shell-mobile-navbar');
    await drawer.waitFor();
    expect(await drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(280);
    await drawer.getByRole('link', { name: 'Cupons' }).click();
    await page.waitForURL('**/marketing/cupom');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Cupons' }).waitFor();
  });
});
