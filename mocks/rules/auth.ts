/**
 * Accounts: sign-in, sign-out, forgot and reset password (spec section 7, under /admin/auth) and the
 * registration calls (/api/auth). A wrong password answers 400, not 401 (the app treats 401 as "session ended").
 * Registration creates a user with no back-office key; reset tokens come only from the forgot-password call,
 * expire and serve once; the server enforces the password rule of spec section 5.
 */
import type { Db, Row } from '../core/db.ts';
import { checkPassword, hashPassword, newToken, PASSWORD_RULE, tokenHash } from '../core/passwords.ts';
import { badRequest, rule, text, type Ctx } from '../core/router.ts';
import type { Services } from './services.ts';

/** The texts of the auth answers (spec section 8 where it gives them). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Dados incorretos.',
  unknownUser: 'Usuário inválido',
  emailSent: 'E-mail enviado com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  resetRefused: 'Não foi possível alterar a senha. Peça um novo link de recuperação.',
  weakPassword: 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
  invalidEmail: 'Preencha um email válido',
  emailTaken: 'Este e-mail já está cadastrado.',
  nameRequired: 'Informe o nome.',
  signedOut: 'Sessão encerrada.',
} as const;

/** Lifetime of a password reset link: 30 minutes. */
const RESET_TTL_MS = 30 * 60 * 1000;

/** The user as the API shows it (never the password). */
export function publicUser(user: Row) {
  return {
    _id: user._id, name: user.name, email: user.email, profiles: user.profiles.map((Nome: string) => ({ Nome })),
    roles: user.roles.map((name: string) => ({ name })), data: user.data,
  };
}

/** The account with that e-mail (case and spaces ignored). */
function userByEmail(db: Db, email: unknown): Row | undefined {
  const wanted = String(email ?? '').trim().toLowerCase();
  return wanted ? db.table('user').all().find((user) => user.email.toLowerCase() === wanted) : undefined;
}

/** Opens a session for the user: a new access token valid for MOCK_TOKEN_TTL. */
function signIn(services: Services, ctx: Ctx, user: Row): string {
  const token = newToken();
  ctx.db.table('session').put({ token, userId: user._id, expiresAt: ctx.now().getTime() + services.tokenTtlSeconds * 1000 });
  return token;
}

/** Ends every session of a user (after a password change by reset). */
function endSessions(db: Db, userId: string): void {
  const sessions = db.table('session');
  for (const session of sessions.all()) if (session.userId === userId) sessions.remove(session.token);
}

function authenticate(ctx: Ctx, email: unknown, password: unknown): Row {
  const user = userByEmail(ctx.db, email);
  if (!user || !checkPassword(password, user.password)) throw badRequest(AUTH_MESSAGES.wrongCredentials);
  return user;
}

/** The user's own data, deep-merged (PUT /admin/user, /api/auth/user/update). */
export function updateUser(db: Db, user: Row, body: Row): Row {
  const fields = body.user && typeof body.user === 'object' ? body.user : body;
  const merge = (base: Row, extra: Row): Row =>
    extra && typeof extra === 'object' && !Array.isArray(extra) && base && typeof base === 'object' && !Array.isArray(base)
      ? Object.fromEntries([...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => [key, key in extra ? merge(base[key], extra[key]) : base[key]]))
      : extra === undefined ? base : extra;
  if (fields.data !== undefined && (typeof fields.data !== 'object' || Array.isArray(fields.data))) throw badRequest('Os dados do usuário precisam ser um objeto.');
  return db.table('user').put({ ...user, name: text(fields.name) ?? user.name, data: merge(user.data, fields.data) });
}

export function authRules(services: Services) {
  return [
    rule('POST /admin/auth/autenticar', 'public', (ctx: Ctx) => {
      const user = authenticate(ctx, ctx.body.email, ctx.body.password);
      return { token: signIn(services, ctx, user), user: publicUser(user) };
    }),
    rule('POST /admin/auth/sair', 'user', (ctx: Ctx) => {
      ctx.db.table('session').remove(ctx.token);
      return { message: AUTH_MESSAGES.signedOut };
    }),
    rule('POST /admin/auth/esqueci-senha', 'public', (ctx: Ctx) => {
      const user = userByEmail(ctx.db, ctx.body.email);
      if (!user) throw badRequest(AUTH_MESSAGES.unknownUser);
      const token = newToken();
      ctx.db.table('reset-token', 'hash').put({ hash: tokenHash(token), userId: user._id, expiresAt: ctx.now().getTime() + RESET_TTL_MS });
      const link = `/reset-pass?email=${encodeURIComponent(user.email)}&token=${token}`;
      services.outbox.push({ to: user.email, subject: 'Redefinição de senha', link, token, sentAt: ctx.now().toISOString() });
      console.info(`[mocks] e-mail de redefinição de senha para ${user.email}: ${link}`);
      return { message: AUTH_MESSAGES.emailSent };
    }),
    rule('POST /admin/auth/resetar-senha', 'public', (ctx: Ctx) => {
      const tokens = ctx.db.table('reset-token', 'hash');
      const stored = typeof ctx.body.token === 'string' ? tokens.get(tokenHash(ctx.body.token)) : undefined;
      const user = userByEmail(ctx.db, ctx.body.email);
      if (!stored || !user || stored.userId !== user._id || stored.expiresAt <= ctx.now().getTime()) throw badRequest(AUTH_MESSAGES.resetRefused);
      if (typeof ctx.body.password !== 'string' || !PASSWORD_RULE.test(ctx.body.password)) throw badRequest(AUTH_MESSAGES.weakPassword);
      tokens.remove(stored.hash);
      ctx.db.table('user').put({ ...user, password: hashPassword(ctx.body.password) });
      endSessions(ctx.db, user._id);
      return { message: AUTH_MESSAGES.passwordChanged };
    }),
    rule('POST /api/auth/register', 'public', (ctx: Ctx) => {
      const name = text(ctx.body.displayName) ?? text(ctx.body.name);
      const email = text(ctx.body.email)?.toLowerCase();
      if (!name) throw badRequest(AUTH_MESSAGES.nameRequired);
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(AUTH_MESSAGES.invalidEmail);
      if (typeof ctx.body.password !== 'string' || !PASSWORD_RULE.test(ctx.body.password)) throw badRequest(AUTH_MESSAGES.weakPassword);
      if (userByEmail(ctx.db, email)) throw badRequest(AUTH_MESSAGES.emailTaken);
      const users = ctx.db.table('user');
      const _id = String(users.all().reduce((max, user) => Math.max(max, Number(user._id) || 0), 0) + 1);
      // No role: the new account opens what needs no key (home, profile) and nothing else.
      const user = users.put({
        _id, name, email, password: hashPassword(ctx.body.password), profiles: [], roles: [],
        data: { displayName: name, photoURL: '', email, shortcuts: [], settings: null },
      });
      return { user: publicUser(user), access_token: signIn(services, ctx, user) };
    }),
    rule('GET /api/auth', 'public', (ctx: Ctx) => {
      const user = authenticate(ctx, ctx.input.email, ctx.input.password);
      return { user: publicUser(user), access_token: signIn(services, ctx, user) };
    }),
    rule('POST /api/auth/user/update', 'user', (ctx: Ctx) => ({ user: publicUser(updateUser(ctx.db, ctx.db.table('user').get(ctx.user!._id)!, ctx.body)) })),
  ];
}
