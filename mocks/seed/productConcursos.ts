/**
 * Concursos (public exams the products prepare for): 32 real Brazilian exams with their body, examining board
 * (banca), career, region, salary, SEO texts and tags. Like the product catalogue, the list does not grow with
 * MOCK_SCALE: a seller follows a few dozen exams whatever its number of students.
 */
import { defineTable } from '../store/table.ts';
import { slugOf } from './slugs.ts';
import { dayOf, dayToIso } from './dates.ts';
import { rngFor } from './random.ts';

/** An examining board. */
export interface Banca {
  BancaID: number;
  Nome: string;
}

/** A career (area of public service). */
export interface Carreira {
  CarreiraID: number;
  Nome: string;
}

/** A tag of a concurso (also used by courses). */
export interface Tag {
  TagID: number;
  Nome: string;
}

/** Situation of a concurso's call for applications (the spec's two values). */
export type SituacaoConcurso = 'EditalPublicado' | 'EditalEmBreve';

/** The situations, in the order the forms list them. */
export const SITUACOES: readonly SituacaoConcurso[] = ['EditalPublicado', 'EditalEmBreve'];

/** Examining boards, ids from 1. */
export const BANCAS: readonly Banca[] = [
  'Cebraspe', 'FGV', 'FCC', 'Vunesp', 'Cesgranrio', 'IBFC', 'Fumarc', 'Quadrix', 'IDECAN', 'Instituto AOCP',
].map((Nome, index) => ({ BancaID: index + 1, Nome }));

/** Careers, ids from 1. */
export const CARREIRAS: readonly Carreira[] = [
  'Policial', 'Fiscal', 'Tribunais e Ministério Público', 'Bancária', 'Controle', 'Legislativa', 'Administrativa',
  'Estatais', 'Jurídica',
].map((Nome, index) => ({ CarreiraID: index + 1, Nome }));

/** Tags, ids from 1. */
export const TAGS: readonly Tag[] = [
  'Nível médio', 'Nível superior', 'Área policial', 'Área fiscal', 'Tribunais', 'Bancos', 'Edital publicado',
  'Edital previsto', 'Alta remuneração', 'Federal', 'Estadual', 'Municipal', 'Estatais', 'Controle', 'Legislativo',
  'Área jurídica', 'Administrativo',
].map((Nome, index) => ({ TagID: index + 1, Nome }));

/** Regions a concurso may cover. */
export const REGIOES = ['Nacional', 'Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'] as const;

/** Schooling levels a concurso may ask for. */
export const FORMACOES = ['Nível fundamental', 'Nível médio', 'Nível superior'] as const;

/** A concurso as the store keeps it: the spec's fields (first reading) plus state and dates for the e-commerce reading. */
export interface ConcursoRecord {
  ConcursoID: number;
  NomeConcurso: string;
  /** Permanent link (slug) on the e-commerce site. */
  URL: string;
  Instituicao: string;
  /** Call-for-applications reference ("Edital nº 1/2026") or when it is expected. */
  Edital: string;
  Regiao: string;
  Formacao: string;
  Situacao: SituacaoConcurso;
  Banca: Banca;
  Carreira: Carreira;
  Publicado: boolean;
  /** Posts offered, comma separated. */
  Cargos: string;
  /** Starting salary in reais. */
  Remuneracao: number;
  /** Rich text (HTML). */
  Descricao: string;
  TituloSEO: string;
  DescricaoSEO: string;
  Tags: Tag[];
  /** Two-letter state of the exam's seat. */
  Estado: string;
  /** `yyyy-mm-dd`. */
  DataCriacao: string;
  /** `yyyy-mm-dd`. */
  DataEdicao: string;
}

interface ConcursoSeed {
  /** Short name; also the exam name the catalogue's course and module names use. */
  name: string;
  institution: string;
  banca: string;
  career: string;
  region: (typeof REGIOES)[number];
  uf: string;
  schooling: (typeof FORMACOES)[number];
  posts: string;
  salary: number;
}

