/**
 * URL redirects of the store: an old address (`de`) sent to a new one (`para`), permanent (301) or temporary
 * (302). 40 redirects, whatever MOCK_SCALE: old course pages, renamed campaigns, short links.
 */
import { defineTable } from '../store/table.ts';
import { COURSE_NAMES } from './catalog.ts';
import { dayOf, dayToIso } from './dates.ts';
import { slugOf } from './slugs.ts';
import { rngFor } from './random.ts';

/** Redirect types: 301 permanent, 302 temporary. */
export const REDIRECT_TYPES = [301, 302] as const;

/** A redirect. */
export interface RedirectRecord {
  _id: number;
  /** Old path on the store (`/...`). */
  de: string;
  /** New path or full address. */
  para: string;
  tipo: (typeof REDIRECT_TYPES)[number];
  ativo: boolean;
  /** Times it was followed. */
  acessos: number;
  /** `yyyy-mm-dd`. */
  criadoEm: string;
}

/** Redirects in the seed. */
export const REDIRECT_COUNT = 40;

const SHORT_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/bf', '/promocoes/black-friday'], ['/natal', '/promocoes/natal'], ['/pix', '/formas-de-pagamento'],
  ['/app', '/baixe-o-app'], ['/aulao', '/aulao-prf'], ['/simulado', '/simulados/pf'], ['/whats', '/contato/whatsapp'],
  ['/assine', '/assinatura/planos'], ['/edital-inss', '/materiais-gratuitos/editais/inss'], ['/indique', '/indique-um-amigo'],
];

/** The redirects table. */
export const redirectsTable = defineTable<RedirectRecord>({
  name: 'redirecionamentos',
  idField: '_id',
  searchFields: ['de', 'para'],
  seed: () => {
    const records: RedirectRecord[] = [];
    for (let id = 1; id <= REDIRECT_COUNT; id += 1) {
      const rng = rngFor('redirecionamento', id);
      let de: string;
      let para: string;
      let tipo: RedirectRecord['tipo'];
      if (id <= SHORT_LINKS.length) {
        [de, para] = SHORT_LINKS[id - 1];
        tipo = 302;
      } else {
        const course = COURSE_NAMES[(id - SHORT_LINKS.length - 1) % COURSE_NAMES.length];
        const slug = slugOf(course.replace(' - ', ' '));
        de = id % 2 ? `/curso/${slug}-2025` : `/produto.php?id=${1000 + id}`;
        para = `/cursos/${slug}`;
        tipo = 301;
      }
      records.push({
        _id: id,
        de,
        para,
        tipo,
        ativo: rng.chance(0.85),
        acessos: rng.int(0, 25_000),
        criadoEm: dayToIso(rng.int(dayOf(2024, 6, 1), dayOf(2026, 11, 15))),
      });
    }
    return records;
  },
});
