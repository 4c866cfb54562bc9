/**
 * The seed of every table for a MOCK_SCALE: fixtures (mocks/fixtures) and generated tables (people.ts, cx.ts), built on
 * first use and shared by every reset and every mock API of the same scale in the process.
 */
import type { Question } from '../../engine/core/generated/index.ts';
import type { Row, TableSeed } from '../core/db.ts';
import { hashPassword } from '../core/passwords.ts';
import { DEMO_USERS } from '../users.ts';
import { calendarEvents } from './calendar.ts';
import { delays, essays } from './cx.ts';
import { fixture, vocabulary } from './fixtures.ts';
import { coupons, notices, releases, sales, salesLinks } from './people.ts';
import { draw, pick, weighted } from './random.ts';
import { groupBy } from '../core/groupBy.ts';

/** Tables kept as fixtures, with their id fields. */
const FIXTURES: Record<string, string> = {
  'access-permission': 'PermissaoID', 'access-permission-group': 'GrupoPermissaoID', 'admin-user': 'UsuarioID', advertisement: '_id',
  'automatic-link': '_id', chat: 'id', 'chat-user': 'key', 'content-module': 'ModuloID', 'course-syllabus': 'CursoID',
  'default-video': 'VideoPadraoID', 'ecommerce-article': '_id', 'ecommerce-banner': '_id', 'ecommerce-news': '_id',
  'finance-configuration': 'ConfiguracaoID', 'fixed-bar': '_id', 'free-material': '_id', 'hierarchy-node': '_id', 'learning-object': 'ConteudoId',
  lesson: 'AulaID', 'logged-area-banner': '_id', 'marketing-settings': '_id', 'navigation-item': '_id', offer: '_id', 'pdf-request': 'PdfID',
  'product-combo': 'ComboID', 'product-concurso': 'ConcursoID', 'product-course': 'CursoID', 'product-module': 'ModuloID',
  'question-notebook': 'CadernoID', redirect: '_id', 'subscription-plan': 'AssinaturaID', testimony: '_id', unit: 'id',
};

type Generator = (scale: number, table: (name: string) => readonly Row[]) => Row[];

const count = (per: number, scale: number) => Math.max(1, Math.round(per * scale));
const salesOf = new Map<number, ReturnType<typeof sales>>();
const salesAt = (scale: number, table: (name: string) => readonly Row[]) => {
  if (!salesOf.has(scale)) salesOf.set(scale, sales(count(100, scale), table('coupon') as never));
  return salesOf.get(scale)!;
};

