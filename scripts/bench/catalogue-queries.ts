import { brandTable } from '@aurele/storefront-contract';
import { type CatalogueQuery, sortKeys } from '../../packages/web/src/domain/catalogue.ts';

const categories = [null, 'femme', 'homme', 'enfant', 'accessoires'];
const searches = [null, 'robe', 'echarpe cachemire', 'CŒUR', 'bleu nuit', 'gucci', 'introuvable'];
const filters = [null, 'promotions', 'nouveautes'];

/**
 * What shoppers ask `/shop` for: every sort alone, then each category, search, brand and filter under every
 * sort, and their combinations with one another.
 */
export function shopperQueries(): CatalogueQuery[] {
  const queries: CatalogueQuery[] = [];
  for (const sort of sortKeys) {
    for (const category of categories) queries.push({ category, sort });
    for (const search of searches) queries.push({ search, sort });
    for (const brand of Object.keys(brandTable)) queries.push({ brand, sort });
    for (const filter of filters) queries.push({ filter, sort });
    for (const category of categories.slice(1)) {
      queries.push({ category, search: 'laine', filter: 'promotions', sort });
      queries.push({ category, brand: 'prada', filter: 'nouveautes', sort });
    }
  }
  return queries;
}
