/**
 * Sign-in, forgot and reset password (real calls under /admin/auth) and the registration calls of spec
 * section 7 (/api/auth). A wrong password answers 400, not 401: the app treats 401 as "session ended".
 */
import { badRequest, HttpError } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { deepMerge, publicUser, type StoredUser } from '../store/users.ts';
import { asRecord, EMAIL_PATTERN, readText } from './input.ts';

/** Texts of the auth answers (pt-BR, as the spec's error catalogue gives them). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Dados incorretos.',
  unknownUser: 'Usuário inválido',
  emailSent: 'E-mail enviado com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  resetRefused: 'Não foi possível alterar a senha. Peça um novo link de recuperação.',
  invalidEmail: 'Preencha um email válido',
  weakPassword: 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
  emailTaken: 'Este e-mail já está cadastrado.',
  nameRequired: 'Informe o nome.',
} as const;

/** The password rule of spec section 5. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z\d]{8,}$/;

function issue(context: HandlerContext, user: StoredUser): string {
  return context.store.tokens.issue(user._id, context.now().getTime(), context.tokenTtlSeconds);
}

function signIn(context: HandlerContext) {
  const body = asRecord(context.body);
  const user = context.store.users.authenticate(body.email, body.password);
  if (!user) throw badRequest(AUTH_MESSAGES.wrongCredentials);
  return { token: issue(context, user), user: publicUser(user) };
}

function forgotPassword(context: HandlerContext) {
  const user = context.store.users.findByEmail(asRecord(context.body).email);
  if (!user) throw badRequest(AUTH_MESSAGES.unknownUser);
  return { message: AUTH_MESSAGES.emailSent };
}

function resetPassword(context: HandlerContext) {
  const body = asRecord(context.body);
  const user = context.store.users.findByEmail(body.email);
  // The link's token is only checked for presence (spec section 5).
  if (!user || !readText(body.token) || typeof body.password !== 'string' || body.password === '') {
    throw badRequest(AUTH_MESSAGES.resetRefused);
  }
  user.password = body.password;
  return { message: AUTH_MESSAGES.passwordChanged };
}

function register(context: HandlerContext) {
  const body = asRecord(context.body);
  const name = readText(body.displayName) ?? readText(body.name);
  const email = readText(body.email);
  if (!name) throw badRequest(AUTH_MESSAGES.nameRequired);
  if (!email || !EMAIL_PATTERN.test(email)) throw badRequest(AUTH_MESSAGES.invalidEmail);
  if (typeof body.password !== 'string' || !PASSWORD_PATTERN.test(body.password)) throw badRequest(AUTH_MESSAGES.weakPassword);
  if (context.store.users.findByEmail(email)) throw badRequest(AUTH_MESSAGES.emailTaken);
  const user = context.store.users.create({
    name,
    email,
    password: body.password,
    profiles: [],
    // A new account can open the pages without a permission key (home, profile) and nothing else.
    roles: ['Usuário'],
    data: { displayName: name, photoURL: '', email, shortcuts: [], settings: null },
  });
  return { user: publicUser(user), access_token: issue(context, user) };
}

function signInWithQuery(context: HandlerContext) {
  const user = context.store.users.authenticate(context.query.email, context.query.password);
  if (!user) throw badRequest(AUTH_MESSAGES.wrongCredentials);
  return { user: publicUser(user), access_token: issue(context, user) };
}

/** Applies a user update (`{ user: {...} }` or the fields themselves): `data` deep-merges, the name replaces. */
export function updateUser(user: StoredUser, body: unknown): StoredUser {
  const payload = asRecord(body);
  const fields = payload.user !== undefined ? asRecord(payload.user) : payload;
  const data = fields.data;
  if (data !== undefined) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new HttpError(400, 'Os dados do usuário precisam ser um objeto.');
    }
    user.data = deepMerge(user.data, data as Record<string, unknown>) as StoredUser['data'];
  }
  const name = readText(fields.name);
  if (name) user.name = name;
  return user;
}

/** Registers the auth routes. */
export function registerAuthRoutes(router: Router): void {
  router.post('/admin/auth/autenticar', signIn, { public: true });
  router.post('/admin/auth/esqueci-senha', forgotPassword, { public: true });
  router.post('/admin/auth/resetar-senha', resetPassword, { public: true });
  router.post('/api/auth/register', register, { public: true });
  router.get('/api/auth', signInWithQuery, { public: true });
  router.post('/api/auth/user/update', authed((context) => ({ user: publicUser(updateUser(context.user, context.body)) })));
}