/** Generated tables, with their id fields. */
const GENERATED: Record<string, [string, Generator]> = {
  coupon: ['CupomID', (scale) => coupons(count(60, scale))],
  student: ['AlunoID', (scale, table) => salesAt(scale, table).students],
  order: ['PedidoId', (scale, table) => salesAt(scale, table).orders],
  invoice: ['NotaFiscalID', (scale, table) => salesAt(scale, table).invoices],
  'sales-link': ['_id', (scale, table) => salesLinks(count(80, scale), table('student') as never)],
  notice: ['_id', (scale) => notices(count(45, scale))],
  'manual-release': ['LiberacaoID', (_, table) => releases(table('student') as never)],
  // Around the month the server starts in (São Paulo's date).
  'calendar-event': ['id', () => calendarEvents()],
  // Saved views of the lists (mocks/rules/views.ts): none at first, but the table keeps its id field across restarts.
  'saved-view': ['VisaoID', () => []],
  'student-essay': ['AlunoID', (_, table) => essays(table('student') as never)],
  'teacher-delay': ['ProfessorID', (_, table) => delays(table('content-module') as never)],
  campaign: ['_id', (_, table) => {
    const campaigns = table('coupon').filter((coupon) => coupon.Modalidade === 'Campanha');
    const byName = groupBy(campaigns, (coupon) => coupon.Campanha);
    return fixture('campaign').map((campaign) => ({ ...campaign, cupons: (byName.get(campaign.nome) ?? []).map((coupon) => ({ CupomID: coupon.CupomID, Nome: coupon.Nome })) }));
  }],
  // The first 30 students can be chatted with; a contact whose conversation ends with their message is unread.
  'chat-contact': ['id', (_, table) => {
    const unread = new Map<number, number>();
    for (const chat of table('chat')) {
      let n = 0;
      for (let i = chat.dialog.length - 1; i >= 0 && typeof chat.dialog[i].who === 'number'; i -= 1) n += 1;
      if (n) unread.set(chat.dialog[0].who, n);
    }
    return table('student').slice(0, 30).map((student) => {
      draw('chat-contato', student.AlunoID);
      return {
        id: student.AlunoID, name: student.NomeCompleto, avatar: '', mood: pick(vocabulary.chatMoods), unread: unread.get(student.AlunoID) ?? 0,
        status: weighted([['online', 4], ['do-not-disturb', 2], ['offline', 5]] as const),
      };
    });
  }],
  // 36 questions written by hand; larger scales repeat them in other years' exams of the same board.
  question: ['_id', (scale) => {
    const base = fixture<Question & Row>('question');
    return Array.from({ length: count(base.length, scale) }, (_, index) => {
      const id = index + 1;
      const round = Math.floor(index / base.length);
      const stem = base[index % base.length];
      if (!round) return stem;
      const year = Math.max(2010, stem.exam.year - round);
      const review = id % 3 === 0 || id % 7 === 0 ? 'PENDENTE' : id % 11 === 5 ? 'REPROVADA' : 'APROVADA';
      return {
        ...stem, _id: id, code: `Q${String(id).padStart(5, '0')}`, canceled: id % 17 === 0, unpublished: review !== 'APROVADA' || id % 13 === 0, review,
        reviewNote: review === 'REPROVADA' ? 'Gabarito divergente do oficial; conferir com a banca.' : '',
        exam: { ...stem.exam, year, publicTender: String(stem.exam.publicTender).replace(/\d{4}$/, String(year)) },
      };
    });
  }],
  // The demo accounts (README.md), with their keys as roles.
  user: ['_id', () => DEMO_USERS.map((demo) => ({
    _id: demo._id, name: demo.name, email: demo.email, password: hashPassword(demo.password, `seed-${demo._id}`),
    profiles: [...demo.profiles], roles: [...demo.roles], data: { displayName: demo.name, photoURL: '', email: demo.email, shortcuts: [], settings: null },
  }))],
  session: ['token', () => []],
  'reset-token': ['hash', () => []],
};

/** The largest tables, generated ahead by warmSeed. */
const LARGE = ['student', 'order', 'coupon', 'invoice', 'sales-link', 'notice', 'manual-release', 'student-essay', 'question'];

const caches = new Map<number, Map<string, TableSeed>>();

/** The seed of one table at a scale (built on first use, then kept). */
function seedTable(scale: number, name: string): TableSeed | undefined {
  let cache = caches.get(scale);
  if (!cache) caches.set(scale, (cache = new Map()));
  const known = cache.get(name);
  if (known) return known;
  const table = (other: string) => seedTable(scale, other)?.rows ?? [];
  let built: TableSeed | undefined;
  if (GENERATED[name]) built = { idField: GENERATED[name][0], rows: GENERATED[name][1](scale, table) };
  else if (FIXTURES[name]) built = { idField: FIXTURES[name], rows: fixture(name) };
  if (!built) return undefined;
  for (const row of built.rows) Object.freeze(row);
  cache.set(name, built);
  return built;
}

/** The seed lookup a Db is built on. */
export function seedOf(scale: number): (name: string) => TableSeed | undefined {
  return (name) => seedTable(scale, name);
}

/** Generates the largest tables now (the server does it right after it starts). */
export function warmSeed(scale: number): void {
  for (const name of LARGE) seedTable(scale, name);
}

