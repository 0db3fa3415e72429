import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX, type RecentlyViewed, withoutProduct, withViewed } from './recently-viewed';

const seen = (productId: string): RecentlyViewed => ({
  productId,
  variantId: null,
  name: productId,
  brand: null,
  priceInCents: 1000,
  currency: 'EUR',
  image: null,
});

describe('withViewed', () => {
  it('puts the product seen first, once', () => {
    const list = [seen('a'), seen('b'), seen('c')];
    expect(withViewed(list, seen('b')).map((item) => item.productId)).toEqual(['b', 'a', 'c']);
    expect(withViewed(list, seen('d')).map((item) => item.productId)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('keeps the last twelve', () => {
    let list: RecentlyViewed[] = [];
    for (let index = 0; index < 15; index += 1) list = withViewed(list, seen(`p${index}`));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.productId).toBe('p14');
    expect(list.at(-1)?.productId).toBe('p3');
  });
});

describe('withoutProduct', () => {
  it('drops a product the store no longer sells', () => {
    expect(withoutProduct([seen('a'), seen('b')], 'a').map((item) => item.productId)).toEqual(['b']);
  });
});
