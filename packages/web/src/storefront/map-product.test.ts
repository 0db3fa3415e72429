import { describe, expect, it } from 'vitest';
import { aRawProduct, aRawVariant } from '../testing/storefront-fixtures';
import { toProduct, toVariant, withStock } from './map-product';

const cheap = aRawVariant({ id: 'cheap' }, { amount: 10000, sale_amount: 6000 });
const middle = aRawVariant({ id: 'middle' }, { amount: 8000 });
const first = aRawVariant({ id: 'first' }, { amount: 15000 });

describe('toVariant', () => {
  it('reads the first price, in cents, with upper-case currency codes', () => {
    expect(toVariant(aRawVariant({}, { amount: 4990, sale_amount: 3990 }))).toMatchObject({
      price_in_cents: 4990,
      sale_price_in_cents: 3990,
      currency: 'EUR',
      currency_info: { code: 'EUR', symbol: '€', template: '$1 €', decimal_digits: 2 },
    });
  });

  it('keeps a stock of 0 as 0 and an untracked stock as null', () => {
    expect(toVariant(aRawVariant({ inventory_quantity: 0 })).inventory_quantity).toBe(0);
    expect(
      toVariant(aRawVariant({ manage_inventory: false, inventory_quantity: null })).inventory_quantity,
    ).toBe(null);
  });
});

describe('toProduct', () => {
  it('shows the cheapest variant, by the price paid, for lowest_price_first and for null', () => {
    for (const selection of ['lowest_price_first', null] as const) {
      const product = toProduct(
        aRawProduct({ site_product_selection: selection, variants: [first, middle, cheap] }),
      );
      expect(product).toMatchObject({
        display_variant_id: 'cheap',
        price_in_cents: 10000,
        sale_price_in_cents: 6000,
      });
    }
  });

  it('shows the first variant otherwise', () => {
    const product = toProduct(
      aRawProduct({ site_product_selection: 'first_variant', variants: [first, cheap] }),
    );
    expect(product).toMatchObject({
      display_variant_id: 'first',
      price_in_cents: 15000,
      sale_price_in_cents: null,
    });
  });

  it('takes the gallery from media by order, else the thumbnail', () => {
    const url = (name: string) => `https://cdn.example.test/${name}.jpg`;
    const media = [
      { url: url('b'), order: 2, type: 'image' as const },
      { url: url('a'), order: 1, type: 'image' as const },
    ];
    expect(toProduct(aRawProduct({ media })).images.map((image) => image.url)).toEqual([url('a'), url('b')]);
    expect(toProduct(aRawProduct()).images).toEqual([{ url: url('manteau'), order: 0, type: 'image' }]);
    expect(toProduct(aRawProduct({ thumbnail: null })).images).toEqual([]);
  });

  it('reads the brand from metadata, the type value and the collections', () => {
    const product = toProduct(
      aRawProduct({
        metadata: { brand: 'gucci', season: 'hiver' },
        type: { value: 'physical' },
        product_collections: [{ product_id: 'prod_1', collection_id: 'col_x', order: 0 }],
      }),
    );
    expect(product).toMatchObject({
      brand: 'gucci',
      type: 'physical',
      image: 'https://cdn.example.test/manteau.jpg',
    });
    expect(product.collections.map((c) => c.collection_id)).toEqual(['col_x']);
    expect(toProduct(aRawProduct()).brand).toBeNull();
  });
});

describe('withStock', () => {
  it('overrides the stock of the listed variants, zero included, and leaves the others', () => {
    const product = toProduct(
      aRawProduct({ variants: [aRawVariant({ id: 'a' }), aRawVariant({ id: 'b' })] }),
    );
    const stocked = withStock(product, [{ id: 'a', inventory_quantity: 0 }]);
    expect(stocked.variants.map((v) => v.inventory_quantity)).toEqual([0, 5]);
  });
});
