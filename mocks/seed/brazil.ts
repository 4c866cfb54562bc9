/**
 * Brazilian identifiers drawn from a seeded generator. @brazilian-utils generates CPFs with Math.random, so the
 * digits are drawn here and only the check-digit rule is applied (the tests validate with @brazilian-utils).
 */
import type { City } from './places.ts';
import type { Rng } from './random.ts';

/** The two check digits of a CPF whose first nine digits are `base`. */
export function cpfCheckDigits(base: string): string {
  let sum1 = 0;
  let sum2 = 0;
  for (let i = 0; i < 9; i += 1) {
    const digit = base.charCodeAt(i) - 48;
    sum1 += digit * (10 - i);
    sum2 += digit * (11 - i);
  }
  const first = ((sum1 * 10) % 11) % 10;
  sum2 += first * 2;
  const second = ((sum2 * 10) % 11) % 10;
  return `${first}${second}`;
}

/** A valid CPF (11 digits, no mask) whose ninth digit is the fiscal region of the state, as real ones are. */
export function makeCpf(rng: Rng, uf: string): string {
  let base: string;
  do {
    base = rng.digits(8) + fiscalRegion(uf);
  } while (/^(\d)\1{8}$/.test(base));
  return base + cpfCheckDigits(base);
}

const REGIONS: Record<string, string> = {
  RS: '0', DF: '1', GO: '1', MT: '1', MS: '1', TO: '1', AC: '2', AM: '2', AP: '2', PA: '2', RO: '2', RR: '2',
  CE: '3', MA: '3', PI: '3', AL: '4', PB: '4', PE: '4', RN: '4', BA: '5', SE: '5', MG: '6', ES: '7', RJ: '7',
  SP: '8', PR: '9', SC: '9',
};

function fiscalRegion(uf: string): string {
  return REGIONS[uf] ?? '8';
}

/** An 11-digit mobile number (DDD + 9 + 8 digits), no mask. */
export function makeMobile(rng: Rng, ddd: string): string {
  return `${ddd}9${rng.int(6, 9)}${rng.digits(7)}`;
}

/** An 8-digit CEP inside the city's range, no mask. */
export function makeCep(rng: Rng, city: City): string {
  const prefix = rng.int(city.cepFrom, city.cepTo);
  return `${String(prefix).padStart(5, '0')}${rng.digits(3)}`;
}

/** A card number as a receipt shows it: only the last four digits. */
export function maskedCard(rng: Rng): string {
  return `**** **** **** ${rng.digits(4)}`;
}
