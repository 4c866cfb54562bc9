/** A named period the date filters offer in one click. */
export interface DatePreset {
  label: string;
  /** First and last day, ISO `yyyy-mm-dd`, for a given today. */
  range(today: Date): [string, string];
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const daysBefore = (today: Date, days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

/** The periods of a start/end pair of date filters, in local time (no time zone shift of a day). */
export const DATE_PRESETS: readonly DatePreset[] = [
  { label: 'Hoje', range: (today) => [iso(today), iso(today)] },
  { label: '7 dias', range: (today) => [iso(daysBefore(today, 6)), iso(today)] },
  { label: '30 dias', range: (today) => [iso(daysBefore(today, 29)), iso(today)] },
  {
    label: 'Este mês',
    range: (today) => [iso(new Date(today.getFullYear(), today.getMonth(), 1)), iso(new Date(today.getFullYear(), today.getMonth() + 1, 0))],
  },
  {
    label: 'Mês passado',
    range: (today) => [iso(new Date(today.getFullYear(), today.getMonth() - 1, 1)), iso(new Date(today.getFullYear(), today.getMonth(), 0))],
  },
];