const SEEDS: readonly ConcursoSeed[] = [
  { name: 'Polícia Federal', institution: 'Departamento de Polícia Federal', banca: 'Cebraspe', career: 'Policial', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Agente, Escrivão, Delegado, Papiloscopista', salary: 14164.81 },
  { name: 'Polícia Rodoviária Federal', institution: 'Polícia Rodoviária Federal', banca: 'Cebraspe', career: 'Policial', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Policial Rodoviário Federal', salary: 10508.4 },
  { name: 'INSS', institution: 'Instituto Nacional do Seguro Social', banca: 'Cebraspe', career: 'Administrativa', region: 'Nacional', uf: 'DF', schooling: 'Nível médio', posts: 'Técnico do Seguro Social, Analista do Seguro Social', salary: 5905.79 },
  { name: 'Receita Federal', institution: 'Secretaria Especial da Receita Federal do Brasil', banca: 'FGV', career: 'Fiscal', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Auditor-Fiscal, Analista-Tributário', salary: 22921.71 },
  { name: 'TJ-SP', institution: 'Tribunal de Justiça do Estado de São Paulo', banca: 'Vunesp', career: 'Tribunais e Ministério Público', region: 'Sudeste', uf: 'SP', schooling: 'Nível médio', posts: 'Escrevente Técnico Judiciário', salary: 6043.34 },
  { name: 'Banco do Brasil', institution: 'Banco do Brasil S.A.', banca: 'Cesgranrio', career: 'Bancária', region: 'Nacional', uf: 'DF', schooling: 'Nível médio', posts: 'Escriturário - Agente Comercial', salary: 3622.23 },
  { name: 'Caixa Econômica Federal', institution: 'Caixa Econômica Federal', banca: 'Cesgranrio', career: 'Bancária', region: 'Nacional', uf: 'DF', schooling: 'Nível médio', posts: 'Técnico Bancário Novo', salary: 3762 },
  { name: 'TCU', institution: 'Tribunal de Contas da União', banca: 'Cebraspe', career: 'Controle', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Auditor Federal de Controle Externo', salary: 22029.2 },
  { name: 'TRF 3ª Região', institution: 'Tribunal Regional Federal da 3ª Região', banca: 'FCC', career: 'Tribunais e Ministério Público', region: 'Sudeste', uf: 'SP', schooling: 'Nível médio', posts: 'Técnico Judiciário, Analista Judiciário', salary: 8529.65 },
  { name: 'TRT 2ª Região', institution: 'Tribunal Regional do Trabalho da 2ª Região', banca: 'FCC', career: 'Tribunais e Ministério Público', region: 'Sudeste', uf: 'SP', schooling: 'Nível superior', posts: 'Analista Judiciário', salary: 13994.78 },
  { name: 'Senado Federal', institution: 'Senado Federal', banca: 'FGV', career: 'Legislativa', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Analista Legislativo, Consultor Legislativo', salary: 21000 },
  { name: 'Câmara dos Deputados', institution: 'Câmara dos Deputados', banca: 'Cebraspe', career: 'Legislativa', region: 'Nacional', uf: 'DF', schooling: 'Nível médio', posts: 'Técnico Legislativo', salary: 20124.37 },
  { name: 'PC-SP', institution: 'Polícia Civil do Estado de São Paulo', banca: 'Vunesp', career: 'Policial', region: 'Sudeste', uf: 'SP', schooling: 'Nível superior', posts: 'Investigador, Escrivão', salary: 5193.02 },
  { name: 'PM-SP', institution: 'Polícia Militar do Estado de São Paulo', banca: 'Vunesp', career: 'Policial', region: 'Sudeste', uf: 'SP', schooling: 'Nível médio', posts: 'Soldado PM de 2ª Classe', salary: 4852.21 },
  { name: 'PM-MG', institution: 'Polícia Militar de Minas Gerais', banca: 'Fumarc', career: 'Policial', region: 'Sudeste', uf: 'MG', schooling: 'Nível superior', posts: 'Soldado', salary: 4754.35 },
  { name: 'SEFAZ-SP', institution: 'Secretaria da Fazenda e Planejamento de São Paulo', banca: 'FCC', career: 'Fiscal', region: 'Sudeste', uf: 'SP', schooling: 'Nível superior', posts: 'Agente Fiscal de Rendas', salary: 21500 },
  { name: 'SEFAZ-RJ', institution: 'Secretaria de Estado de Fazenda do Rio de Janeiro', banca: 'FGV', career: 'Fiscal', region: 'Sudeste', uf: 'RJ', schooling: 'Nível superior', posts: 'Auditor Fiscal da Receita Estadual', salary: 19500 },
  { name: 'Petrobras', institution: 'Petróleo Brasileiro S.A.', banca: 'Cesgranrio', career: 'Estatais', region: 'Nacional', uf: 'RJ', schooling: 'Nível médio', posts: 'Técnico de Operação', salary: 5878.82 },
  { name: 'Correios', institution: 'Empresa Brasileira de Correios e Telégrafos', banca: 'IBFC', career: 'Estatais', region: 'Nacional', uf: 'DF', schooling: 'Nível médio', posts: 'Agente de Correios', salary: 2429.26 },
  { name: 'IBGE', institution: 'Instituto Brasileiro de Geografia e Estatística', banca: 'FGV', career: 'Administrativa', region: 'Nacional', uf: 'RJ', schooling: 'Nível médio', posts: 'Agente de Pesquisas e Mapeamento', salary: 2676.24 },
  { name: 'MPU', institution: 'Ministério Público da União', banca: 'FGV', career: 'Tribunais e Ministério Público', region: 'Nacional', uf: 'DF', schooling: 'Nível médio', posts: 'Técnico do MPU, Analista do MPU', salary: 9024 },
  { name: 'Banco Central', institution: 'Banco Central do Brasil', banca: 'Cebraspe', career: 'Bancária', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Analista, Técnico', salary: 20924.8 },
  { name: 'CGU', institution: 'Controladoria-Geral da União', banca: 'FGV', career: 'Controle', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Auditor Federal de Finanças e Controle', salary: 19197.06 },
  { name: 'DEPEN', institution: 'Departamento Penitenciário Nacional', banca: 'Cebraspe', career: 'Policial', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Agente Federal de Execução Penal', salary: 6030.54 },
  { name: 'AGU', institution: 'Advocacia-Geral da União', banca: 'Cebraspe', career: 'Jurídica', region: 'Nacional', uf: 'DF', schooling: 'Nível superior', posts: 'Advogado da União', salary: 27303.7 },
  { name: 'PC-RJ', institution: 'Polícia Civil do Estado do Rio de Janeiro', banca: 'Cebraspe', career: 'Policial', region: 'Sudeste', uf: 'RJ', schooling: 'Nível superior', posts: 'Inspetor de Polícia, Oficial de Cartório', salary: 9325.02 },
  { name: 'TJ-MG', institution: 'Tribunal de Justiça de Minas Gerais', banca: 'Fumarc', career: 'Tribunais e Ministério Público', region: 'Sudeste', uf: 'MG', schooling: 'Nível médio', posts: 'Oficial Judiciário', salary: 4600 },
  { name: 'SEFAZ-MG', institution: 'Secretaria de Estado de Fazenda de Minas Gerais', banca: 'FGV', career: 'Fiscal', region: 'Sudeste', uf: 'MG', schooling: 'Nível superior', posts: 'Auditor Fiscal da Receita Estadual', salary: 15300 },
  { name: 'Prefeitura de São Paulo', institution: 'Prefeitura do Município de São Paulo', banca: 'Vunesp', career: 'Fiscal', region: 'Sudeste', uf: 'SP', schooling: 'Nível superior', posts: 'Auditor Fiscal Tributário Municipal', salary: 21900 },
  { name: 'TSE Unificado', institution: 'Tribunal Superior Eleitoral', banca: 'Cebraspe', career: 'Tribunais e Ministério Público', region: 'Nacional', uf: 'DF', schooling: 'Nível médio', posts: 'Técnico Judiciário, Analista Judiciário', salary: 8529.65 },
  { name: 'PC-DF', institution: 'Polícia Civil do Distrito Federal', banca: 'Cebraspe', career: 'Policial', region: 'Centro-Oeste', uf: 'DF', schooling: 'Nível superior', posts: 'Agente de Polícia, Escrivão de Polícia', salary: 11840 },
  { name: 'Banco do Nordeste', institution: 'Banco do Nordeste do Brasil S.A.', banca: 'Cesgranrio', career: 'Bancária', region: 'Nordeste', uf: 'CE', schooling: 'Nível médio', posts: 'Analista Bancário', salary: 3700 },
];

const CAREER_TAGS: Readonly<Record<string, string>> = {
  Policial: 'Área policial', Fiscal: 'Área fiscal', 'Tribunais e Ministério Público': 'Tribunais', Bancária: 'Bancos',
  Controle: 'Controle', Legislativa: 'Legislativo', Administrativa: 'Administrativo', Estatais: 'Estatais', Jurídica: 'Área jurídica',
};

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** `R$ 1.234,56` with a plain space, as the rest of the data writes money in texts. */
export function moneyText(value: number): string {
  return brl.format(value).replace(/\u00a0/g, ' ');
}

function byName<T extends { Nome: string }>(list: readonly T[], name: string): T {
  const found = list.find((item) => item.Nome === name);
  if (!found) throw new Error(`[mocks] nome desconhecido: ${name}`);
  return { ...found };
}

/** The tags a concurso of that career, schooling, sphere, situation and salary carries. */
export function tagsFor(parts: { career: string; schooling: string; uf: string; region: string; situation: SituacaoConcurso; salary: number; municipal?: boolean }): Tag[] {
  const names = [parts.schooling === 'Nível superior' ? 'Nível superior' : 'Nível médio', CAREER_TAGS[parts.career]];
  names.push(parts.municipal ? 'Municipal' : parts.region === 'Nacional' ? 'Federal' : 'Estadual');
  names.push(parts.situation === 'EditalPublicado' ? 'Edital publicado' : 'Edital previsto');
  if (parts.salary >= 15000) names.push('Alta remuneração');
  return TAGS.filter((tag) => names.includes(tag.Nome)).map((tag) => ({ ...tag }));
}

/** The description (HTML) of a concurso. */
export function concursoDescription(name: string, posts: string, salary: number, banca: string, edital: string): string {
  return `<p>O concurso <strong>${name}</strong> oferece vagas para ${posts}, com remuneração inicial de ${moneyText(salary)}.</p>`
    + `<p>Banca organizadora: ${banca}. ${edital}.</p>`;
}

/** The concursos of the seed (the same list on every call). */
export function generateConcursos(): ConcursoRecord[] {
  return SEEDS.map((seed, index) => {
    const id = index + 1;
    const rng = rngFor('concurso', id);
    // The first concurso is opened by the generated checks and the e2e flows: keep it published with a call out.
    const situation: SituacaoConcurso = id === 1 || rng.chance(0.45) ? 'EditalPublicado' : 'EditalEmBreve';
    const year = rng.chance(0.7) ? 2026 : 2025;
    const edital = situation === 'EditalPublicado'
      ? `Edital nº ${rng.int(1, 12)}/${year}`
      : `Edital previsto para o ${rng.pick(['1º', '2º'])} semestre de 2027`;
    const created = rng.int(dayOf(2024, 3, 1), dayOf(2025, 12, 20));
    const edited = created + rng.int(0, 300);
    return {
      ConcursoID: id,
      NomeConcurso: seed.name,
      URL: slugOf(`concurso ${seed.name}`),
      Instituicao: seed.institution,
      Edital: edital,
      Regiao: seed.region,
      Formacao: seed.schooling,
      Situacao: situation,
      Banca: byName(BANCAS, seed.banca),
      Carreira: byName(CARREIRAS, seed.career),
      Publicado: id === 1 || rng.chance(0.85),
      Cargos: seed.posts,
      Remuneracao: seed.salary,
      Descricao: concursoDescription(seed.name, seed.posts, seed.salary, seed.banca, edital),
      TituloSEO: `Concurso ${seed.name}: edital, vagas e salário`,
      DescricaoSEO: `Tudo sobre o concurso ${seed.name}: ${seed.posts}, remuneração de ${moneyText(seed.salary)}, banca ${seed.banca} e cursos preparatórios.`,
      Tags: tagsFor({ career: seed.career, schooling: seed.schooling, uf: seed.uf, region: seed.region, situation, salary: seed.salary, municipal: seed.name.startsWith('Prefeitura') }),
      Estado: seed.uf,
      DataCriacao: dayToIso(created),
      DataEdicao: dayToIso(Math.min(edited, dayOf(2026, 11, 10))),
    };
  });
}

/** The concursos table. */
export const concursosTable = defineTable<ConcursoRecord>({
  name: 'concursos',
  idField: 'ConcursoID',
  searchFields: ['NomeConcurso'],
  seed: () => generateConcursos(),
});

/** The concurso an exam name of the catalogue ("Polícia Federal", "INSS") refers to, among `concursos`. */
export function concursoOfExam(concursos: readonly ConcursoRecord[], exam: string): ConcursoRecord | undefined {
  return concursos.find((concurso) => concurso.NomeConcurso === exam);
}
