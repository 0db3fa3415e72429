import { type ProductDetailResponse, productDetailSchema } from '@aurele/storefront-contract';
import { observedDetailProduct } from '@aurele/storefront-contract/fixtures';
import { describe, expect, it } from 'vitest';
import { aCatalogueAnswer, aTile } from '../testing/storefront-fixtures';
import { pageDataFor } from './page-data-for';

const firstPage = aCatalogueAnswer(
  Array.from({ length: 24 }, (_, index) => aTile({ id: `prod_${index}` })),
  { total: 40 },
);
const origin = 'https://boutique.test';

describe('pageDataFor', () => {
  it('gives / the first four products of the featured order', () => {
    const data = pageDataFor({ route: 'home', url: '/', origin, catalogue: firstPage });
    expect(data.page === 'home' && data.featured.map((product) => product.id)).toEqual([
      'prod_0',
      'prod_1',
      'prod_2',
      'prod_3',
    ]);
  });

  it("gives /shop the catalogue's answer to its query as is", () => {
    expect(pageDataFor({ route: 'shop', url: '/shop?page=1', origin, catalogue: firstPage })).toEqual({
      page: 'shop',
      catalogue: firstPage,
    });
  });

  it('gives a product page its product as the storefront sent it', () => {
    const product = productDetailSchema.parse(observedDetailProduct());
    const answer: ProductDetailResponse = { product };
    const data = pageDataFor({ route: 'product', url: `/product/${product.id}`, origin, product: answer });
    expect(data).toEqual({ page: 'product', product });
  });

  it('gives /auth only the sign that it was drawn for its address', () => {
    expect(pageDataFor({ route: 'auth', url: '/auth?mode=admin', origin })).toEqual({ page: 'auth' });
  });
});
