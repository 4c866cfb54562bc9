/**
 * Learning content: learning objects (objetos de aprendizagem: videos, excerpts, podcasts) and the units
 * (unidades, shown as chapters) that gather them. Fixed volumes, as the catalogue: 180 objects and 60 units.
 */
import { defineTable } from '../store/table.ts';
import { CONTENT_END, CONTENT_START, slugOf, topicsOf, uniqueName } from './contentVocabulary.ts';
import { dayToIso } from './dates.ts';
import { rngFor, type Rng } from './random.ts';
import { catalogModules, subjectList, teacherRef, type TeacherRef } from './teachers.ts';

/** Object types of GET /api/producao-conteudo-objetoTipo (spec: 1 Excerto, 2 Video, 3 Podcast). */
export const OBJECT_TYPES = [
  { TipoID: 1, Nome: 'Excerto', Descricao: 'Excerto' },
  { TipoID: 2, Nome: 'Video', Descricao: 'Vídeo' },
  { TipoID: 3, Nome: 'Podcast', Descricao: 'Podcast' },
] as const;

/** An object type name. */
export type ObjectType = (typeof OBJECT_TYPES)[number]['Nome'];

/** A learning object with the spec's fields plus what the form edits. */
export interface LearningObjectRecord {
  ConteudoId: number;
  Nome: string;
  /** Text of an excerpt, summary of a video or podcast (html). */
  Descricao: string;
  Tipo: ObjectType;
  TipoID: 1 | 2 | 3;
  Professor: TeacherRef;
  /** Same as Professor.Id (what the form's select edits). */
  ProfessorId: number;
  Disciplina: string;
  Assunto: string;
  /** Player or file address of a video or podcast; null for an excerpt. */
  Link: string | null;
  /** Minutes of a video or podcast; null for an excerpt. */
  Duracao: number | null;
  /** `yyyy-mm-dd`. */
  DataCriacao: string;
  /** `yyyy-mm-dd`, or null while not published. */
  DataPublicacao: string | null;
}

/** An object as a unit lists it (spec: object lists with DataPublicacao). */
export interface UnitObject {
  ConteudoId: number;
  Nome: string;
  DataPublicacao: string | null;
}

/** A unit (chapter) with the spec's fields. */
export interface UnitRecord {
  id: number;
  Nome: string;
  Disciplina: string;
  Excerto: UnitObject[];
  Video: UnitObject[];
  Podcast: UnitObject[];
  /** Rich text (html). */
  Descricao: string;
  Professor: TeacherRef;
  ProfessorId: number;
  /** `yyyy-mm-dd`. */
  DataAtualizacao: string;
  /** `yyyy-mm-dd`. */
  DataCriacao: string;
}

/** Objects of the fresh seed. */
export const OBJECT_COUNT = 180;
/** Units of the fresh seed. */
export const UNIT_COUNT = 60;

/** The teacher of a subject's content: the teacher of its first module. */
export function subjectTeacher(subject: string, rng?: Rng): number {
  const teachers = [...new Set(catalogModules().filter((module) => module.Disciplina === subject).map((module) => module.ProfessorId))];
  return rng && teachers.length > 1 ? rng.pick(teachers) : teachers[0] ?? 1;
}

const VIDEO_PREFIXES = ['Videoaula', 'Aula em vídeo', 'Resolução de questões'] as const;
const EXCERPT_PREFIXES = ['Resumo', 'Mapa mental', 'Lei seca comentada', 'Esquema'] as const;
const PODCAST_PREFIXES = ['Podcast', 'Revisão em áudio'] as const;

