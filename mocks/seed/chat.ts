/**
 * The student-question forum (chat between staff and students): contacts are students, each staff user has
 * a chat list, and each chat holds the dialog about one exam question. Deterministic: the first 30 students
 * are the contacts, and the demo staff users own fixed conversations.
 */
import { DEMO_USERS } from '../users.ts';
import { defineTable } from '../store/table.ts';
import { rngFor } from './random.ts';
import { studentsTable, type StudentRecord } from './students.ts';

/** Presence of a contact or of the staff user. */
export const CHAT_STATUSES = ['online', 'do-not-disturb', 'offline'] as const;
/** One of CHAT_STATUSES. */
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** A student one can talk to. */
export interface ChatContactRecord {
  /** The student's AlunoID. */
  id: number;
  name: string;
  /** Picture address ('' = the interface shows initials). */
  avatar: string;
  status: ChatStatus;
  mood: string;
  /** Messages the staff has not read yet. */
  unread: number;
}

/** One message of a dialog. */
export interface DialogEntry {
  /** Who wrote it: the contact's id (a number) or the staff user's chat id (text). */
  who: number | string;
  message: string;
  /** ISO datetime with offset. */
  time: string;
}

/** A conversation. */
export interface ChatRecord {
  id: number;
  dialog: DialogEntry[];
}

/** One entry of a staff user's chat list. */
export interface ChatListEntry {
  chatId: number;
  contactId: number;
  lastMessageTime: string;
}

/** The chat id of a staff user: never equal to a contact's id, even when compared as text. */
export function staffChatId(userId: string): string {
  return `equipe-${userId}`;
}

/** A staff user's chat profile; `key` is the numeric form of the user's `_id` (the table's id). */
export interface ChatUserRecord {
  key: number;
  /** `equipe-<_id>` (see staffChatId), also the `who` of the user's messages. */
  id: string;
  name: string;
  avatar: string;
  status: ChatStatus;
  mood: string;
  chatList: ChatListEntry[];
}

/** Contacts of the seed (fixed: the forum does not grow with MOCK_SCALE). */
export const CHAT_CONTACT_COUNT = 30;

const MOODS = [
  'Rumo à aprovação na PF!', 'Estudando para o INSS', 'Foco no TJ-SP', 'Revisando Direito Constitucional',
  'Resolvendo questões da FGV', 'Cronograma em dia', 'Reta final do CNU', 'Um edital de cada vez', '',
  'Simulado no domingo', 'Caderno de erros atualizado', 'Meta: 100 questões por dia', '',
] as const;

/** A question conversation: the student asks, the teacher answers, sometimes the student follows up. */
const SCRIPTS: ReadonlyArray<ReadonlyArray<readonly ['aluno' | 'equipe', string]>> = [
  [
    ['aluno', 'Professor, na questão Q00002 (FCC 2022), por que a alternativa D está errada? Achei que associação com seis meses já podia impetrar MS coletivo.'],
    ['equipe', 'Boa pergunta! O art. 5º, LXX, da CF exige que a associação esteja constituída e em funcionamento há pelo menos UM ano. A banca trocou o prazo para testar a memória.'],
    ['aluno', 'Entendi, obrigado! Vou anotar no caderno de erros.'],
  ],
  [
    ['aluno', 'Na Q00010 a tomada de preços ainda existe? Estudei pela Lei 8.666.'],
    ['equipe', 'Na Lei 14.133/2021 não existe mais. As modalidades são pregão, concorrência, concurso, leilão e diálogo competitivo.'],
  ],
  [
    ['aluno', 'Oi, professor. Não entendi o comentário da Q00020: a negação de “se chove, a rua molha” não seria “se não chove, a rua não molha”?'],
    ['equipe', 'Essa é a inversa, e ela não equivale à negação. Negar p → q é afirmar p e negar q: “chove e a rua não fica molhada”.'],
    ['aluno', 'Agora fez sentido. E a contrapositiva é equivalente, certo?'],
    ['equipe', 'Exatamente: ~q → ~p equivale a p → q.'],
  ],
  [
    ['aluno', 'Professor, a questão Q00015 do CEBRASPE: “havia muitos candidatos” não tem sujeito mesmo?'],
    ['equipe', 'Isso. “Haver” no sentido de existir é impessoal: a oração não tem sujeito, e “muitos candidatos” é objeto direto.'],
  ],
  [
    ['aluno', 'Na Q00021 eu fiz arranjo e deu 336. Por que é combinação?'],
    ['equipe', 'Porque a ordem dos policiais na equipe não importa: a equipe {Ana, Bruno, Carla} é a mesma em qualquer ordem. Então C(8,3) = 56.'],
    ['aluno', 'Perfeito, obrigado pela paciência!'],
  ],
  [
    ['aluno', 'Bom dia! A Q00023 de ransomware pode cair também como “sequestro de dados”?'],
    ['equipe', 'Pode, sim. As bancas usam os dois nomes. Guarde a ideia central: criptografa os dados e pede resgate.'],
  ],
  [
    ['aluno', 'Professor, vi que a Q00017 foi anulada em outro concurso. Essa de colocação pronominal também pode ser?'],
    ['equipe', 'Nesta não houve recurso aceito. O gabarito E está de acordo com a norma-padrão (próclise atraída por “tudo”).'],
    ['aluno', 'Ok! Vou refazer as de colocação pronominal então.'],
  ],
  [
    ['aluno', 'Na Q00034, liminar em MS suspende e a compensação extingue? Sempre confundo.'],
    ['equipe', 'Isso. Use o mnemônico do art. 151 do CTN: MO-RE-DE-LI-PA (moratória, reclamações e recursos, depósito, liminares, parcelamento).'],
  ],
  [
    ['aluno', 'Oi! O comentário da Q00026 diz que no SaaS o provedor cuida de tudo. E no IaaS?'],
    ['equipe', 'No IaaS o provedor entrega a infraestrutura (servidores, rede, armazenamento) e o cliente cuida do sistema operacional e das aplicações.'],
  ],
  [
    ['aluno', 'Professor, a banca pode cobrar a ADPF como subsidiária mesmo com ADI cabível?'],
    ['equipe', 'Se a ADI for cabível e eficaz, a ADPF não é admitida. Esse é o sentido da subsidiariedade da Lei 9.882/1999.'],
    ['aluno', 'Obrigado! Ficou claro.'],
  ],
];

