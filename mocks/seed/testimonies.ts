/**
 * Testimonies (depoimentos) of approved students shown on the store: who, which exam and position, what they
 * say, a photo and sometimes a video. 32 testimonies, whatever MOCK_SCALE; the authors are students of the seed.
 */
import { defineTable } from '../store/table.ts';
import { COURSE_NAMES } from './catalog.ts';
import { IMAGE_PALETTE, initials, placeholderImage } from './placeholderImages.ts';
import { rngFor } from './random.ts';
import { studentsTable } from './students.ts';

/** A testimony. */
export interface TestimonyRecord {
  _id: number;
  nomeAluno: string;
  /** Exam passed, e.g. "Polícia Federal 2025". */
  concurso: string;
  /** Position, e.g. "Agente". */
  cargo: string;
  depoimento: string;
  /** Photo URL. */
  foto: string;
  /** Video address (YouTube), or ''. */
  video: string;
  publicado: boolean;
  /** Position on the page (1 = first). */
  ordem: number;
}

/** Testimonies in the seed. */
export const TESTIMONY_COUNT = 32;

const OPENINGS = [
  'Estudei por dois anos conciliando com o trabalho e',
  'Depois de três tentativas,',
  'Comecei do zero, sem saber nada de Direito, e',
  'Com os simulados semanais e as revisões,',
  'Mãe de duas crianças, estudava de madrugada e',
  'Troquei o cursinho presencial pelas aulas online e',
  'A mentoria de reta final fez toda a diferença:',
  'Seguindo o plano de estudos à risca,',
] as const;

const ENDINGS = [
  'fui aprovado dentro das vagas. Os professores explicam de um jeito que a matéria fica.',
  'conquistei a minha vaga. As questões comentadas foram o ponto forte da minha preparação.',
  'consegui a aprovação que parecia impossível. Recomendo para quem trabalha e tem pouco tempo.',
  'passei entre os primeiros colocados. O material em PDF é objetivo e direto ao ponto.',
  'realizei o sonho da estabilidade. O fórum de dúvidas respondia sempre no mesmo dia.',
  'fui nomeado no primeiro semestre. As aulas de revisão na véspera salvaram a minha prova.',
] as const;

/** The testimonies table. */
export const testimoniesTable = defineTable<TestimonyRecord>({
  name: 'depoimentos',
  idField: '_id',
  searchFields: ['nomeAluno', 'concurso'],
  seed: ({ base }) => {
    const students = base(studentsTable);
    const records: TestimonyRecord[] = [];
    for (let id = 1; id <= TESTIMONY_COUNT; id += 1) {
      const rng = rngFor('depoimento', id);
      const student = students.length ? students[(id * 7) % students.length] : undefined;
      const nomeAluno = student?.NomeCompleto ?? `Aluno ${id}`;
      const [body, post] = rng.pick(COURSE_NAMES).split(' - ');
      const year = rng.pick([2024, 2025, 2025, 2026]);
      records.push({
        _id: id,
        nomeAluno,
        concurso: `${body} ${year}`,
        cargo: post,
        depoimento: `${rng.pick(OPENINGS)} ${rng.pick(ENDINGS)}`,
        foto: placeholderImage(initials(nomeAluno), { width: 240, height: 240, colours: rng.pick(IMAGE_PALETTE) }),
        video: rng.chance(0.35) ? `https://www.youtube.com/watch?v=${rng.digits(4)}dep${id}` : '',
        publicado: rng.chance(0.75),
        ordem: id,
      });
    }
    return records;
  },
});
