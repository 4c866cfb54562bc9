/**
 * Content written by hand or curated, kept as JSON in mocks/fixtures (generating it makes no sense): the
 * catalogue (products, teachers, boards...), the hierarchy, the questions, the conversations, and every table that
 * does not grow with MOCK_SCALE. Generated tables (seed/people.ts) draw their words from vocabulary.json.
 */
import { readFileSync } from 'node:fs';
import type { Row } from '../core/db.ts';

const folder = new URL('../fixtures/', import.meta.url);

/** The rows of mocks/fixtures/<name>.json. */
export const fixture = <T = Row>(name: string): T[] => JSON.parse(readFileSync(new URL(`${name}.json`, folder), 'utf8')) as T[];

type Product = { ID: number; Nome: string; Tipo: 'Curso' | 'Módulo'; Preco: number };

/** The catalogue: products (courses, then modules), teachers, boards, careers, tags and the small option lists. */
export const catalog = JSON.parse(readFileSync(new URL('catalog.json', folder), 'utf8')) as {
  products: Product[];
  modules: Array<{ ModuloID: number; ProdutoID: number; Nome: string; Disciplina: string; Concurso: string; ProfessorId: number }>;
  teachers: Array<{ ProfessorID: number; Nome: string; Disciplinas: string[] }>;
  noticeModules: Array<{ ModuloID: number; NomeModulo: string; Professor: string }>;
  bancas: Row[]; carreiras: Row[]; tags: Row[]; objectTypes: Row[]; cancellationTypes: Row[]; contentTypes: Row[];
  courseSubjects: Row[]; contentSubjects: Row[];
};

/** Words of the generated tables (coupon codes, campaigns, notice templates, reasons...). */
export const vocabulary = JSON.parse(readFileSync(new URL('vocabulary.json', folder), 'utf8')) as {
  /** Name, code stem, first and last day of creation. */
  couponCampaigns: Array<[string, string, string, string]>;
  couponCodes: string[]; salesChannels: string[]; couponPercents: number[]; couponAmounts: number[]; emailDomains: string[]; chatMoods: string[];
  staff: Array<[number, string]>; orderStatuses: Array<[string, number]>; releaseOperators: Array<[string, number]>; releaseReasons: string[];
  cancelReasons: Record<string, string[]>; noticeTopics: Record<string, string[]>;
  /** Subject line and text, with {topic}, {day}, {hour}, {hourEnd}, {exam}, {subject} and {percent}. */
  notices: Array<[string, string]>;
  /** A teacher's observation on an essay (HTML), with {grade} and {subject}. */
  essayFeedback: string[];
};
