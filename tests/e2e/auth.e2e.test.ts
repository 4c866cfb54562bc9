/**
 * Sign-in, forgot and reset password, the route guard and the session's end (logout, 401, expired
 * token) in Chromium against the mock API, with the spec's exact texts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authListFor, hasAuth } from '../../engine/core/access';
import { DEMO_USERS } from '../../mocks/users';
import { ALL_KEYS_ROLE, screens, urlOf } from './generatedChecks';
import { baseUrl, mockControl, resetLinkFor, signInWithForm as signIn, USERS, setupBrowser, type DemoUser } from './harness';
import { seriousViolations } from './axe';

const b = setupBrowser();

const LANDING: Record<DemoUser, string> = {
  admin: '/home',
  gestor: '/home',
  professor: '/cx/chat-student-question',
  suporte: '/home',
};

const SESSION_KEYS = ['access_token', 'profiles', 'idUser', 'nameUser'] as const;

/** The four session keys as the browser holds them. */
function storedSession(page: Page) {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])), [...SESSION_KEYS]);
}

/** Fills and submits the login form that is on screen (no navigation first). */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Uncaught page errors (console errors are expected here: 400 and 401 answers log one each). */
function pageErrors(): string[] {
  return b.errors.filter((error) => error.startsWith('pageerror:'));
}

/** A route of the definitions (params from sampleParams; optional ones dropped) that `user` may not open. */
function forbiddenRouteFor(user: DemoUser): { title: string; url: string } {
  const roles = [...(DEMO_USERS.find((demo) => demo.key === user)?.roles ?? [])];
  const found = screens.find(
    ({ definition: candidate }) => !hasAuth(authListFor(candidate.permission, ALL_KEYS_ROLE), roles)
      && candidate.route.split('/').every((part) => !part.startsWith(':') || part.endsWith('?') || candidate.sampleParams?.[part.slice(1)]),
  );
  if (!found) throw new Error(`no screen in screens/ is forbidden to ${user}`);
  return { title: found.definition.title, url: urlOf(found.definition) };
}

describe('entrada', () => {
  for (const user of Object.keys(USERS) as DemoUser[]) {
    it(`${user} entra e chega em ${LANDING[user]}, com a sessão guardada`, async () => {
      const { page } = b;
      await signIn(page, user);
      await page.waitForURL((url) => url.pathname === LANDING[user]);
      const demo = DEMO_USERS.find((candidate) => candidate.key === user);
      // The shell is on screen (a landing page without a definition yet shows "Página não encontrada" inside it).
      await page.getByRole('button', { name: `Conta de ${demo?.name}` }).waitFor();
      const stored = await storedSession(page);
      expect(stored.access_token).toBeTruthy();
      expect(stored.idUser).toBe(demo?._id);
      expect(stored.nameUser).toBe(demo?.name);
      expect(JSON.parse(stored.profiles ?? '[]')).toEqual(demo?.profiles.map((name) => expect.objectContaining({ Nome: name })));
      expect(pageErrors()).toEqual([]);
    });
  }

  it('/login mostra só o formulário, sem o shell, com o texto sobre a preparação para concursos', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.getByText('líderes em preparação de alto desempenho para concursos públicos').waitFor();
    expect(await page.locator('.shell-root').count()).toBe(0);
    expect(await page.getByText('Footer', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
  });

  it('campos obrigatórios com no mínimo 4 caracteres', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Preencha um valor.').count()).toBe(2);
    await submitLogin(page, 'a@b', '123');
    await expect.poll(() => page.getByText('Min character length is 4').count()).toBe(2);
    expect(pathOf(page)).toBe('/login');
  });

  it('senha errada mostra "Dados incorretos." e continua em /login', async () => {
    const { page } = b;
    await page.goto('/login');
    await submitLogin(page, USERS.admin.email, 'SenhaErrada1');
    await page.getByText('Dados incorretos.', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await storedSession(page)).toEqual({ access_token: null, profiles: null, idUser: null, nameUser: null });
  });

  it('o botão fica desabilitado e lê "Carregando..." enquanto entra', async () => {
    const { page } = b;
    await mockControl('/__mock/delay', { method: 'POST', path: '/admin/auth/autenticar', ms: 1500 });
    await page.goto('/login');
    await submitLogin(page, USERS.gestor.email, USERS.gestor.password);
    const busy = page.getByRole('button', { name: 'Carregando...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Entrar' }).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/home');
  });

  it('/ leva o visitante a /login e o usuário à sua página inicial', async () => {
    const { page } = b;
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'professor', '/');
    await page.waitForURL((url) => url.pathname === LANDING.professor);
  });

  it('quem já entrou e abre /login ou /reset-pass vai para a sua página inicial', async () => {
    const { page } = b;
    await signIn(page, 'suporte');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto('/reset-pass?email=suporte%40exemplo.com.br&token=abc');
    await page.waitForURL((url) => url.pathname === '/home');
  });
});

