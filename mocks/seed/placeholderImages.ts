/**
 * Pictures for the marketing seeds (banners, ads, covers, photos) as inline SVG `data:` URLs. The demo runs
 * with no network, so seed images must not point at outside hosts: an inline picture always loads, shows
 * the record's own title, and never makes the browser contact anyone.
 */

/** Brand-like colour pairs (background, text) the pictures use. */
export const IMAGE_PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#1E5AA8', '#FFFFFF'], ['#0F7B3F', '#FFFFFF'], ['#C23030', '#FFFFFF'], ['#F2B824', '#1C2127'],
  ['#5642A6', '#FFFFFF'], ['#1C2127', '#F2B824'], ['#00A396', '#FFFFFF'], ['#D1350F', '#FFFFFF'],
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** An SVG picture of `width` × `height` with a coloured background and one centred line of text. */
export function placeholderImage(text: string, options: { width: number; height: number; colours: readonly [string, string] }): string {
  const { width, height, colours } = options;
  const fontSize = Math.round(Math.min(height * 0.28, (width * 1.6) / Math.max(8, text.length)));
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>`
    + `<rect width='100%' height='100%' fill='${colours[0]}'/>`
    + `<text x='50%' y='50%' fill='${colours[1]}' font-family='Arial, sans-serif' font-weight='bold' font-size='${fontSize}' `
    + `text-anchor='middle' dominant-baseline='middle'>${escapeXml(text)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The initials of a name ("Maria da Silva" → "MS"), for profile pictures. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 2 || /^[A-ZÁ-Ú]/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}
