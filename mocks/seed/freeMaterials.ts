/**
 * Free materials (conteúdo gratuito) the store gives away to gather leads: e-books, verticalised exam
 * notices, video and audio lessons. 36 materials, whatever MOCK_SCALE.
 */
import { defineTable } from '../store/table.ts';
import { COURSE_NAMES } from './catalog.ts';
import { dayOf } from './dates.ts';
import { slugOf } from './slugs.ts';
import { IMAGE_PALETTE, placeholderImage } from './placeholderImages.ts';
import { rngFor } from './random.ts';

/** Kinds of free material (spec section 3). */
export const MATERIAL_TYPES = ['E-book', 'Edital verticalizado', 'Videoaula', 'Audioaula'] as const;

/** A free material with the spec's fields plus what the form edits. */
export interface FreeMaterialRecord {
  _id: number;
  name: string;
  type: (typeof MATERIAL_TYPES)[number];
  /** Cover picture URL. */
  capa: string;
  /** Address of the file or the lesson. */
  link: string;
  descricao: string;
  publicado: boolean;
  /** ISO date-time of the last edit. */
  editedAt: string;
}

/** Materials in the seed. */
export const FREE_MATERIAL_COUNT = 36;

const SUBJECTS = ['Língua Portuguesa', 'Raciocínio Lógico', 'Direito Constitucional', 'Direito Administrativo',
  'Informática', 'Direito Penal', 'Contabilidade Geral', 'Legislação Previdenciária'] as const;

function title(type: FreeMaterialRecord['type'], exam: string, subject: string, guide: boolean): string {
  switch (type) {
    case 'E-book': return `E-book: ${guide ? `Guia de estudos ${exam}` : `100 questões de ${subject}`}`;
    case 'Edital verticalizado': return `Edital verticalizado ${exam}`;
    case 'Videoaula': return `Videoaula: ${subject} para ${exam}`;
    default: return `Audioaula: resumo de ${subject}`;
  }
}

/** The free materials table. */
export const freeMaterialsTable = defineTable<FreeMaterialRecord>({
  name: 'materiaisGratuitos',
  idField: '_id',
  searchFields: ['name'],
  seed: () => {
    const names = new Set<string>();
    const records: FreeMaterialRecord[] = [];
    for (let id = 1; id <= FREE_MATERIAL_COUNT; id += 1) {
      const rng = rngFor('material-gratuito', id);
      const type = MATERIAL_TYPES[(id - 1) % MATERIAL_TYPES.length];
      const exam = rng.pick(COURSE_NAMES);
      let name = title(type, exam, rng.pick(SUBJECTS), rng.chance(0.5));
      if (names.has(name)) name = `${name} (${id})`;
      names.add(name);
      const slug = slugOf(name).slice(0, 48).replace(/-+$/, '');
      const day = rng.int(dayOf(2025, 1, 10), dayOf(2026, 11, 18));
      const minutes = rng.int(8 * 60, 19 * 60);
      const edited = new Date(day * 86_400_000 + (minutes + 180) * 60_000);
      records.push({
        _id: id,
        name,
        type,
        capa: placeholderImage(type, { width: 400, height: 560, colours: rng.pick(IMAGE_PALETTE) }),
        link: type === 'Videoaula' || type === 'Audioaula'
          ? `https://loja.exemplo.com.br/aulas-gratuitas/${slug}`
          : `https://loja.exemplo.com.br/materiais/${slug}.pdf`,
        descricao: `Material gratuito de ${exam.split(' - ')[0]} para quem está começando a preparação.`,
        publicado: rng.chance(0.8),
        editedAt: edited.toISOString(),
      });
    }
    return records;
  },
});
