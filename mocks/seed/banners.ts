/**
 * Banners of the store's home page (e-commerce) and of the students' logged-in area: a picture for desktop
 * and one for mobile, where a click leads, the position in the carousel and the period it shows. 30 of each,
 * campaigns of 2025–2026 (the count does not grow with MOCK_SCALE: a store shows a handful at a time).
 */
import { defineTable } from '../store/table.ts';
import { COURSE_NAMES } from './catalog.ts';
import { dayOf, dayToIso } from './dates.ts';
import { IMAGE_PALETTE, placeholderImage } from './placeholderImages.ts';
import { seededActive } from './marketingCalendar.ts';
import { rngFor } from './random.ts';
import { slugOf } from './slugs.ts';

/** A banner (both kinds have the same fields). */
export interface BannerRecord {
  _id: number;
  titulo: string;
  /** Picture URL for wide screens (1920 × 480). */
  imagemDesktop: string;
  /** Picture URL for phones (768 × 768). */
  imagemMobile: string;
  /** Where a click leads (store path or full address). */
  link: string;
  /** Position in the carousel (1 = first). */
  ordem: number;
  /** `yyyy-mm-dd`. */
  dataInicio: string;
  /** `yyyy-mm-dd`, or null for no end. */
  dataFim: string | null;
  ativo: boolean;
}

/** Banners of each kind in the seed. */
export const BANNER_COUNT = 30;

const STORE_THEMES = [
  'Black Friday: até 50% off', 'Cyber Monday: últimas horas', 'Natal concurseiro', 'Volta às aulas 2026',
  'Carnaval de estudos', 'Semana do Concurseiro', 'Assinatura anual com 30% off', 'Edital INSS publicado',
  'Reta final PF', 'Lançamento Receita Federal', 'Dia do Servidor', 'Aniversário da escola',
] as const;

const LOGGED_THEMES = [
  'Novo simulado disponível', 'Aulas ao vivo desta semana', 'Renove sua assinatura', 'Mentoria de reta final',
  'Baixe o app e estude offline', 'Plano de estudos personalizado', 'Correção de discursivas liberada',
  'Fórum de dúvidas com professores', 'Revisão de véspera', 'Indique um amigo e ganhe 1 mês',
] as const;

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

/** `nov/2026` for a day number. */
export function monthLabel(day: number): string {
  const [year, month] = dayToIso(day).split('-');
  return `${MONTHS[Number(month) - 1]}/${year}`;
}

function makeBanners(kind: 'ecommerce' | 'area-logada'): BannerRecord[] {
  const themes: readonly string[] = kind === 'ecommerce' ? STORE_THEMES : LOGGED_THEMES;
  const banners: BannerRecord[] = [];
  const titles = new Set<string>();
  const first = dayOf(2025, 1, 6);
  const last = dayOf(2026, 12, 15);
  for (let id = 1; id <= BANNER_COUNT; id += 1) {
    const rng = rngFor('banner', kind, id);
    const start = rng.int(first, last);
    const course = rng.pick(COURSE_NAMES);
    const theme = kind === 'ecommerce' && rng.chance(0.35)
      ? `${course.split(' - ')[0]}: turma ${rng.pick(['regular', 'reta final', 'intensiva'])}`
      : themes[(id - 1) % themes.length];
    // The same campaign comes back every season: the month tells the editions apart.
    const titulo = titles.has(theme) ? `${theme} – ${monthLabel(start)}` : theme;
    titles.add(titulo);
    const open = rng.chance(0.15);
    const end = open ? null : start + rng.pick([7, 10, 15, 30, 45, 60]);
    const colours = rng.pick(IMAGE_PALETTE);
    const slug = slugOf(titulo).slice(0, 40).replace(/-+$/, '');
    banners.push({
      _id: id,
      titulo,
      imagemDesktop: placeholderImage(titulo, { width: 1920, height: 480, colours }),
      imagemMobile: placeholderImage(titulo, { width: 768, height: 768, colours }),
      link: kind === 'ecommerce' ? `/promocoes/${slug}` : `/area-do-aluno/${rng.pick(['simulados', 'aulas-ao-vivo', 'assinatura', 'mentoria', 'app'])}`,
      ordem: rng.int(1, 8),
      dataInicio: dayToIso(start),
      dataFim: end === null ? null : dayToIso(end),
      ativo: seededActive(rng, end),
    });
  }
  return banners;
}

/** Banners of the store's home page. */
export const ecommerceBannersTable = defineTable<BannerRecord>({
  name: 'bannersEcommerce',
  idField: '_id',
  searchFields: ['titulo'],
  seed: () => makeBanners('ecommerce'),
});

/** Banners of the students' logged-in area. */
export const loggedAreaBannersTable = defineTable<BannerRecord>({
  name: 'bannersAreaLogada',
  idField: '_id',
  searchFields: ['titulo'],
  seed: () => makeBanners('area-logada'),
});
