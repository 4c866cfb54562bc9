/**
 * Marketing campaigns: a name, a period, the channel it runs on, the coupons made for it, a budget and where it
 * stands. The campaigns whose coupons exist in the coupon seed carry them (matched by the coupon's Campanha).
 * 30 campaigns, whatever MOCK_SCALE (a store runs a few dozen a year).
 */
import { defineTable } from '../store/table.ts';
import { couponsTable } from './coupons.ts';
import { dayOf, dayToIso } from './dates.ts';
import { MARKETING_SEED_TODAY } from './marketingCalendar.ts';
import { rngFor } from './random.ts';

/** Channels a campaign runs on. */
export const CAMPAIGN_CHANNELS = ['E-mail', 'Redes sociais', 'Google Ads', 'WhatsApp', 'Site', 'Parcerias', 'YouTube'] as const;
/** Where a campaign stands. */
export const CAMPAIGN_STATUSES = ['Planejada', 'Em andamento', 'Pausada', 'Encerrada'] as const;

/** A coupon linked to a campaign. */
export interface CampaignCoupon {
  CupomID: number;
  Nome: string;
}

/** A campaign. */
export interface CampaignRecord {
  _id: number;
  nome: string;
  canal: (typeof CAMPAIGN_CHANNELS)[number];
  /** `yyyy-mm-dd`. */
  dataInicio: string;
  /** `yyyy-mm-dd`. */
  dataFim: string;
  cupons: CampaignCoupon[];
  /** Budget in reais. */
  orcamento: number;
  status: (typeof CAMPAIGN_STATUSES)[number];
  /** Goal and audience, in a few lines. */
  descricao: string;
}

/** Campaigns of the seed: name, channel, period ([y, m, d] pairs) and goal. */
const CAMPAIGNS: ReadonlyArray<readonly [string, (typeof CAMPAIGN_CHANNELS)[number], readonly [number, number, number], readonly [number, number, number], string]> = [
  ['Black Friday 2025', 'E-mail', [2025, 11, 10], [2025, 11, 28], 'Maior desconto do ano em cursos e módulos para toda a base.'],
  ['Cyber Monday 2025', 'Redes sociais', [2025, 11, 29], [2025, 12, 1], 'Repescagem de quem abriu a Black Friday e não comprou.'],
  ['Natal 2025', 'E-mail', [2025, 12, 5], [2025, 12, 23], 'Presente de Natal: assinatura anual com desconto.'],
  ['Volta às aulas 2026', 'Google Ads', [2026, 1, 5], [2026, 2, 10], 'Captação de novos alunos para os editais do primeiro semestre.'],
  ['Carnaval 2026', 'Redes sociais', [2026, 2, 2], [2026, 2, 17], 'Estudar no feriado: módulos de revisão com desconto.'],
  ['Dia das Mães 2026', 'E-mail', [2026, 4, 27], [2026, 5, 10], 'Campanha afetiva com depoimentos de mães aprovadas.'],
  ['Semana do Concurseiro', 'Site', [2026, 3, 9], [2026, 3, 15], 'Aulões gratuitos e cupons progressivos durante a semana.'],
  ['Aniversário da escola', 'WhatsApp', [2025, 8, 1], [2025, 8, 31], 'Mês de aniversário com sorteios e cupons para a base.'],
  ['Edital INSS publicado', 'Google Ads', [2025, 3, 1], [2025, 4, 15], 'Aproveitar a busca pelo edital do INSS.'],
  ['Reta final PF', 'YouTube', [2026, 6, 1], [2026, 7, 20], 'Turma de reta final para a prova da Polícia Federal.'],
  ['Lançamento Receita Federal', 'Google Ads', [2026, 8, 3], [2026, 9, 15], 'Lançamento da turma regular para a Receita Federal.'],
  ['Dia do Servidor 2026', 'Redes sociais', [2026, 10, 20], [2026, 10, 28], 'Homenagem aos servidores com desconto em todos os cursos.'],
  ['Black Friday 2026', 'E-mail', [2026, 11, 3], [2026, 11, 30], 'Maior desconto do ano em cursos e módulos para toda a base.'],
  ['Natal 2026', 'E-mail', [2026, 12, 4], [2026, 12, 23], 'Presente de Natal: assinatura anual com desconto.'],
  ['Reta final TJ-SP', 'YouTube', [2025, 5, 12], [2025, 6, 22], 'Revisão intensiva para o Escrevente do TJ-SP.'],
  ['Edital Banco do Brasil', 'Google Ads', [2025, 9, 1], [2025, 10, 10], 'Captação para o concurso do Banco do Brasil.'],
  ['Parceria cursinhos regionais', 'Parcerias', [2025, 2, 3], [2025, 12, 19], 'Cupons exclusivos para alunos de cursinhos parceiros.'],
  ['Indique um amigo', 'WhatsApp', [2025, 4, 1], [2026, 12, 31], 'Programa permanente de indicação com cupom para os dois.'],
  ['Primeira compra', 'Site', [2025, 1, 6], [2026, 12, 31], 'Cupom de boas-vindas para quem cria a conta na loja.'],
  ['Reativação de ex-alunos', 'E-mail', [2026, 2, 16], [2026, 3, 31], 'Trazer de volta quem não compra há mais de um ano.'],
  ['Aulão PRF ao vivo', 'YouTube', [2025, 10, 6], [2025, 10, 12], 'Aulão gratuito com oferta da turma ao final.'],
  ['Edital Correios', 'Google Ads', [2025, 7, 7], [2025, 8, 20], 'Captação para o concurso dos Correios.'],
  ['Simulado nacional PF', 'Site', [2026, 5, 4], [2026, 5, 24], 'Simulado gratuito que gera lista de interessados.'],
  ['Férias de julho', 'Redes sociais', [2026, 7, 1], [2026, 7, 31], 'Plano de estudos de férias com módulos em oferta.'],
  ['Concursos da área fiscal', 'Google Ads', [2026, 9, 14], [2026, 10, 30], 'Combos para SEFAZ e Receita Federal.'],
  ['Assinatura anual', 'Site', [2026, 10, 1], [2026, 12, 20], 'Migrar compradores avulsos para a assinatura anual.'],
  ['Semana Jurídica', 'Parcerias', [2026, 11, 23], [2026, 11, 29], 'Parceria com faculdades de Direito.'],
  ['Verão 2027', 'Redes sociais', [2027, 1, 4], [2027, 2, 5], 'Começar o ano estudando: captação para 2027.'],
  ['Edital Polícia Civil SP', 'Google Ads', [2027, 1, 11], [2027, 3, 1], 'Captação para Investigador e Escrivão da PC-SP.'],
  ['Recuperação de carrinho', 'E-mail', [2025, 1, 6], [2026, 12, 31], 'Lembrete com cupom para quem deixou o carrinho.'],
];

