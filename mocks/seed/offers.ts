/**
 * Offers (ofertas): a price cut on one or more catalogue products for a period, with a badge shown on the
 * product card ("Oferta relâmpago"). 30 offers, whatever MOCK_SCALE.
 */
import { defineTable } from '../store/table.ts';
import { cents } from './orders.ts';
import { productCatalog } from './catalog.ts';
import { dayOf, dayToIso } from './dates.ts';
import { seededActive } from './marketingCalendar.ts';
import { rngFor } from './random.ts';

/** A product in an offer (the coupon form's shape). */
export interface OfferProduct {
  ID: number;
  Nome: string;
}

/** An offer. */
export interface OfferRecord {
  _id: number;
  titulo: string;
  produtos: OfferProduct[];
  /** Sum of the products' list prices, in reais. */
  precoOriginal: number;
  /** Price during the offer, in reais. */
  precoOferta: number;
  /** `yyyy-mm-dd`. */
  dataInicio: string;
  /** `yyyy-mm-dd`. */
  dataFim: string;
  ativo: boolean;
  /** Badge text on the product card. */
  selo: string;
}

const BADGES = ['Oferta relâmpago', 'Mais vendido', 'Últimas vagas', 'Lançamento', 'Só hoje', 'Preço de Black Friday'] as const;

/** The offers table. */
export const offersTable = defineTable<OfferRecord>({
  name: 'ofertas',
  idField: '_id',
  searchFields: ['titulo'],
  seed: () => {
    const catalog = productCatalog();
    const records: OfferRecord[] = [];
    const titles = new Set<string>();
    for (let id = 1; id <= 30; id += 1) {
      const rng = rngFor('oferta', id);
      const chosen = new Map<number, OfferProduct>();
      const wanted = rng.weighted([[1, 6], [2, 3], [3, 1]] as const);
      while (chosen.size < wanted) {
        const product = rng.pick(catalog);
        chosen.set(product.ID, { ID: product.ID, Nome: product.Nome });
      }
      const produtos = [...chosen.values()].sort((a, b) => a.ID - b.ID);
      const original = cents(produtos.reduce((sum, item) => sum + catalog[item.ID - 1].Preco, 0));
      const off = rng.pick([10, 15, 20, 25, 30, 40, 50]);
      const first = produtos[0].Nome;
      let titulo = produtos.length === 1 ? `${first} com ${off}% off` : `Combo ${first.split(' - ')[0].split(' para ')[0]} + ${produtos.length - 1}`;
      if (titles.has(titulo)) titulo = `${titulo} (${id})`;
      titles.add(titulo);
      const start = rng.int(dayOf(2025, 1, 6), dayOf(2026, 12, 10));
      const end = start + rng.pick([1, 3, 7, 7, 15, 30]);
      records.push({
        _id: id,
        titulo,
        produtos,
        precoOriginal: original,
        // Prices end in ,90 as the store's price list does.
        precoOferta: Math.max(9.9, Math.floor(original * (1 - off / 100)) + 0.9),
        dataInicio: dayToIso(start),
        dataFim: dayToIso(end),
        ativo: seededActive(rng, end),
        selo: rng.pick(BADGES),
      });
    }
    return records;
  },
});