/** Chats per demo user `_id`: how many conversations each staff member has at start. */
const CHATS_PER_USER: Readonly<Record<string, number>> = { '3': 8, '1': 4, '4': 5, '2': 2 };

/** The last day of the seed's conversations (fixed, so the data never depends on the clock). */
const SEED_LAST_DAY = Date.UTC(2026, 5, 15);

/** `yyyy-mm-ddThh:mm:00-03:00` of a minute counted from midnight of the seed's last day, in Brasília time. */
function isoAt(minute: number): string {
  return `${new Date(SEED_LAST_DAY + minute * 60_000).toISOString().slice(0, 19)}-03:00`;
}

interface ChatSeed {
  contacts: ChatContactRecord[];
  chats: ChatRecord[];
  users: ChatUserRecord[];
}

/** Contacts, chats and staff chat profiles, built together because they reference each other. */
export function generateChatSeed(students: readonly StudentRecord[]): ChatSeed {
  const contacts: ChatContactRecord[] = students.slice(0, CHAT_CONTACT_COUNT).map((student) => {
    const rng = rngFor('chat-contato', student.AlunoID);
    return {
      id: student.AlunoID,
      name: student.NomeCompleto,
      avatar: '',
      status: rng.weighted<ChatStatus>([['online', 4], ['do-not-disturb', 2], ['offline', 5]]),
      mood: rng.pick(MOODS),
      unread: 0,
    };
  });
  const chats: ChatRecord[] = [];
  const users: ChatUserRecord[] = [];
  let nextContact = 0;
  for (const demo of DEMO_USERS) {
    const chatList: ChatListEntry[] = [];
    const wanted = CHATS_PER_USER[demo._id] ?? 0;
    for (let i = 0; i < wanted && nextContact < contacts.length; i += 1, nextContact += 1) {
      const contact = contacts[nextContact];
      const rng = rngFor('chat-conversa', chats.length + 1);
      const script = SCRIPTS[(chats.length + Number(demo._id)) % SCRIPTS.length];
      // Each conversation happens on one of the last ten days, in study hours, its messages minutes apart.
      const gaps = script.map(() => rng.int(4, 25));
      const start = -rng.int(0, 9) * 24 * 60 + rng.int(8 * 60, 20 * 60);
      let minute = start;
      const dialog: DialogEntry[] = script.map(([speaker, message], index) => {
        if (index > 0) minute += gaps[index];
        return { who: speaker === 'aluno' ? contact.id : staffChatId(demo._id), message, time: isoAt(minute) };
      });
      const chat: ChatRecord = { id: chats.length + 1, dialog };
      chats.push(chat);
      // A conversation that ends with the student's message is waiting for the staff: it counts as unread.
      let unread = 0;
      for (let k = dialog.length - 1; k >= 0 && dialog[k].who === contact.id; k -= 1) unread += 1;
      contacts[nextContact] = { ...contact, unread };
      chatList.push({ chatId: chat.id, contactId: contact.id, lastMessageTime: dialog[dialog.length - 1].time });
    }
    const rng = rngFor('chat-usuario', Number(demo._id));
    users.push({
      key: Number(demo._id),
      id: staffChatId(demo._id),
      name: demo.name,
      avatar: '',
      status: 'online',
      mood: rng.pick(['Respondendo as dúvidas da semana', 'Plantão de dúvidas até as 18h', 'Bons estudos!']),
      chatList,
    });
  }
  return { contacts, chats, users };
}

const seedOf = (students: readonly StudentRecord[]) => generateChatSeed(students);
let last: { students: readonly StudentRecord[]; seed: ChatSeed } | null = null;

// The three tables come from one generation; remember it for the students array it was built from.
function chatSeed(students: readonly StudentRecord[]): ChatSeed {
  if (!last || last.students !== students) last = { students, seed: seedOf(students) };
  return last.seed;
}

/** Students one can chat with. */
export const chatContactsTable = defineTable<ChatContactRecord>({
  name: 'chat-contatos',
  idField: 'id',
  searchFields: ['name'],
  seed: ({ base }) => chatSeed(base(studentsTable)).contacts.map((contact) => ({ ...contact })),
});

/** Conversations. */
export const chatsTable = defineTable<ChatRecord>({
  name: 'chat-conversas',
  idField: 'id',
  seed: ({ base }) => chatSeed(base(studentsTable)).chats.map((chat) => ({ ...chat, dialog: chat.dialog.map((entry) => ({ ...entry })) })),
});

/** Staff chat profiles (by the numeric form of the user's `_id`). */
export const chatUsersTable = defineTable<ChatUserRecord>({
  name: 'chat-usuarios',
  idField: 'key',
  seed: ({ base }) => chatSeed(base(studentsTable)).users.map((user) => ({ ...user, chatList: user.chatList.map((entry) => ({ ...entry })) })),
});
