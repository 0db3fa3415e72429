import type { CatalogueQuery } from '@aurele/shop-contract';
import { useState } from 'react';

export interface TypedPrices {
  min: string;
  max: string;
}

const pricesOf = (query: CatalogueQuery): TypedPrices => ({
  min: query.priceMin === undefined ? '' : String(query.priceMin),
  max: query.priceMax === undefined ? '' : String(query.priceMax),
});

/**
 * What the price fields hold: the query's range, then what the shopper types until it is applied. A range the
 * address changes (the back button, « Tout effacer ») replaces what was typed.
 */
export function usePriceFields(query: CatalogueQuery) {
  const applied = pricesOf(query);
  const [typed, setTyped] = useState({ for: applied, prices: applied });
  const replaced = typed.for.min !== applied.min || typed.for.max !== applied.max;
  if (replaced) setTyped({ for: applied, prices: applied });
  const type = (bound: 'from' | 'to', value: string) =>
    setTyped((now) => ({ ...now, prices: { ...now.prices, [bound === 'from' ? 'min' : 'max']: value } }));
  return [replaced ? applied : typed.prices, type] as const;
}