describe('acessibilidade das páginas públicas', () => {
  it('/login, o formulário de senha esquecida e /reset-pass passam no axe (sem violações sérias ou críticas)', async () => {
    const { page } = b;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Preencha um valor.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByRole('button', { name: 'Enviar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/reset-pass?email=admin%40exemplo.com.br&token=abc');
    await page.getByLabel('Nova senha').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/reset-pass');
    await page.getByRole('link', { name: 'Voltar para a página de acesso' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors()).toEqual([]);
  });
});

describe('esqueci a senha', () => {
  async function openForgot(page: Page) {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await page.getByRole('button', { name: 'Enviar' }).waitFor();
  }

  it('alterna com "Esqueceu a senha?" / "Voltar"', async () => {
    const { page } = b;
    await openForgot(page);
    expect(await page.getByLabel('Senha').count()).toBe(0);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByLabel('Senha').waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
  });

  it('200 mostra "E-mail enviado com sucesso!"', async () => {
    const { page } = b;
    await openForgot(page);
    await page.getByLabel('E-mail').fill(USERS.suporte.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('E-mail enviado com sucesso!', { exact: true }).waitFor();
  });

  it('400 mostra o aviso "Usuário inválido", que some depois de 4 s', async () => {
    const { page } = b;
    // The page's clock is driven by the test: the 4 s are counted exactly, without waiting them.
    await page.clock.install();
    await openForgot(page);
    await page.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const toast = page.locator('.engine-toast', { hasText: 'Usuário inválido' });
    await toast.waitFor();
    // Paused a little ahead of the page's clock (it keeps running until then): the toast has lived 0.5 s, plus
    // the few milliseconds this step takes.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    expect(await toast.getAttribute('data-intent')).toBe('warning');
    // At 3 s it is still there; by 4.5 s it is gone (a loaded machine adds real time between the steps, up to
    // a second is tolerated).
    await page.clock.runFor(2_500);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(1_500);
    await toast.waitFor({ state: 'detached' });
  });

  it('um valor que não parece e-mail mostra "Digite um e-mail válido" e a requisição é enviada mesmo assim', async () => {
    const { page } = b;
    await openForgot(page);
    await page.getByLabel('E-mail').fill('admin-sem-arroba');
    const request = page.waitForRequest((req) => req.url().endsWith('/admin/auth/esqueci-senha') && req.method() === 'POST');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Digite um e-mail válido', { exact: true }).waitFor();
    expect((await request).postDataJSON()).toEqual({ email: 'admin-sem-arroba' });
  });
});

describe('redefinição de senha', () => {
  const LINK = '/reset-pass?email=admin%40exemplo.com.br&token=token-de-teste';

  it('senhas diferentes mostram "As senhas não são iguais" e nada é enviado', async () => {
    const { page } = b;
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/admin/auth/resetar-senha')) sent.push(req.url());
    });
    const link = await resetLinkFor('admin@exemplo.com.br');
    await page.goto(link);
    await page.getByLabel('Nova senha').fill('NovaSenha1');
    await page.getByLabel('Confirmar senha').fill('NovaSenha2');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('As senhas não são iguais', { exact: true }).waitFor();
    expect(pathOf(page)).toBe(link);
    // Fixed, the same form sends exactly one request: none was sent (or left pending) for the mismatch.
    await page.getByLabel('Confirmar senha').fill('NovaSenha1');
    const request = page.waitForRequest((req) => req.url().includes('/admin/auth/resetar-senha'));
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await request;
    expect(sent).toHaveLength(1);
  });

  it('senha fora da regra mostra a regra e nada é enviado', async () => {
    const { page } = b;
    await page.goto(LINK);
    await page.getByLabel('Nova senha').fill('fraca');
    await page.getByLabel('Confirmar senha').fill('fraca');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.').waitFor();
  });

  it('a visibilidade das senhas pode ser alternada', async () => {
    const { page } = b;
    await page.goto(LINK);
    expect(await page.getByLabel('Nova senha').getAttribute('type')).toBe('password');
    // Blueprint draws its own box over the native checkbox, so the label is what a user clicks.
    await page.locator('label', { hasText: 'Mostrar senhas' }).click();
    expect(await page.getByLabel('Mostrar senhas').isChecked()).toBe(true);
    expect(await page.getByLabel('Nova senha').getAttribute('type')).toBe('text');
    expect(await page.getByLabel('Confirmar senha').getAttribute('type')).toBe('text');
  });

  it('sucesso mostra "Senha alterada com sucesso!", limpa o formulário, vai para /login após 2 s e a nova senha entra', async () => {
    const { page } = b;
    const link = await resetLinkFor('admin@exemplo.com.br');
    const token = new URLSearchParams(link.split('?')[1]).get('token');
    await page.clock.install();
    await page.goto(link);
    await page.getByLabel('Nova senha').fill('NovaSenha1');
    await page.getByLabel('Confirmar senha').fill('NovaSenha1');
    // The page's clock stands still from before the answer: the 2 s are counted from it exactly, however long
    // a loaded machine takes between the steps below (a clock paused after the message left only 0.3 s spare).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    const request = page.waitForRequest((req) => req.url().endsWith('/admin/auth/resetar-senha'));
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    expect((await request).postDataJSON()).toEqual({ email: 'admin@exemplo.com.br', token, password: 'NovaSenha1' });
    await page.getByText('Senha alterada com sucesso!', { exact: true }).waitFor();
    expect(await page.getByLabel('Nova senha').inputValue()).toBe('');
    expect(await page.getByLabel('Confirmar senha').inputValue()).toBe('');
    await page.clock.runFor(1_900);
    expect(pathOf(page)).toBe(link);
    await page.clock.runFor(200);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.clock.resume();

    await submitLogin(page, USERS.admin.email, USERS.admin.password);
    await page.getByText('Dados incorretos.', { exact: true }).waitFor();
    await page.getByLabel('Senha').fill('NovaSenha1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
  });

  it('uma falha também leva a /login após 2 s, sem mensagem de erro', async () => {
    const { page } = b;
    await page.goto('/reset-pass?email=ninguem%40exemplo.com.br&token=abc');
    await page.getByLabel('Nova senha').fill('NovaSenha1');
    await page.getByLabel('Confirmar senha').fill('NovaSenha1');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Você será levado à página de acesso em instantes.').waitFor();
    expect(await page.getByText('Senha alterada com sucesso!').count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
  });

  it('sem e-mail ou token explica o problema e leva de volta a /login', async () => {
    const { page } = b;
    await page.goto('/reset-pass?email=admin%40exemplo.com.br');
    await page.getByText('não traz o e-mail ou o código de verificação', { exact: false }).waitFor();
    expect(await page.getByLabel('Nova senha').count()).toBe(0);
    await page.getByRole('link', { name: 'Voltar para a página de acesso' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('guarda de rotas', () => {
  it('professor abrindo /marketing/cupom pela URL é levado à sua página inicial', async () => {
    const { page } = b;
    await signIn(page, 'professor', '/marketing/cupom');
    await page.waitForURL((url) => url.pathname === LANDING.professor);
    expect(await page.getByRole('heading', { name: 'Cupons', exact: true }).count()).toBe(0);
  });

  it('suporte abrindo /marketing/cupom?pagina=2 pela URL é levado a /home', async () => {
    const { page } = b;
    await signIn(page, 'suporte', '/marketing/cupom?pagina=2');
    await page.waitForURL((url) => url.pathname === '/home');
  });

  it('gestor abrindo pela URL uma tela sem a sua chave é levado a /home', async () => {
    const { page } = b;
    const forbidden = forbiddenRouteFor('gestor');
    await signIn(page, 'gestor', forbidden.url);
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await page.getByRole('heading', { name: forbidden.title, exact: true }).count()).toBe(0);
  });

  it('admin abre qualquer tela pela URL', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/cupom?pagina=2');
    await page.getByRole('heading', { name: 'Cupons' }).waitFor();
    expect(pathOf(page)).toBe('/marketing/cupom?pagina=2');
  });

  it('visitante em /marketing/cupom?pagina=2 vai a /login e, ao entrar, volta para a página lembrada', async () => {
    const { page } = b;
    await page.goto('/marketing/cupom?pagina=2');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/marketing/cupom?pagina=2');
    await submitLogin(page, USERS.gestor.email, USERS.gestor.password);
    await page.waitForURL((url) => url.pathname === '/marketing/cupom');
    expect(pathOf(page)).toBe('/marketing/cupom?pagina=2');
    await page.getByRole('heading', { name: 'Cupons' }).waitFor();
  });

  it('um caminho lembrado hostil nunca leva para fora do site', async () => {
    const { page } = b;
    const origin = new URL(baseUrl()).origin;
    const hostile = [
      '//evil.example/home', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/.//evil.example',
      '/%2F%2Fevil.example', '/%5Cevil.example', '/%0A/evil.example',
    ];
    for (const value of hostile) {
      await page.goto(`/login?redirect=${encodeURIComponent(value)}`);
      await submitLogin(page, USERS.admin.email, USERS.admin.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const url = new URL(page.url());
      expect(url.pathname, value).toBe('/home');
      expect(url.origin, value).toBe(origin);
      await page.evaluate(() => window.localStorage.clear());
    }
    expect(pageErrors()).toEqual([]);
  });
});

describe('fim da sessão', () => {
  it('token expirado: a próxima chamada responde 401, vai a /login e, ao entrar de novo, volta à página', async () => {
    const { page } = b;
    await signIn(page, 'admin', '/marketing/cupom');
    await page.getByRole('heading', { name: 'Cupons' }).waitFor();
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await mockControl('/__mock/expire-tokens');
    const unauthorized = page.waitForResponse((response) => response.status() === 401);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await unauthorized;
    await page.waitForURL((url) => url.pathname === '/login');
    const remembered = new URL(page.url()).searchParams.get('redirect');
    expect(remembered).toMatch(/^\/marketing\/cupom/);
    expect(await storedSession(page)).toEqual({ access_token: null, profiles: null, idUser: null, nameUser: null });
    await submitLogin(page, USERS.admin.email, USERS.admin.password);
    await page.waitForURL((url) => url.pathname === '/marketing/cupom');
    expect(pathOf(page)).toBe(remembered);
    await page.getByRole('heading', { name: 'Cupons' }).waitFor();
  });

  it('token expirado ao recarregar: a sessão não é restaurada e /login lembra a página', async () => {
    const { page } = b;
    await signIn(page, 'gestor');
    await mockControl('/__mock/expire-tokens');
    await page.goto('/cx/gestao-aluno?pagina=2');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cx/gestao-aluno?pagina=2');
    expect((await storedSession(page)).access_token).toBeNull();
    await submitLogin(page, USERS.gestor.email, USERS.gestor.password);
    await page.waitForURL((url) => url.pathname === '/cx/gestao-aluno');
    expect(pathOf(page)).toBe('/cx/gestao-aluno?pagina=2');
  });

  it('logout pelo menu do usuário vai a /login, apaga a sessão e o token deixa de valer no servidor', async () => {
    const { page } = b;
    await signIn(page, 'gestor');
    const token = (await storedSession(page)).access_token;
    await page.getByRole('button', { name: 'Conta de Marcos Vinícius Andrade' }).click();
    const ended = page.waitForResponse((response) => response.url().endsWith('/admin/auth/sair'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await ended).request().headers().authorization).toBe(`Bearer ${token}`);
    await page.waitForURL((url) => url.pathname === '/login');
    const after = await fetch(baseUrl() + '/admin/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    expect(pathOf(page)).toBe('/login');
    expect(await storedSession(page)).toEqual({ access_token: null, profiles: null, idUser: null, nameUser: null });
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pageErrors()).toEqual([]);
  });
});
