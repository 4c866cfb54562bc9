/**
 * Back-office users (spec "Admin user"): the staff who sign in, teachers included. Ids 1–4 are the demo users
 * (mocks/users.ts), 5–7 the staff who create coupons (seed/coupons.ts COUPON_STAFF), then one user per teacher,
 * then other staff. The list does not grow with MOCK_SCALE: a company has a few dozen staff members.
 */
import { DEMO_USERS } from '../users.ts';
import { defineTable } from '../store/table.ts';
import { makeCpf, makeMobile } from './brazil.ts';
import { COUPON_STAFF } from './coupons.ts';
import { asciiSlug } from './people.ts';
import { CITIES } from './places.ts';
import { seededGroupId } from './permissionCatalog.ts';
import { rngFor, type Rng } from './random.ts';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './vocabulary.ts';

/** A role of a user: one permission group (PapeisID is the group's GrupoPermissaoID). */
export interface UserRole {
  PapeisID: number;
  Nome: string;
}

/** A profile picture as the spec gives it. */
export interface ProfileImage {
  id: number;
  url: string;
  type: string;
}

/** A back-office user with the spec's fields (CPF and phone as digits only). */
export interface StaffUserRecord {
  UsuarioID: number;
  Nome: string;
  SobreNome: string;
  CPF: string;
  Telefone: string;
  Email: string;
  /** Presentation video (teachers), '' when none. */
  Video: string;
  ImagemPerfil: ProfileImage | null;
  /** May sign in. */
  UsuarioAtivo: boolean;
  /** Shown on the public site (teachers). */
  MostrarUsuario: boolean;
  /** Receives royalties on the sales of their modules. */
  RoyaltiesAtivo: boolean;
  /** Keys given to the user besides those of their groups. */
  Permissoes: string[];
  Papeis: UserRole[];
}

/** A teacher: their name and the module subjects they teach (the catalogue's subject names). */
export interface Teacher {
  name: string;
  subjects: readonly string[];
}

/**
 * The teachers of the school. The demo professor (user 3) teaches traffic law; every module subject of the
 * catalogue has one teacher, so a notice about a module names its real teacher.
 */
export const TEACHERS: readonly Teacher[] = [
  { name: 'Carlos Eduardo Menezes', subjects: ['Legislação de Trânsito'] },
  { name: 'Renata Albuquerque', subjects: ['Língua Portuguesa'] },
  { name: 'Fábio Monteiro', subjects: ['Raciocínio Lógico', 'Matemática Financeira'] },
  { name: 'Luciana Prado', subjects: ['Direito Constitucional'] },
  { name: 'Gustavo Rezende', subjects: ['Direito Administrativo'] },
  { name: 'Marcelo Viana', subjects: ['Direito Penal'] },
  { name: 'Helena Duarte', subjects: ['Direito Processual Penal'] },
  { name: 'Ricardo Fontes', subjects: ['Informática'] },
  { name: 'Sílvia Barros', subjects: ['Contabilidade Geral'] },
  { name: 'André Pacheco', subjects: ['Legislação Previdenciária'] },
  { name: 'Cristina Lacerda', subjects: ['Direito Tributário'] },
  { name: 'Paula Cordeiro', subjects: ['Conhecimentos Bancários'] },
  { name: 'Roberto Amaral', subjects: ['Arquivologia', 'Administração Pública'] },
  { name: 'Tatiana Moraes', subjects: ['Ética no Serviço Público', 'Atualidades'] },
];

/** The teacher of a module subject (every catalogue subject has one). */
export function teacherOfSubject(subject: string): string {
  const teacher = TEACHERS.find((candidate) => candidate.subjects.includes(subject));
  if (!teacher) throw new Error(`[mocks] matéria sem professor: ${subject}`);
  return teacher.name;
}

/** Number of staff users (fixed). */
export const STAFF_USER_COUNT = 32;

const DEMO_GROUPS: Record<string, string> = { admin: 'Administradores', gestor: 'Gestão', professor: 'Professores', suporte: 'Suporte' };

/** Given names that also appear second in a double given name ("Ana Paula", "Maria Luiza"). */
const SECOND_GIVEN_NAMES: readonly string[] = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES, 'Paula', 'Luiza', 'Cristina'];

const OTHER_GROUPS = [
  'CX: edição', 'CX: consulta', 'Marketing: edição', 'Conteúdo: edição', 'Produtos: edição', 'Financeiro: edição',
  'Dashboards', 'Auditoria', 'Revisores de questões', 'Coordenação pedagógica', 'Equipe comercial', 'Estagiários de CX',
  'Atendimento nível 2', 'Conteúdo gratuito e notícias', 'Controle de acesso: consulta',
] as const;

