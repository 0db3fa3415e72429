import type { Product } from '../domain/product';

/** The address of a product's page: a module of its own, so a link to a product does not download the tile. */
export function productPath(product: Pick<Product, 'id'>): string {
  return `/product/${encodeURIComponent(product.id)}`;
}
