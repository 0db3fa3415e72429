import type { CatalogueQuery } from '@aurele/shop-contract';
import { useState } from 'react';

/**
 * The query the filters show: the address's, or the one the shopper just chose until the address has it. The
 * router renders a navigation as a transition: meanwhile a controlled checkbox would go back to its old state
 * under the shopper's finger.
 */
export function useShownQuery(query: CatalogueQuery) {
  const [chosen, setChosen] = useState({ over: query, query });
  const stale = chosen.over !== query;
  if (stale) setChosen({ over: query, query });
  const choose = (next: CatalogueQuery) => setChosen({ over: query, query: next });
  return [stale ? query : chosen.query, choose] as const;
}