/** Splits a full name into first names and the last surname ("Ana Paula Ribeiro" → "Ana Paula" + "Ribeiro"). */
export function splitName(fullName: string): { first: string; last: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length === 1) return { first: parts[0], last: '' };
  // Two given names are common ("Ana Paula", "Carlos Eduardo"); keep them together when there are three words or more.
  const given = parts.length >= 3 && SECOND_GIVEN_NAMES.includes(parts[1]) ? 2 : 1;
  return { first: parts.slice(0, given).join(' '), last: parts.slice(given).join(' ') };
}

function role(name: string): UserRole {
  return { PapeisID: seededGroupId(name), Nome: name };
}

function corporateEmail(first: string, last: string): string {
  const surname = last.split(' ').pop() ?? last;
  return `${asciiSlug(first.split(' ')[0])}.${asciiSlug(surname)}@exemplo.com.br`;
}

function contact(rng: Rng): { CPF: string; Telefone: string } {
  const city = rng.pick(CITIES);
  return { CPF: makeCpf(rng, city.uf), Telefone: makeMobile(rng, city.ddd) };
}

function youtubeId(rng: Rng): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < 11; i += 1) id += alphabet[rng.int(0, alphabet.length - 1)];
  return id;
}

function teacherExtras(rng: Rng, id: number, first: string, last: string) {
  const slug = `${asciiSlug(first)}-${asciiSlug(last)}`;
  return {
    Video: `https://www.youtube.com/watch?v=${youtubeId(rng)}`,
    ImagemPerfil: { id: 1000 + id, url: `https://cdn.exemplo.com.br/professores/${slug}.jpg`, type: 'image/jpeg' },
    MostrarUsuario: true,
    RoyaltiesAtivo: true,
  };
}

const NO_EXTRAS = { Video: '', ImagemPerfil: null, MostrarUsuario: false, RoyaltiesAtivo: false };

/** The staff users, in id order (always the same list). */
export function generateStaffUsers(): StaffUserRecord[] {
  const users: StaffUserRecord[] = [];
  const taken = new Set<string>();
  const add = (fields: Omit<StaffUserRecord, 'UsuarioID'>) => {
    taken.add(fields.Email);
    users.push({ UsuarioID: users.length + 1, ...fields });
  };
  for (const demo of DEMO_USERS) {
    const id = users.length + 1;
    const rng = rngFor('usuario', id);
    const { first, last } = splitName(demo.name);
    const isTeacher = demo.profiles.includes('Professor');
    add({
      Nome: first, SobreNome: last, Email: demo.email, ...contact(rng),
      ...(isTeacher ? teacherExtras(rng, id, first, last) : NO_EXTRAS),
      UsuarioAtivo: true, Permissoes: [], Papeis: [role(DEMO_GROUPS[demo.key])],
    });
  }
  for (const [, name] of COUPON_STAFF.filter(([id]) => id > DEMO_USERS.length)) {
    const rng = rngFor('usuario', users.length + 1);
    const { first, last } = splitName(name);
    add({
      Nome: first, SobreNome: last, Email: corporateEmail(first, last), ...contact(rng), ...NO_EXTRAS,
      UsuarioAtivo: true, Permissoes: [], Papeis: [role('Equipe comercial'), role('Marketing: edição')],
    });
  }
  for (const teacher of TEACHERS) {
    if (users.some((user) => `${user.Nome} ${user.SobreNome}` === teacher.name)) continue;
    const id = users.length + 1;
    const rng = rngFor('usuario', id);
    const { first, last } = splitName(teacher.name);
    add({
      Nome: first, SobreNome: last, Email: corporateEmail(first, last), ...contact(rng),
      ...teacherExtras(rng, id, first, last),
      // One teacher left the school: kept for the royalties history, but no longer signs in.
      UsuarioAtivo: teacher.name !== 'André Pacheco', Permissoes: [], Papeis: [role('Professores')],
    });
  }
  while (users.length < STAFF_USER_COUNT) {
    const id = users.length + 1;
    const rng = rngFor('usuario', id);
    const female = rng.chance(0.55);
    const first = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
    let email = corporateEmail(first, last);
    if (taken.has(email)) email = email.replace('@', `${id}@`);
    const groups = [rng.pick(OTHER_GROUPS)];
    if (rng.chance(0.3)) {
      const second = rng.pick(OTHER_GROUPS);
      if (second !== groups[0]) groups.push(second);
    }
    add({
      Nome: first, SobreNome: last, Email: email, ...contact(rng), ...NO_EXTRAS,
      UsuarioAtivo: rng.chance(0.85),
      Permissoes: rng.chance(0.2) ? ['Pedidos'] : [],
      Papeis: groups.map(role),
    });
  }
  return users;
}

/** The staff users table. */
export const staffUsersTable = defineTable<StaffUserRecord>({
  name: 'usuarios',
  idField: 'UsuarioID',
  searchFields: ['Nome', 'SobreNome', 'Email'],
  seed: () => generateStaffUsers(),
});
