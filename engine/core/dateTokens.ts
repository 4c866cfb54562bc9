/**
 * Filter defaults may be relative dates so a dashboard opens on a useful period:
 * `$today`, `$today-30` (days), `$monthStart`. Dates are ISO `yyyy-mm-dd` in local time.
 */
export function resolveDateTokens(values: Record<string, unknown> | undefined, now = new Date()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    out[key] = typeof value === 'string' ? resolveToken(value, now) : value;
  }
  return out;
}

function iso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function resolveToken(value: string, now: Date): string {
  const match = /^\$today([+-]\d+)?$/.exec(value);
  if (match) {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + Number(match[1] ?? 0));
    return iso(date);
  }
  if (value === '$monthStart') return iso(new Date(now.getFullYear(), now.getMonth(), 1));
  return value;
}
