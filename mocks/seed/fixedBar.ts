/**
 * Fixed announcement bars (barra fixa): the strip across the top of the store with a short message, a link
 * and its colours, shown in a period. 28 bars (the store's history), whatever MOCK_SCALE.
 */
import { defineTable } from '../store/table.ts';
import { dayOf, dayToIso } from './dates.ts';
import { IMAGE_PALETTE } from './placeholderImages.ts';
import { seededActive } from './marketingCalendar.ts';
import { rngFor } from './random.ts';

/** A fixed bar. */
export interface FixedBarRecord {
  _id: number;
  texto: string;
  /** Where the bar's button leads. */
  link: string;
  /** Text of the bar's button. */
  textoBotao: string;
  /** `#RRGGBB`. */
  corFundo: string;
  /** `#RRGGBB`. */
  corTexto: string;
  /** `yyyy-mm-dd`. */
  dataInicio: string;
  /** `yyyy-mm-dd`. */
  dataFim: string;
  ativo: boolean;
}

/** Bars in the seed. */
export const FIXED_BAR_COUNT = 28;

const MESSAGES: ReadonlyArray<readonly [string, string, string]> = [
  ['Black Friday: até 50% de desconto em todos os cursos', 'Aproveitar', '/promocoes/black-friday'],
  ['Edital do INSS publicado! Garanta sua vaga na turma', 'Ver turma', '/cursos/inss-tecnico'],
  ['Frete grátis nos livros impressos até domingo', 'Comprar', '/livros'],
  ['Assinatura anual com 30% off só esta semana', 'Assinar', '/assinatura'],
  ['Aulão gratuito da PRF nesta quinta às 19h', 'Inscrever-se', '/aulao-prf'],
  ['Pague no PIX e ganhe 10% de desconto', 'Saiba mais', '/formas-de-pagamento'],
  ['Simulado nacional da Polícia Federal: inscrições abertas', 'Participar', '/simulados/pf'],
  ['Natal concurseiro: cupom NATAL20 em todo o site', 'Usar cupom', '/promocoes/natal'],
  ['Reta final TJ-SP com professores especialistas', 'Conhecer', '/cursos/tj-sp'],
  ['Parcele em até 12x sem juros no cartão', 'Ver cursos', '/cursos'],
  ['Semana do Concurseiro: aulões todos os dias', 'Programação', '/semana-do-concurseiro'],
  ['Baixe grátis o edital verticalizado da Receita Federal', 'Baixar', '/materiais/receita-federal'],
  ['Indique um amigo e ganhe 1 mês de assinatura', 'Indicar', '/indique'],
  ['Carnaval de estudos: módulos de revisão com desconto', 'Aproveitar', '/promocoes/carnaval'],
];

/** The fixed bars table. */
export const fixedBarsTable = defineTable<FixedBarRecord>({
  name: 'barrasFixas',
  idField: '_id',
  searchFields: ['texto'],
  seed: () => {
    const records: FixedBarRecord[] = [];
    for (let id = 1; id <= FIXED_BAR_COUNT; id += 1) {
      const rng = rngFor('barra-fixa', id);
      const [texto, textoBotao, link] = MESSAGES[(id - 1) % MESSAGES.length];
      const start = rng.int(dayOf(2025, 1, 6), dayOf(2026, 12, 10));
      const [corFundo, corTexto] = rng.pick(IMAGE_PALETTE);
      const end = start + rng.pick([3, 7, 7, 10, 15, 30]);
      records.push({
        _id: id,
        // A message that comes back in a later season says which edition it is.
        texto: id > MESSAGES.length ? `${texto} (nova edição)` : texto,
        link,
        textoBotao,
        corFundo,
        corTexto,
        dataInicio: dayToIso(start),
        dataFim: dayToIso(end),
        ativo: seededActive(rng, end),
      });
    }
    return records;
  },
});
