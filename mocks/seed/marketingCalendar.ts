/**
 * The present of the marketing seeds: campaigns, banners, ads, bars and offers are "running", "over" or
 * "coming" relative to this day, so the demo data tells a coherent story whatever the machine's clock says.
 */
import { dayOf } from './dates.ts';
import type { Rng } from './random.ts';

/** The seed's "today" (a day number). */
export const MARKETING_SEED_TODAY = dayOf(2026, 11, 20);

/**
 * Whether a seeded item whose period ends on `end` (a day number, null = open) is switched on: staff
 * mostly switch things off once they are over, and mostly leave current and coming ones on.
 */
export function seededActive(rng: Rng, end: number | null): boolean {
  return end !== null && end < MARKETING_SEED_TODAY ? rng.chance(0.15) : rng.chance(0.85);
}
