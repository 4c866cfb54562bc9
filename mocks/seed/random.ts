/**
 * Seeded pseudo-random numbers for the mock data. Nothing in mocks/ may call Math.random: the same seed
 * must always produce the same data, so tests and screenshots can rely on it.
 */

/** Global seed of every generator; changing it changes all the demo data at once. */
export const MOCK_SEED = 'backoffice-demo-2026';

/**
 * 32-bit hash of the given parts (FNV-1a over text, integer mixing for numbers, a murmur3 finaliser for spread).
 * Numbers are mixed without building text: the seeds call this once per generated record.
 */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    if (typeof part === 'number' && Number.isSafeInteger(part)) {
      h = Math.imul(h ^ (part >>> 0), 0x01000193);
      h = Math.imul(h ^ Math.floor(part / 4294967296), 0x01000193);
    } else {
      const text = String(part);
      for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    }
    h = Math.imul(h ^ 0xff, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A small deterministic generator (mulberry32) with the helpers the seeds need. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One value, each with its relative weight. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** `count` decimal digits as text (leading zeros allowed). */
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i += 1) out += Math.floor(this.next() * 10);
    return out;
  }

  /** An amount in reais with cents, in [min, max]. */
  money(min: number, max: number): number {
    return this.int(Math.round(min * 100), Math.round(max * 100)) / 100;
  }
}

/** The generator of one record: the same parts always give the same sequence, whatever else was generated. */
export function rngFor(...parts: ReadonlyArray<string | number>): Rng {
  return new Rng(hashSeed(MOCK_SEED, ...parts));
}
