/**
 * The CX tables of spec section 3 that no back-office form writes: the essays (discursivas) students sent, one row
 * per student who sent any (about a quarter of the students; student 1 always), and the teacher delays, one row per
 * teacher of the content modules whose progress (Andamento) is "em atraso". Each record is drawn from its own seed.
 */
import type { ContentModule } from '../../engine/core/generated/index.ts';
import { fillText } from '../../engine/core/template.ts';
import { catalog, vocabulary } from './fixtures.ts';
import type { StudentRow } from './people.ts';
import { chance, dayOf, draw, int, isoDay, pick, weighted } from './random.ts';
import { groupBy } from '../core/groupBy.ts';

/** One essay a student sent (an item of `DescAluno`). */
export interface EssayItem {
  DiscursivaID: number;
  Modulo: string;
  Professor: string;
  DataEnvio: string;
  /** Null while the teacher has not answered. */
  DataResposta: string | null;
  ArquivoEnviadoAluno: string;
  /** The teacher's observation, rich text (HTML as the server stores it: not sanitised); empty until answered. */
  Observacao: string;
}

/** A student's essays as stored, plus the summary the list shows and sorts by. */
export interface EssayStudentRow {
  AlunoID: number;
  NomeAluno: string;
  EmailAluno: string;
  DescAluno: EssayItem[];
  TotalDiscursivas: number;
  AguardandoResposta: number;
  UltimoEnvio: string;
}

/** One late module of a teacher (an item of `DescProf`). */
export interface DelayItem {
  DescProfID: number;
  ModuloID: number;
  Modulo: string;
  QuantidadeAlunos: number;
  DiasAtrasados: number;
}

/** A teacher with late modules. */
export interface TeacherDelayRow {
  ProfessorID: number;
  NomeProfessor: string;
  ModulosAtrasados: number;
  QuantidadeAlunos: number;
  MaiorAtraso: number;
  DescProf: DelayItem[];
}

/** The last day of the demo data (orders and coupons end around it too). */
const LAST_DAY = dayOf('2026-11-20');
const TINY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The observation of essay 1 (student 1's first): pasted from an external editor with a script and an inline event
 * handler, as stored HTML can be. The screens must show its text and run neither (the sanitiser's demo case).
 */
export const UNSAFE_OBSERVATION = '<p><strong>Nota: 7,5</strong></p><p>Texto bem organizado e dentro do limite de linhas; revise a conclusão.</p>'
  + '<script>window.__discursivaXss = "script"</script>'
  + `<p><img src="${TINY_GIF}" alt="" onerror="window.__discursivaXss = 'onerror'">Veja os comentários no arquivo corrigido.</p>`;

const teacherName = (id: number) => catalog.teachers.find((teacher) => teacher.ProfessorID === id)?.Nome ?? '';
const grade = () => `${int(4, 9)},${pick(['0', '5'])}`;

/** The essays of the students who sent any, in student order (essay ids run across students). */
export function essays(students: readonly StudentRow[]): EssayStudentRow[] {
  const out: EssayStudentRow[] = [];
  let next = 1;
  for (const student of students) {
    draw('discursivas', student.AlunoID);
    // Student 1 is the one the generated checks and the e2e flows open.
    if (student.AlunoID !== 1 && !chance(0.27)) continue;
    const count = student.AlunoID === 1 ? 3 : weighted([[1, 5], [2, 4], [3, 2], [4, 1]] as const);
    const items: EssayItem[] = [];
    let day = int(dayOf('2025-04-07'), dayOf('2026-09-30'));
    for (let n = 0; n < count && day <= LAST_DAY; n += 1) {
      const id = next;
      next += 1;
      const module = pick(catalog.modules);
      const answeredOn = day + int(1, 12);
      const answered = id === 1 || (chance(0.75) && answeredOn <= LAST_DAY);
      items.push({
        DiscursivaID: id, Modulo: module.Nome, Professor: teacherName(module.ProfessorId), DataEnvio: isoDay(day),
        DataResposta: answered ? isoDay(answeredOn) : null,
        ArquivoEnviadoAluno: `/arquivos/discursivas/aluno-${student.AlunoID}/discursiva-${id}.pdf`,
        Observacao: id === 1 ? UNSAFE_OBSERVATION : answered ? fillText(pick(vocabulary.essayFeedback), { grade: grade(), subject: module.Disciplina }) : '',
      });
      day += int(5, 60);
    }
    out.push({
      AlunoID: student.AlunoID, NomeAluno: student.NomeCompleto, EmailAluno: student.Email, DescAluno: items,
      TotalDiscursivas: items.length, AguardandoResposta: items.filter((item) => !item.DataResposta).length,
      UltimoEnvio: items[items.length - 1].DataEnvio,
    });
  }
  return out;
}

/** The teachers whose content modules are late, with each late module's students and days late (worst first). */
export function delays(modules: ReadonlyArray<ContentModule & { ModuloID: number }>): TeacherDelayRow[] {
  const late = modules.filter((module) => module.Andamento === 'em atraso').map((module) => {
    draw('atraso', module.ModuloID);
    const item: DelayItem = { DescProfID: 0, ModuloID: module.ModuloID, Modulo: module.NomeModulo, QuantidadeAlunos: int(18, 420), DiasAtrasados: int(2, 45) };
    return { teacher: module.ProfessorId, item };
  });
  return [...groupBy(late, (entry) => entry.teacher)].sort(([a], [b]) => a - b).map(([id, entries]) => {
    const DescProf = entries.map((entry) => entry.item).sort((a, b) => b.DiasAtrasados - a.DiasAtrasados).map((item, index) => ({ ...item, DescProfID: index + 1 }));
    return {
      ProfessorID: id, NomeProfessor: teacherName(id), ModulosAtrasados: DescProf.length,
      QuantidadeAlunos: DescProf.reduce((sum, item) => sum + item.QuantidadeAlunos, 0), MaiorAtraso: DescProf[0].DiasAtrasados, DescProf,
    };
  });
}
