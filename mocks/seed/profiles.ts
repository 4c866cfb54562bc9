/**
 * "Meu perfil": the signed-in user's own profile (the teacher-profile fields of spec section 3 that make sense for
 * any staff member). A user's name, phone, video and picture live in their back-office user (staffUsers.ts),
 * found by e-mail; the rest (links, about text, e-mail for questions) in the user's saved data (`data.perfil`).
 */
import type { StoredUser } from '../store/users.ts';
import { asciiSlug } from './people.ts';
import { rngFor } from './random.ts';
import { splitName, TEACHERS, type StaffUserRecord } from './staffUsers.ts';

/** The profile as GET /api/perfil answers it. */
export interface ProfileRecord {
  /** The user's id (the `_id` of the login response, as a number). */
  ID: number;
  Nome: string;
  Sobrenome: string;
  /** The sign-in e-mail (read only: it identifies the account). */
  Email: string;
  /** Digits only. */
  Telefone: string;
  /** Where students send questions ('' when none). */
  EmailDuvidas: string;
  LinkFacebook: string;
  LinkInstagram: string;
  LinkYoutube: string;
  Video: string;
  /** URL of the profile picture ('' when none). */
  ImagemPerfil: string;
  /** Sanitised rich text. */
  Sobre: string;
}

/** The fields kept in the user's saved data rather than in their back-office user. */
export const PROFILE_DATA_FIELDS = ['EmailDuvidas', 'LinkFacebook', 'LinkInstagram', 'LinkYoutube', 'Sobre'] as const;

/** The seeded extras of a user: teachers have social links and an about text; other staff have none. */
export function seededProfileExtras(fullName: string): Pick<ProfileRecord, (typeof PROFILE_DATA_FIELDS)[number]> {
  const teacher = TEACHERS.find((candidate) => candidate.name === fullName);
  if (!teacher) return { EmailDuvidas: '', LinkFacebook: '', LinkInstagram: '', LinkYoutube: '', Sobre: '' };
  const rng = rngFor('perfil', fullName);
  const handle = asciiSlug(fullName).slice(0, 24);
  const years = rng.int(6, 18);
  const subjects = teacher.subjects.join(' e ');
  return {
    EmailDuvidas: `duvidas.${handle}@exemplo.com.br`,
    LinkFacebook: `https://www.facebook.com/prof.${handle}`,
    LinkInstagram: `https://www.instagram.com/prof.${handle}`,
    LinkYoutube: `https://www.youtube.com/@prof${handle}`,
    Sobre: `<p>Professor(a) de <strong>${subjects}</strong> há ${years} anos, com foco em concursos públicos.</p>`
      + `<p>Aprovado(a) em ${rng.pick(['Polícia Federal', 'Receita Federal', 'TJ-SP', 'INSS', 'TCU'])} e autor(a) de materiais de revisão.</p>`,
  };
}

function savedProfile(user: StoredUser): Partial<ProfileRecord> {
  const saved = user.data.perfil;
  return saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Partial<ProfileRecord>) : {};
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The user's profile from their back-office user (if any), the seeded extras and what they saved. */
export function profileOf(user: StoredUser, staff: StaffUserRecord | undefined): ProfileRecord {
  const saved = savedProfile(user);
  const name = splitName(user.name);
  const extras = seededProfileExtras(staff ? `${staff.Nome} ${staff.SobreNome}` : user.name);
  const out: ProfileRecord = {
    ID: Number(user._id),
    Nome: staff?.Nome ?? text(saved.Nome, name.first),
    Sobrenome: staff?.SobreNome ?? text(saved.Sobrenome, name.last),
    Email: user.email,
    Telefone: staff?.Telefone ?? text(saved.Telefone, ''),
    Video: staff?.Video ?? text(saved.Video, ''),
    ImagemPerfil: staff ? (staff.ImagemPerfil?.url ?? '') : text(saved.ImagemPerfil, ''),
    EmailDuvidas: '', LinkFacebook: '', LinkInstagram: '', LinkYoutube: '', Sobre: '',
  };
  for (const field of PROFILE_DATA_FIELDS) out[field] = text(saved[field], extras[field]);
  return out;
}
