import type { CatalogueEntry } from './catalogue-entry.js';

/**
 * What a query reads of every product besides its option values, as typed arrays by position in the index. A pass
 * over 20 000 products that follows each one's objects (entry, tile, price, currency) spends its time waiting for
 * memory; these are read in a row.
 */
export interface ProductColumns {
  /** The price paid, in minor units of its currency; NaN without a price. */
  readonly paid: Float64Array;
  /** The number of decimal digits of its currency. */
  readonly digits: Uint8Array;
  /** Its currency, as a position in `currencies`. */
  readonly currency: Uint32Array;
  readonly currencies: readonly string[];
  /** 1 when the list says it can be bought now. */
  readonly available: Uint8Array;
  /** 1 when it is on sale. */
  readonly onSale: Uint8Array;
}

export function productColumns(entries: readonly CatalogueEntry[]): ProductColumns {
  const columns = {
    paid: new Float64Array(entries.length),
    digits: new Uint8Array(entries.length),
    currency: new Uint32Array(entries.length),
    currencies: [] as string[],
    available: new Uint8Array(entries.length),
    onSale: new Uint8Array(entries.length),
  };
  const currencyIds = new Map<string, number>();
  entries.forEach((entry, position) => {
    const price = entry.tile.price;
    const code = price?.currency_code ?? '';
    let currency = currencyIds.get(code);
    if (currency === undefined) {
      currency = columns.currencies.push(code) - 1;
      currencyIds.set(code, currency);
    }
    columns.paid[position] = entry.paid ?? Number.NaN;
    columns.digits[position] = price?.currency?.decimal_digits ?? 2;
    columns.currency[position] = currency;
    columns.available[position] = entry.available ? 1 : 0;
    columns.onSale[position] = entry.onSale ? 1 : 0;
  });
  return columns;
}
