import type { CatalogueAnswer } from '@aurele/storefront-contract';
import type { PageDataOf } from '../../shared/page-data';
import { featuredOf } from './featured.machine';

/** What the server renders `/` with: the featured products of the catalogue's first page. */
export function homePageData(firstPage: CatalogueAnswer): PageDataOf<'home'> {
  return { page: 'home', featured: featuredOf(firstPage.products) };
}
