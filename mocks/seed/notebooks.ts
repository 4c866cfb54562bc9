/**
 * Question notebooks (cadernos de questões): a set of questions of one subject for one exam, chosen by filters
 * (topic, years, difficulty, how many) or by hand (a list of question ids). Fixed volume: 40 notebooks.
 */
import { defineTable } from '../store/table.ts';
import { boardOf, CONTENT_END, CONTENT_START, topicsOf } from './contentVocabulary.ts';
import { dayToIso } from './dates.ts';
import { rngFor } from './random.ts';
import { catalogModules } from './teachers.ts';

/** How the questions of a notebook are chosen. */
export type NotebookSelection = 'Filtros' | 'Manual';

/** Difficulty levels of the question filters. */
export const DIFFICULTIES = ['Todas', 'Fácil', 'Média', 'Difícil'] as const;

/** A notebook. */
export interface NotebookRecord {
  CadernoID: number;
  Nome: string;
  Disciplina: string;
  Concurso: string;
  Banca: string;
  Selecao: NotebookSelection;
  /** Filter: topic ('' = every topic of the subject). */
  Assunto: string;
  /** Filter: first and last exam year of the questions. */
  AnoInicial: number | null;
  AnoFinal: number | null;
  Dificuldade: (typeof DIFFICULTIES)[number];
  QuantidadeQuestoes: number;
  /** Manual selection: question ids, comma separated ("1203, 1207"); '' when chosen by filters. */
  Questoes: string;
  Publicado: boolean;
  /** `yyyy-mm-dd`. */
  DataCriacao: string;
  /** `yyyy-mm-dd`. */
  DataAtualizacao: string;
}

/** Notebooks of the fresh seed. */
export const NOTEBOOK_COUNT = 40;

const NAME_SUFFIXES = ['reta final', 'questões inéditas', 'nível difícil', 'revisão geral', 'primeiros passos'] as const;

function makeNotebook(id: number): NotebookRecord {
  const rng = rngFor('caderno', id);
  const modules = catalogModules();
  const module = modules[(id * 7) % modules.length];
  const manual = rng.chance(0.3);
  const topic = rng.chance(0.6) ? rng.pick(topicsOf(module.Disciplina)) : '';
  const ids = new Set<number>();
  if (manual) {
    const wanted = rng.int(10, 30);
    while (ids.size < wanted) ids.add(rng.int(1, 4000));
  }
  const firstYear = rng.int(2015, 2021);
  const created = rng.int(CONTENT_START, CONTENT_END - 20);
  return {
    CadernoID: id,
    Nome: `${module.Disciplina} para ${module.Concurso} — ${rng.pick(NAME_SUFFIXES)}`,
    Disciplina: module.Disciplina,
    Concurso: module.Concurso,
    Banca: boardOf(module.Concurso),
    Selecao: manual ? 'Manual' : 'Filtros',
    Assunto: manual ? '' : topic,
    AnoInicial: manual ? null : firstYear,
    AnoFinal: manual ? null : rng.int(Math.max(firstYear, 2022), 2026),
    Dificuldade: manual ? 'Todas' : rng.pick(DIFFICULTIES),
    QuantidadeQuestoes: manual ? ids.size : rng.pick([20, 30, 40, 50, 60, 80, 100]),
    Questoes: [...ids].join(', '),
    Publicado: rng.chance(0.75),
    DataCriacao: dayToIso(created),
    DataAtualizacao: dayToIso(Math.min(CONTENT_END, created + rng.int(0, 120))),
  };
}

/** The notebooks table. */
export const notebooksTable = defineTable<NotebookRecord>({
  name: 'cadernos',
  idField: 'CadernoID',
  searchFields: ['Nome'],
  seed: () => Array.from({ length: NOTEBOOK_COUNT }, (_, index) => makeNotebook(index + 1)),
});