function makeObject(id: number, usedNames: Set<string>): LearningObjectRecord {
  const rng = rngFor('objeto', id);
  const subjects = subjectList();
  const subject = subjects[(id - 1) % subjects.length];
  const topic = rng.pick(topicsOf(subject));
  const type = rng.weighted<ObjectType>([['Video', 45], ['Excerto', 35], ['Podcast', 20]]);
  const teacherId = subjectTeacher(subject, rng);
  const created = rng.int(CONTENT_START, CONTENT_END - 20);
  const published = rng.chance(0.85) ? created + rng.int(1, 20) : null;
  const prefix = rng.pick(type === 'Video' ? VIDEO_PREFIXES : type === 'Excerto' ? EXCERPT_PREFIXES : PODCAST_PREFIXES);
  const nome = uniqueName(`${prefix}: ${topic}`, usedNames);
  const typeId = OBJECT_TYPES.find((candidate) => candidate.Nome === type)!.TipoID;
  return {
    ConteudoId: id,
    Nome: nome,
    Descricao: type === 'Excerto'
      ? `<p><strong>${topic}</strong> em ${subject}: pontos que mais caem em prova, com exemplos.</p><ul><li>Conceito e base legal</li><li>Jurisprudência e pegadinhas de banca</li></ul>`
      : `<p>${type === 'Video' ? 'Vídeo' : 'Episódio'} sobre ${topic.toLowerCase()} (${subject}).</p>`,
    Tipo: type,
    TipoID: typeId,
    Professor: teacherRef(teacherId),
    ProfessorId: teacherId,
    Disciplina: subject,
    Assunto: topic,
    Link: type === 'Video'
      ? `https://player.vimeo.com/video/${rng.int(700_000_000, 999_999_999)}`
      : type === 'Podcast' ? `https://cdn.exemplo.com.br/podcasts/${slugOf(topic)}-${id}.mp3` : null,
    Duracao: type === 'Video' ? rng.int(12, 58) : type === 'Podcast' ? rng.int(15, 42) : null,
    DataCriacao: dayToIso(created),
    DataPublicacao: published === null ? null : dayToIso(published),
  };
}

/** The learning objects table. */
export const learningObjectsTable = defineTable<LearningObjectRecord>({
  name: 'objetos-aprendizagem',
  idField: 'ConteudoId',
  searchFields: ['Nome', 'Professor.Nome'],
  seed: () => {
    const usedNames = new Set<string>();
    return Array.from({ length: OBJECT_COUNT }, (_, index) => makeObject(index + 1, usedNames));
  },
});

/** An object as a unit carries it. */
export function unitObject(object: LearningObjectRecord): UnitObject {
  return { ConteudoId: object.ConteudoId, Nome: object.Nome, DataPublicacao: object.DataPublicacao };
}

const UNIT_FACETS = ['teoria', 'questões comentadas', 'revisão', 'aprofundamento'] as const;

function makeUnit(id: number, objects: readonly LearningObjectRecord[], usedNames: Set<string>): UnitRecord {
  const rng = rngFor('unidade', id);
  const subjects = subjectList();
  const subject = subjects[(id - 1) % subjects.length];
  const topic = rng.pick(topicsOf(subject));
  const teacherId = subjectTeacher(subject, rng);
  const ofSubject = objects.filter((object) => object.Disciplina === subject);
  const pick = (type: ObjectType, min: number, max: number): UnitObject[] => {
    const pool = ofSubject.filter((object) => object.Tipo === type);
    const chosen = new Map<number, LearningObjectRecord>();
    const wanted = Math.min(pool.length, rng.int(min, max));
    while (chosen.size < wanted) {
      const object = rng.pick(pool);
      chosen.set(object.ConteudoId, object);
    }
    return [...chosen.values()].sort((a, b) => a.ConteudoId - b.ConteudoId).map(unitObject);
  };
  const created = rng.int(CONTENT_START, CONTENT_END - 30);
  const updated = Math.min(CONTENT_END, created + rng.int(0, 240));
  return {
    id,
    Nome: uniqueName(`${topic} — ${rng.pick(UNIT_FACETS)}`, usedNames),
    Disciplina: subject,
    Excerto: pick('Excerto', 1, 3),
    Video: pick('Video', 1, 3),
    Podcast: pick('Podcast', 0, 1),
    Descricao: `<p>Unidade de <strong>${subject}</strong> sobre ${topic.toLowerCase()}.</p><ul><li>Leitura do excerto</li><li>Videoaula</li><li>Questões de fixação</li></ul>`,
    Professor: teacherRef(teacherId),
    ProfessorId: teacherId,
    DataAtualizacao: dayToIso(updated),
    DataCriacao: dayToIso(created),
  };
}

/** The units table (ids in the `id` field, as the spec names it). */
export const unitsTable = defineTable<UnitRecord>({
  name: 'unidades',
  idField: 'id',
  searchFields: ['Nome', 'Professor.Nome'],
  seed: ({ base }) => {
    const objects = base(learningObjectsTable);
    const usedNames = new Set<string>();
    return Array.from({ length: UNIT_COUNT }, (_, index) => makeUnit(index + 1, objects, usedNames));
  },
});

