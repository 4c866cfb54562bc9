import { localIsoDate } from '../../../core/i18n/format';

/** A named period the date filters offer in one click. */
export interface DatePreset {
  label: string;
  /** First and last day, ISO `yyyy-mm-dd`, for a given today. */
  range(today: Date): [string, string];
}

const daysBefore = (today: Date, days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

/** The periods of a start/end pair of date filters, in local time (no time zone shift of a day). */
export const DATE_PRESETS: readonly DatePreset[] = [
  { label: 'Hoje', range: (today) => [localIsoDate(today), localIsoDate(today)] },
  { label: '7 dias', range: (today) => [localIsoDate(daysBefore(today, 6)), localIsoDate(today)] },
  { label: '30 dias', range: (today) => [localIsoDate(daysBefore(today, 29)), localIsoDate(today)] },
  {
    label: 'Este mês',
    range: (today) => [localIsoDate(new Date(today.getFullYear(), today.getMonth(), 1)), localIsoDate(new Date(today.getFullYear(), today.getMonth() + 1, 0))],
  },
  {
    label: 'Mês passado',
    range: (today) => [localIsoDate(new Date(today.getFullYear(), today.getMonth() - 1, 1)), localIsoDate(new Date(today.getFullYear(), today.getMonth(), 0))],
  },
];