/** Budgets in reais, by channel. */
const BUDGETS: Readonly<Record<string, readonly number[]>> = {
  'E-mail': [1500, 2500, 4000], 'Redes sociais': [8000, 12000, 20000], 'Google Ads': [15000, 25000, 40000],
  WhatsApp: [1000, 2000, 3000], Site: [0, 500, 1500], Parcerias: [3000, 5000, 8000], YouTube: [6000, 10000, 18000],
};

/** Where a campaign stands on `today` (a day number): before, during or after its period. */
export function statusOn(start: number, end: number, today: number, paused: boolean): CampaignRecord['status'] {
  if (today < start) return 'Planejada';
  if (today > end) return 'Encerrada';
  return paused ? 'Pausada' : 'Em andamento';
}

/** The campaigns table. */
export const campaignsTable = defineTable<CampaignRecord>({
  name: 'campanhas',
  idField: '_id',
  searchFields: ['nome'],
  seed: ({ base }) => {
    const byCampaign = new Map<string, CampaignCoupon[]>();
    for (const coupon of base(couponsTable)) {
      if (coupon.Modalidade !== 'Campanha' || !coupon.Campanha) continue;
      const list = byCampaign.get(coupon.Campanha) ?? [];
      list.push({ CupomID: coupon.CupomID, Nome: coupon.Nome });
      byCampaign.set(coupon.Campanha, list);
    }
    return CAMPAIGNS.map(([nome, canal, from, to, descricao], index) => {
      const rng = rngFor('campanha', index + 1);
      const start = dayOf(...from);
      const end = dayOf(...to);
      return {
        _id: index + 1,
        nome,
        canal,
        dataInicio: dayToIso(start),
        dataFim: dayToIso(end),
        cupons: byCampaign.get(nome) ?? [],
        orcamento: rng.pick(BUDGETS[canal]),
        status: statusOn(start, end, MARKETING_SEED_TODAY, rng.chance(0.15)),
        descricao,
      };
    });
  },
});
