import type { Product as RawProduct } from '@aurele/storefront-contract';
import type { PageDataOf } from '../../shared/page-data';
import { toProduct } from '../../storefront/map-product';
import { featuredOf } from './featured.machine';

/** What the server renders `/` with: the featured products, as the storefront gave them. */
export function homePageData(catalogue: readonly RawProduct[]): PageDataOf<'home'> {
  const raw = new Map(catalogue.map((product) => [product.id, product]));
  return { page: 'home', featured: featuredOf(catalogue.map(toProduct)).flatMap((p) => raw.get(p.id) ?? []) };
}
