import type { AdminCount, AdminFigures, AdminStockFreshness } from '@aurele/shop-contract';
import { defaultCollectionTable } from '@aurele/storefront-contract';
import type { CatalogueIndex } from '../catalogue/catalogue-index.js';
import type { StockLookup } from './admin-query.js';
import { isSoldOut } from './admin-row.js';

/** Price bands' lower edges, in major units of the currency; the last band is open. */
const PRICE_EDGES = [0, 50, 100, 200, 500, 1000] as const;
/** The newest products « Analyses » names. */
const NEWEST_SHOWN = 5;

function bandKey(band: number): string {
  const low = PRICE_EDGES[band] as number;
  const high = PRICE_EDGES[band + 1];
  return high === undefined ? `${low}+` : `${low}-${high}`;
}

/** The store's main currency (the one most products are priced in), and how its prices spread over the bands. */
function priceBands(index: CatalogueIndex): AdminFigures['priceBands'] {
  const { columns } = index;
  const perCurrency = new Array<number>(columns.currencies.length).fill(0);
  columns.paid.forEach((paid, position) => {
    const currency = columns.currency[position] as number;
    if (!Number.isNaN(paid)) perCurrency[currency] = (perCurrency[currency] ?? 0) + 1;
  });
  const main = perCurrency.indexOf(Math.max(0, ...perCurrency));
  const counts = new Array<number>(PRICE_EDGES.length).fill(0);
  if (main >= 0 && (perCurrency[main] ?? 0) > 0) {
    columns.paid.forEach((paid, position) => {
      if (Number.isNaN(paid) || columns.currency[position] !== main) return;
      const major = paid / 10 ** (columns.digits[position] as number);
      const band = PRICE_EDGES.findLastIndex((edge) => major >= edge);
      const at = Math.max(0, band);
      counts[at] = (counts[at] ?? 0) + 1;
    });
  }
  return {
    currency: main >= 0 && (perCurrency[main] ?? 0) > 0 ? (columns.currencies[main] as string) : null,
    bands: counts.map((count, band) => ({ key: bandKey(band), count })),
  };
}

/**
 * The catalogue's figures for « Analyses », from the index and, once the whole store's stock has been read, from
 * the stock: one pass over the products.
 */
export function catalogueFigures(
  index: CatalogueIndex,
  stock: StockLookup,
  freshness: AdminStockFreshness,
): AdminFigures {
  const { entries, readAt, readMs } = index.snapshot;
  const perCollection = new Map<string, number>(
    [...Object.keys(defaultCollectionTable), 'none'].map((key) => [key, 0]),
  );
  const figures = {
    variants: 0,
    onSale: 0,
    missing: { photo: 0, price: 0, description: 0 },
    soldOut: { products: 0, variants: 0 },
  };
  for (const entry of entries) {
    figures.variants += entry.tile.variantCount;
    if (entry.onSale) figures.onSale += 1;
    if (entry.tile.image === null) figures.missing.photo += 1;
    if (entry.tile.price === null) figures.missing.price += 1;
    if (!entry.described) figures.missing.description += 1;
    for (const category of entry.categories.length > 0 ? entry.categories : ['none'])
      perCollection.set(category, (perCollection.get(category) ?? 0) + 1);
    const known = stock(entry.tile.id);
    if (isSoldOut(known)) figures.soldOut.products += 1;
    figures.soldOut.variants += known?.soldOutVariants ?? 0;
  }
  const counts: AdminCount[] = [...perCollection].map(([key, count]) => ({ key, count }));
  return {
    products: entries.length,
    variants: figures.variants,
    perCollection: counts,
    priceBands: priceBands(index),
    onSale: figures.onSale,
    missing: figures.missing,
    // Counted only over a whole-store reading: a part of the store would undercount.
    soldOut: freshness.readAt === null ? null : figures.soldOut,
    newest: entries.slice(0, NEWEST_SHOWN).map((entry) => ({ id: entry.tile.id, title: entry.tile.title })),
    catalogue: { readAt, readMs: readMs ?? null },
    stock: freshness,
  };
}
