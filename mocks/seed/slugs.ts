/** Text helpers of the product and e-commerce seeds. */

/** A URL slug: lower-case ASCII words joined by hyphens ("TRF 3ª Região - Técnico" → "trf-3a-regiao-tecnico"). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ª/g, 'a')
    .replace(/º/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
