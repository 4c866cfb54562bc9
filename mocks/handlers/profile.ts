/**
 * The signed-in user's own profile and password (simulated endpoints; every answer is about the user of the bearer
 * token, never another one): GET /api/perfil, POST /api/perfil/save, POST /admin/user/alterar-senha.
 */
import { PROFILE_DATA_FIELDS, profileOf, type ProfileRecord } from '../seed/profiles.ts';
import { staffUsersTable, type StaffUserRecord } from '../seed/staffUsers.ts';
import { badRequest } from '../server/errors.ts';
import type { AuthedContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { deepMerge, type StoredUser } from '../store/users.ts';
import { AUTH_MESSAGES, PASSWORD_PATTERN } from './auth.ts';
import { asRecord, EMAIL_PATTERN, has, readText } from './input.ts';

/** Messages of the profile endpoints. */
export const PROFILE_MESSAGES = {
  nameRequired: 'Informe o nome.',
  surnameRequired: 'Informe o sobrenome.',
  invalidPhone: 'Telefone inválido: use DDD e número, com 10 ou 11 dígitos.',
  invalidEmail: 'Preencha um email válido',
  invalidLink: (label: string) => `${label}: use um endereço que comece com https://.`,
  currentRequired: 'Informe a senha atual.',
  wrongCurrent: 'A senha atual está incorreta.',
  weakPassword: AUTH_MESSAGES.weakPassword,
  mismatch: 'As senhas não são iguais',
  sameAsCurrent: 'A nova senha precisa ser diferente da senha atual.',
  passwordChanged: AUTH_MESSAGES.passwordChanged,
} as const;

const LINK_LABELS = { LinkFacebook: 'Facebook', LinkInstagram: 'Instagram', LinkYoutube: 'YouTube', Video: 'Vídeo', ImagemPerfil: 'Foto' } as const;

/** The back-office user of a signed-in user (same e-mail), if there is one. */
function staffOf(store: MockStore, user: StoredUser): StaffUserRecord | undefined {
  const email = user.email.toLowerCase();
  return store.table(staffUsersTable).all().find((staff) => staff.Email.toLowerCase() === email);
}

/**
 * The profile as the API answers it: optional fields that are empty are left out, as a form loads them (an empty
 * text would fail the e-mail and address formats of fields the user never filled).
 */
function profileAnswer(store: MockStore, user: StoredUser): Partial<ProfileRecord> {
  const profile = profileOf(user, staffOf(store, user));
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== '')) as Partial<ProfileRecord>;
}

function getProfile(context: AuthedContext) {
  return { perfil: profileAnswer(context.store, context.user) };
}

function readLink(input: Record<string, unknown>, field: keyof typeof LINK_LABELS, current: string): string {
  if (!has(input, field)) return current;
  const link = readText(input[field]) ?? '';
  if (link && !/^https:\/\/[^\s]+$/i.test(link)) throw badRequest(PROFILE_MESSAGES.invalidLink(LINK_LABELS[field]));
  return link;
}

function saveProfile(context: AuthedContext) {
  const input = asRecord(context.body);
  const { user, store } = context;
  const staff = staffOf(store, user);
  const current = profileOf(user, staff);
  const text = (field: keyof ProfileRecord) => (has(input, field) ? (readText(input[field]) ?? '') : String(current[field]));
  const Nome = text('Nome');
  if (!Nome) throw badRequest(PROFILE_MESSAGES.nameRequired);
  const Sobrenome = text('Sobrenome');
  if (!Sobrenome) throw badRequest(PROFILE_MESSAGES.surnameRequired);
  const Telefone = text('Telefone').replace(/\D/g, '');
  if (Telefone && (Telefone.length < 10 || Telefone.length > 11)) throw badRequest(PROFILE_MESSAGES.invalidPhone);
  const EmailDuvidas = text('EmailDuvidas');
  if (EmailDuvidas && !EMAIL_PATTERN.test(EmailDuvidas)) throw badRequest(PROFILE_MESSAGES.invalidEmail);
  const next: ProfileRecord = {
    ...current, Nome, Sobrenome, Telefone, EmailDuvidas,
    LinkFacebook: readLink(input, 'LinkFacebook', current.LinkFacebook),
    LinkInstagram: readLink(input, 'LinkInstagram', current.LinkInstagram),
    LinkYoutube: readLink(input, 'LinkYoutube', current.LinkYoutube),
    Video: readLink(input, 'Video', current.Video),
    ImagemPerfil: readLink(input, 'ImagemPerfil', current.ImagemPerfil),
    Sobre: text('Sobre'),
  };
  // Name, phone, video and picture belong to the back-office user, so the users screen shows the same values.
  if (staff) {
    const picture = next.ImagemPerfil ? { id: staff.ImagemPerfil?.id ?? 2000 + staff.UsuarioID, url: next.ImagemPerfil, type: 'image/jpeg' } : null;
    store.table(staffUsersTable).replace({ ...staff, Nome, SobreNome: Sobrenome, Telefone, Video: next.Video, ImagemPerfil: picture });
  }
  const kept = staff ? PROFILE_DATA_FIELDS : ([...PROFILE_DATA_FIELDS, 'Nome', 'Sobrenome', 'Telefone', 'Video', 'ImagemPerfil'] as const);
  const perfil = Object.fromEntries(kept.map((field) => [field, next[field]]));
  user.name = `${Nome} ${Sobrenome}`;
  user.data = deepMerge(user.data, { perfil, displayName: user.name, photoURL: next.ImagemPerfil }) as StoredUser['data'];
  return { perfil: profileAnswer(store, user) };
}

function changePassword(context: AuthedContext) {
  const input = asRecord(context.body);
  const current = typeof input.senhaAtual === 'string' ? input.senhaAtual : '';
  if (!current) throw badRequest(PROFILE_MESSAGES.currentRequired);
  if (current !== context.user.password) throw badRequest(PROFILE_MESSAGES.wrongCurrent);
  const next = typeof input.novaSenha === 'string' ? input.novaSenha : '';
  if (!PASSWORD_PATTERN.test(next)) throw badRequest(PROFILE_MESSAGES.weakPassword);
  if (has(input, 'confirmacaoSenha') && input.confirmacaoSenha !== next) throw badRequest(PROFILE_MESSAGES.mismatch);
  if (next === current) throw badRequest(PROFILE_MESSAGES.sameAsCurrent);
  context.user.password = next;
  return { message: PROFILE_MESSAGES.passwordChanged };
}

/** Registers the profile routes. */
export function registerProfileRoutes(router: Router): void {
  router.get('/api/perfil', authed(getProfile));
  router.post('/api/perfil/save', authed(saveProfile));
  router.post('/admin/user/alterar-senha', authed(changePassword));
}
