import { type CatalogueQuery, catalogueQueryString, emptyCatalogueQuery } from '@aurele/shop-contract';

/**
 * The `/shop` address of a view: what `narrowing` sets, nothing else narrowed. Its parameters are the contract's,
 * so every link to the shop (navigation, suggestions, breadcrumbs, the shop's own) names them one way.
 */
export function shopAddress(narrowing: Partial<CatalogueQuery>): string {
  const search = catalogueQueryString({ ...emptyCatalogueQuery, ...narrowing });
  return search ? `/shop?${search}` : '/shop';
}

/** The shop's address for a search, or null for blank text: docs/product/rules.md#validation runs a search only on non-blank text. */
export function searchAddress(text: string): string | null {
  const query = text.trim();
  return query ? shopAddress({ search: query }) : null;
}
