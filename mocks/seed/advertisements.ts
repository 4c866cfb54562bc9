/**
 * Advertisements (publicidades): pictures with a link placed in a slot of the store's pages for a period —
 * partner courses, books, the app. 30 ads, whatever MOCK_SCALE.
 */
import { defineTable } from '../store/table.ts';
import { dayOf, dayToIso } from './dates.ts';
import { slugOf } from './slugs.ts';
import { IMAGE_PALETTE, placeholderImage } from './placeholderImages.ts';
import { seededActive } from './marketingCalendar.ts';
import { rngFor } from './random.ts';

/** Where an ad shows. */
export const AD_PLACEMENTS = ['Topo da página', 'Barra lateral', 'Entre conteúdos', 'Rodapé', 'Janela pop-up'] as const;

/** Picture size of each placement (width, height). */
export const AD_SIZES: Readonly<Record<(typeof AD_PLACEMENTS)[number], readonly [number, number]>> = {
  'Topo da página': [970, 90], 'Barra lateral': [300, 600], 'Entre conteúdos': [728, 90], Rodapé: [970, 250],
  'Janela pop-up': [600, 400],
};

/** An advertisement. */
export interface AdvertisementRecord {
  _id: number;
  titulo: string;
  /** Picture URL. */
  imagem: string;
  link: string;
  posicao: (typeof AD_PLACEMENTS)[number];
  /** `yyyy-mm-dd`. */
  dataInicio: string;
  /** `yyyy-mm-dd`. */
  dataFim: string;
  ativo: boolean;
}

const SUBJECTS = [
  'Livro Vade Mecum 2026', 'App de questões', 'Mentoria individual', 'Curso de redação', 'Coaching para concursos',
  'Livro de Português esquematizado', 'Simulado nacional', 'Plano anual', 'Resumos em mapas mentais', 'Aulões ao vivo',
] as const;

/** The advertisements table. */
export const advertisementsTable = defineTable<AdvertisementRecord>({
  name: 'publicidades',
  idField: '_id',
  searchFields: ['titulo'],
  seed: () => {
    const records: AdvertisementRecord[] = [];
    for (let id = 1; id <= 30; id += 1) {
      const rng = rngFor('publicidade', id);
      const posicao = AD_PLACEMENTS[(id - 1) % AD_PLACEMENTS.length];
      const subject = SUBJECTS[(id - 1) % SUBJECTS.length];
      const titulo = `${subject} – ${posicao.toLowerCase()}`;
      const [width, height] = AD_SIZES[posicao];
      const start = rng.int(dayOf(2025, 1, 6), dayOf(2026, 12, 1));
      const end = start + rng.pick([15, 30, 30, 60, 90]);
      records.push({
        _id: id,
        titulo,
        imagem: placeholderImage(subject, { width, height, colours: rng.pick(IMAGE_PALETTE) }),
        link: `/parceiros/${slugOf(subject)}`,
        posicao,
        dataInicio: dayToIso(start),
        dataFim: dayToIso(end),
        ativo: seededActive(rng, end),
      });
    }
    return records;
  },
});
