import type { CatalogueEntry } from '../catalogue/catalogue-entry.js';
import { type CatalogueIndex, indexCatalogue } from '../catalogue/catalogue-index.js';

const euro = { code: 'EUR', decimal_digits: 2 };

/** A catalogue entry for tests: only what a test says differs from a plain, priced, one-variant product. */
export function entry(
  id: string,
  fields: Partial<Omit<CatalogueEntry, 'tile'>> & { brand?: string } = {},
): CatalogueEntry {
  const { brand = null, paid = 10_000, onSale = false, ...rest } = fields;
  return {
    tile: {
      id,
      title: id,
      subtitle: null,
      ribbon: null,
      brand,
      image: null,
      secondImage: null,
      price:
        paid === null
          ? null
          : { amount: paid, sale_amount: onSale ? paid : null, currency_code: 'eur', currency: euro },
      purchasable: true,
      displayVariantId: `variant_${id}`,
      displayVariantAvailable: true,
      variantCount: 1,
      colours: [],
    },
    order: 0,
    categories: [],
    sizes: [],
    colours: [],
    paid,
    onSale,
    searchText: id,
    related: [],
    updatedAt: '2026-11-01T00:00:00.000Z',
    variantIds: [`variant_${id}`],
    sku: null,
    described: true,
    ...rest,
  };
}

/** An index of `entries`, newest first, the first `newCount` of them « nouveautés ». */
export function indexOf(entries: CatalogueEntry[], newCount = 0): CatalogueIndex {
  return indexCatalogue({ entries, newCount, readAt: 0 });
}
