import {
  defaultCollectionTable,
  type ProductDetailResponse,
  type ProductListResponse,
  productDetailSchema,
  productSchema,
} from '@aurele/storefront-contract';
import { observedDetailProduct, observedListProduct } from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import { SERVED_PRODUCTS } from '../features/catalogue/shop-page-data';
import { pageDataFor } from './page-data-for';

const listed = (index: number, overrides: Record<string, unknown> = {}) =>
  productSchema.parse(
    observedListProduct({ id: `prod_${index}`, title: `Pièce ${index}`, order: index, ...overrides }),
  );
const femme = [{ product_id: 'x', collection_id: defaultCollectionTable.femme, order: 0 }];
// Listed out of order: the shop's order is the storefront's `order`.
const products = Array.from({ length: 40 }, (_, index) =>
  listed(39 - index, index % 2 === 0 ? { product_collections: femme } : {}),
);
const catalogue: ProductListResponse = { products, count: products.length, offset: 0, limit: 100 };
const origin = 'https://boutique.test';

describe('pageDataFor', () => {
  it('gives / the four featured products, raw, in the shop order', () => {
    const data = pageDataFor({ route: 'home', url: '/', origin, catalogue }, 0);
    expect(data.page === 'home' && data.featured.map((product) => product.id)).toEqual([
      'prod_0',
      'prod_1',
      'prod_2',
      'prod_3',
    ]);
  });

  it("gives /shop the first screenful of its query's products and how many there are in all", () => {
    const data = pageDataFor(
      { route: 'shop', url: '/shop?category=femme&sort=featured', origin, catalogue },
      0,
    );
    if (data.page !== 'shop') throw new Error('not the shop');
    expect(data.query).toEqual({
      category: 'femme',
      search: null,
      brand: null,
      filter: null,
      sort: 'featured',
    });
    expect(data.total).toBe(20);
    expect(data.products).toHaveLength(SERVED_PRODUCTS);
    expect(data.products.every((product) => product.product_collections?.length)).toBe(true);
    const all = pageDataFor({ route: 'shop', url: '/shop', origin, catalogue }, 0);
    expect(all.page === 'shop' && [all.products.length, all.total]).toEqual([SERVED_PRODUCTS, 40]);
  });

  it('gives a product page its product as the storefront sent it', () => {
    const product = productDetailSchema.parse(observedDetailProduct());
    const answer: ProductDetailResponse = { product };
    const data = pageDataFor({ route: 'product', url: `/product/${product.id}`, origin, product: answer }, 0);
    expect(data).toEqual({ page: 'product', product });
  });
});
