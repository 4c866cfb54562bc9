/**
 * Deterministic demo data: one @faker-js/faker instance with the pt_BR locale, reseeded before each record
 * (`draw('aluno', 12)`), so record n is the same at any MOCK_SCALE and on every start. Faker's own seeding builds a
 * Mersenne Twister state (about 40 µs); a small seedable generator keeps 100 000 records fast.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { base, Faker, pt_BR } from '@faker-js/faker';

/** Changing it changes all the generated data at once. */
const SEED = 2026;

let state = 0;
const randomizer = {
  next(): number {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  },
  seed(seed: number | number[]): void {
    const parts = typeof seed === 'number' ? [seed] : seed;
    let h = 0x811c9dc5;
    for (let i = 0; i < parts.length; i += 1) h = Math.imul((h ^ parts[i]) >>> 0, 0x01000193) ^ (parts[i] >>> 16);
    state = h >>> 0;
  },
};

const faker = new Faker({ locale: [pt_BR, base], randomizer });

const kinds = new Map<string, number>();

/** Reseeds the generator for record `id` of a kind of record; answers faker. */
export function draw(kind: string, id: number): Faker {
  let code = kinds.get(kind);
  if (code === undefined) kinds.set(kind, (code = [...kind].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261)));
  faker.seed([SEED, code, id]);
  return faker;
}

// The hot draws of large seeds read the seeded generator directly (faker's helpers validate their arguments).
/** One of the values, each with its weight. */
export function weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
  let roll = randomizer.next() * entries.reduce((total, [, weight]) => total + weight, 0);
  for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
  return entries[entries.length - 1][0];
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(randomizer.next() * items.length)];
export const chance = (p: number) => randomizer.next() < p;
export const int = (min: number, max: number) => min + Math.floor(randomizer.next() * (max - min + 1));
/** A float in [0, 1). */
export const random = () => randomizer.next();

/** A CPF with valid check digits from @brazilian-utils, drawn from the seeded generator (it calls Math.random). */
export function cpf(uf?: string): string {
  const random = Math.random;
  Math.random = () => randomizer.next();
  try {
    return generateCpf(uf as never);
  } finally {
    Math.random = random;
  }
}

const DAY = 86_400_000;

// A few hundred distinct days for any number of records: each conversion is done once.
const memo = <K, V>(compute: (key: K) => V) => {
  const cache = new Map<K, V>();
  return (key: K) => cache.get(key) ?? (cache.set(key, compute(key)), cache.get(key)!);
};
/** `yyyy-mm-dd` of a day number (days since 1970-01-01). */
export const isoDay = memo((day: number) => new Date(day * DAY).toISOString().slice(0, 10));
/** `dd/mm/yyyy` of a day number. */
export const brDay = memo((day: number) => isoDay(day).split('-').reverse().join('/'));
/** The day number of `yyyy-mm-dd` or `dd/mm/yyyy` (NaN when it is not a date). */
export const dayOf = memo((text: string) => Math.floor(Date.parse(/^\d{2}\//.test(text) ? text.split('/').reverse().join('-') : text.slice(0, 10)) / DAY));
