/** Brazilian people for the seeds: names, e-mails derived from them, documents, phones and addresses. */
import { makeCep, makeCpf, makeMobile } from './brazil.ts';
import { CITIES, WEIGHTED_CITIES, type City } from './places.ts';
import type { Rng } from './random.ts';
import {
  COMMON_NEIGHBOURHOODS, COMPLEMENTS, EMAIL_DOMAINS, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, NAME_PARTICLES, STREETS,
  SURNAMES,
} from './vocabulary.ts';

/** A generated person, before it becomes a student or any other record. */
export interface Person {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  cpf: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighbourhood: string;
  city: string;
  uf: string;
}

/** Lower-case ASCII letters only (for e-mail addresses). */
export function asciiSlug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

function makeName(rng: Rng): { firstName: string; lastName: string; fullName: string } {
  const female = rng.chance(0.52);
  const firsts = female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const first = rng.pick(firsts);
  const parts: string[] = [first];
  if (rng.chance(0.22)) {
    let second = rng.pick(firsts);
    if (second === first) second = rng.pick(firsts);
    if (second !== first) parts.push(second);
  }
  const surnameCount = rng.chance(0.7) ? 2 : 1;
  let last = '';
  for (let i = 0; i < surnameCount; i += 1) {
    let surname = rng.pick(SURNAMES);
    if (surname === last) surname = rng.pick(SURNAMES);
    const particle = NAME_PARTICLES[surname];
    if (particle && rng.chance(0.35)) parts.push(particle);
    parts.push(surname);
    last = surname;
  }
  return { firstName: first, lastName: last, fullName: parts.join(' ') };
}

/** E-mails and CPFs already given to earlier people of the same seed. */
export interface TakenIdentifiers {
  emails: Set<string>;
  cpfs: Set<string>;
  /** Next number to try for a mailbox name that is already taken. */
  nextSuffix: Map<string, number>;
}

/** An empty set of taken identifiers. */
export function takenIdentifiers(): TakenIdentifiers {
  return { emails: new Set(), cpfs: new Set(), nextSuffix: new Map() };
}

function makeEmail(rng: Rng, first: string, last: string, taken: TakenIdentifiers): string {
  const f = asciiSlug(first);
  const l = asciiSlug(last);
  const domain = rng.weighted(EMAIL_DOMAINS);
  const shape = rng.int(0, 6);
  const local = shape === 0 ? `${f}.${l}` : shape === 1 ? `${f}${l}` : shape === 2 ? `${f}_${l}`
    : shape === 3 ? `${f}.${l}${rng.int(70, 99)}` : shape === 4 ? `${f}${rng.int(1975, 2006)}`
      : shape === 5 ? `${f[0]}${l}` : `${f}.${l}${rng.int(1, 9)}`;
  let email = `${local}@${domain}`;
  if (taken.emails.has(email)) {
    // Common names repeat at scale: a number keeps every address unique, as real mailboxes are.
    const stem = `${f}.${l}@${domain}`;
    let n = taken.nextSuffix.get(stem) ?? 2;
    do {
      email = `${f}.${l}${n}@${domain}`;
      n += 1;
    } while (taken.emails.has(email));
    taken.nextSuffix.set(stem, n);
  }
  taken.emails.add(email);
  return email;
}

function houseNumber(rng: Rng): number {
  const roll = rng.next();
  return roll < 0.5 ? rng.int(1, 300) : roll < 0.9 ? rng.int(300, 2500) : rng.int(2500, 9999);
}

function pickCity(rng: Rng): City {
  return rng.weighted(WEIGHTED_CITIES);
}

/**
 * A realistic person. `taken` holds the e-mails and CPFs already used by earlier people, so every person of one
 * seed has their own.
 */
export function makePerson(rng: Rng, taken: TakenIdentifiers): Person {
  const { firstName, lastName, fullName } = makeName(rng);
  const city = pickCity(rng);
  let cpf = makeCpf(rng, city.uf);
  while (taken.cpfs.has(cpf)) cpf = makeCpf(rng, city.uf);
  taken.cpfs.add(cpf);
  const neighbourhoods = city.neighbourhoods.length ? city.neighbourhoods : COMMON_NEIGHBOURHOODS;
  return {
    firstName,
    lastName,
    fullName,
    email: makeEmail(rng, firstName, lastName, taken),
    cpf,
    phone: makeMobile(rng, city.ddd),
    cep: makeCep(rng, city),
    street: rng.pick(STREETS),
    number: String(houseNumber(rng)),
    complement: rng.weighted(COMPLEMENTS),
    neighbourhood: rng.pick(neighbourhoods),
    city: city.name,
    uf: city.uf,
  };
}

/** Every city of the seeds (for tests that check city/state pairs). */
export const KNOWN_CITIES = CITIES;
