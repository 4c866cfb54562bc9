/**
 * The calendar's demonstration events (spec §3 "Calendar event"), around the month the server starts in, so the
 * calendar never opens on an empty month: all-day events (dates `aaaa-mm-dd`, exclusive end) and timed events
 * (São Paulo time, `-03:00`), each with a colour and a description. The same day gives the same events.
 */
import type { Row } from '../core/db.ts';

/** The company's offset: Brazil has had no daylight-saving time since 2019. */
const OFFSET = '-03:00';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** `aaaa-mm-dd` of a day of the month `month` (0-based, may be -1 or 12) of `year`. */
function day(year: number, month: number, date: number): string {
  const value = new Date(Date.UTC(year, month, date));
  return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
}

/** One event of the seed: a day offset in the month, all day (with a length in days) or from/to hours. */
interface Seed {
  month: -1 | 0 | 1;
  date: number;
  title: string;
  color: string;
  desc: string;
  days?: number;
  from?: string;
  to?: string;
}

const SEEDS: Seed[] = [
  { month: -1, date: 27, from: '15:00', to: '16:00', title: 'Balanço do atendimento do mês', color: '#215db0', desc: 'Chamados abertos e fechados, tempo médio de resposta e os principais motivos de contato.' },
  { month: 0, date: 2, days: 1, title: 'Abertura das inscrições — TRF 3ª Região', color: '#1c6e42', desc: 'Divulgar o edital nas redes e responder as dúvidas sobre a inscrição no fórum.' },
  { month: 0, date: 5, from: '09:00', to: '10:00', title: 'Reunião semanal do atendimento', color: '#215db0', desc: 'Pauta: chamados em aberto, reembolsos pendentes e recados da semana.' },
  { month: 0, date: 8, days: 3, title: 'Semana de revisão — Polícia Federal', color: '#5642a6', desc: 'Aulas ao vivo de revisão todas as noites; reforçar a equipe no fórum de dúvidas.' },
  { month: 0, date: 12, from: '14:00', to: '15:30', title: 'Aula ao vivo: Direito Constitucional', color: '#935610', desc: 'Com o professor Carlos Eduardo Menezes. O link vai por e-mail aos alunos do módulo.' },
  { month: 0, date: 15, days: 1, title: 'Prazo dos reembolsos do mês', color: '#ac2f33', desc: 'Último dia para concluir os cancelamentos com reembolso pedidos até o dia 10.' },
  { month: 0, date: 18, from: '10:00', to: '11:00', title: 'Treinamento: liberação manual de cursos', color: '#007067', desc: 'Novo fluxo de liberação para alunos com pagamento confirmado por transferência.' },
  { month: 0, date: 20, from: '19:00', to: '21:00', title: 'Simulado nacional — Receita Federal', color: '#a82255', desc: 'Acompanhar o fórum durante a prova e registrar os problemas de acesso.' },
  { month: 0, date: 22, from: '08:00', to: '12:00', title: 'Plantão de atendimento (manhã)', color: '#404854', desc: 'Escala: Juliana Costa Lima e Marcos Vinícius Andrade.' },
  { month: 0, date: 25, days: 1, title: 'Resultado do simulado nacional', color: '#1c6e42', desc: 'Publicar o ranking na área do aluno e avisar por recado.' },
  { month: 0, date: 26, from: '16:00', to: '17:00', title: 'Reunião com a coordenação pedagógica', color: '#215db0', desc: 'Atrasos de professores nos módulos e respostas pendentes das discursivas.' },
  { month: 0, date: 28, days: 2, title: 'Fechamento do faturamento', color: '#ac2f33', desc: 'Conferir notas fiscais emitidas e pedidos com pagamento pendente.' },
  { month: 1, date: 3, days: 1, title: 'Início das novas turmas', color: '#5642a6', desc: 'Boas-vindas aos alunos novos e conferência das liberações de acesso.' },
];

/** The seed events for the month of `today` (São Paulo's date), with the previous and next months' edges. */
export function calendarEvents(today: Date = new Date()): Row[] {
  // The date in São Paulo, whatever the server's own time zone is.
  const local = new Date(today.getTime() - 3 * 60 * 60 * 1000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return SEEDS.map((seed, index) => {
    const start = day(year, month + seed.month, seed.date);
    const timed = seed.from !== undefined && seed.to !== undefined;
    return {
      id: index + 1,
      title: seed.title,
      allDay: !timed,
      start: timed ? `${start}T${seed.from}:00${OFFSET}` : start,
      end: timed ? `${start}T${seed.to}:00${OFFSET}` : day(year, month + seed.month, seed.date + (seed.days ?? 1)),
      textColor: seed.color,
      extendedProps: { desc: seed.desc },
    };
  });
}
