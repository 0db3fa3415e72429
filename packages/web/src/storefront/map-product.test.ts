import { defaultBrandCollectionTable, productDetailSchema, productSchema } from '@aurele/storefront-contract';
import {
  observedDetailProduct,
  observedListProduct,
  observedListVariant,
  observedPrice,
  observedRupee,
  observedRupeeProduct,
  observedStockAnswer,
  observedUnpricedProduct,
} from '@aurele/storefront-contract/fixtures';
import { formatPrice } from '@aurele/ui/format-price';
import { describe, expect, it } from 'vitest';
import { toProduct, withStock } from './map-product';

// Every case starts from the shapes the real storefront sends, read through the contract as the BFF reads them.
type Json = Record<string, unknown>;
const listed = (overrides: Json = {}) => toProduct(productSchema.parse(observedListProduct(overrides)));
const detailed = (overrides: Json = {}) =>
  toProduct(productDetailSchema.parse(observedDetailProduct(overrides)));
const variant = (id: string, amount: number | null, overrides: Json = {}) =>
  observedListVariant({ id, prices: amount === null ? [] : [observedPrice(amount)], ...overrides });

const CDN = 'https://cdn.storefront.example';

describe('a list product and a detail product', () => {
  it('both map, the list one with defaults for every detail-only field', () => {
    const fromList = listed();
    expect(fromList).toMatchObject({
      id: 'prod_01K2ZQ6M1B7C3D9E5F2G4H8J0K',
      status: null,
      metadata: {},
      created_at: null,
      deleted_at: null,
      updated_at: '2026-03-14T09:21:07.412Z',
      order: -3,
    });
    expect(detailed()).toMatchObject({ status: 'published', created_at: '2026-01-05T16:40:12.000Z' });
  });

  it('gives a sane default to every optional or null field', () => {
    const bare = productSchema.parse({
      id: 'prod_01K2ZQB0000000000000000000',
      title: 'Pièce unique',
      order: 0,
      updated_at: '2026-03-14T09:21:07.412Z',
      variants: [{ id: 'variant_01K2ZQB1', title: 'Unique', manage_inventory: false, prices: [] }],
    });
    const product = toProduct(bare);
    expect(product).toMatchObject({
      slug: null,
      subtitle: null,
      ribbon_text: null,
      description: '',
      image: null,
      images: [],
      options: [],
      collections: [],
      additional_info: [],
      custom_fields: [],
      related_products: [],
      type: null,
      purchasable: true,
      site_product_selection: null,
      brand: null,
    });
    expect(product.variants[0]).toMatchObject({
      sku: null,
      image_url: null,
      options: [],
      available: true,
      weight: null,
    });
  });

  it('keeps ULID ids as they are', () => {
    expect(listed().variants[0]?.id).toBe('variant_01K2ZQ7W4H8M3N5P6R9T0V1X2Y');
  });
});

describe('the slug', () => {
  it('reads slug, else url_handle, else the SEO slug', () => {
    expect(listed({ slug: 'foulard' }).slug).toBe('foulard');
    expect(listed().slug).toBe('foulard-en-soie-imprime');
    expect(listed({ url_handle: null, seo_settings: { slug: 'par-le-seo' } }).slug).toBe('par-le-seo');
    expect(listed({ url_handle: undefined, seo_settings: null }).slug).toBeNull();
  });
});

describe('images', () => {
  const encoded = `${CDN}/stores%2Fa1b2%2Fproducts%2Ffoulard.webp?alt=media`;

  it('reads a list’s images by order, and keeps %2F-encoded CDN addresses exactly as sent', () => {
    const product = listed({
      images: [
        { url: `${CDN}/stores%2Fa1b2%2Fproducts%2Fdos.webp?alt=media`, order: 1, type: 'image' },
        { url: encoded, order: 0, type: 'image' },
      ],
    });
    expect(product.images.map((image) => image.url)).toEqual([
      encoded,
      `${CDN}/stores%2Fa1b2%2Fproducts%2Fdos.webp?alt=media`,
    ]);
    expect(product.image).toBe(encoded);
  });

  it('reads a detail’s media, pictures only', () => {
    expect(detailed().images).toEqual([{ id: 'media_1', url: encoded, order: 0, type: 'image' }]);
  });

  it('falls back to the thumbnail, and takes the first picture when there is no thumbnail', () => {
    expect(listed({ images: [] }).images).toEqual([{ url: encoded, order: 0, type: 'image' }]);
    expect(listed({ thumbnail: null }).image).toBe(encoded);
    expect(listed({ thumbnail: null, images: [] })).toMatchObject({ image: null, images: [] });
  });

  it('keeps only http(s) addresses', () => {
    const product = listed({
      thumbnail: 'javascript:alert(1)',
      images: [
        { url: 'stores/a1b2/local.webp', order: 0, type: 'image' },
        { url: encoded, order: 1, type: 'image' },
      ],
      variants: [variant('variant_a', 12900, { image_url: 'data:image/png;base64,AAAA' })],
    });
    expect(product.images.map((image) => image.url)).toEqual([encoded]);
    expect(product.image).toBe(encoded);
    expect(product.variants[0]?.image_url).toBeNull();
  });
});

describe('prices', () => {
  it('maps a product without any price to an unpriced product, never an error', () => {
    const product = toProduct(productSchema.parse(observedUnpricedProduct()));
    expect(product.price).toBeNull();
    expect(product.display_variant_id).toBe('variant_01K2ZQ8B4D6F8H0J2L4N6Q8S0T');
    expect(product.variants[0]?.price).toBeNull();
  });

  it('maps a product without any variant to an unpriced product', () => {
    expect(listed({ variants: [] })).toMatchObject({ price: null, display_variant_id: null, variants: [] });
  });

  it('shows the cheapest priced variant, by the price paid, whatever site_product_selection says', () => {
    const variants = [
      variant('first', 15000),
      variant('on-request', null),
      variant('cheap', 10000, { prices: [observedPrice(10000, { sale_amount: 6000 })] }),
      variant('middle', 8000),
    ];
    for (const selection of ['lowest_price_first', null, 'first_variant', 'something_new']) {
      const product = listed({ site_product_selection: selection, variants });
      expect(product.display_variant_id).toBe('cheap');
      expect(product.price).toMatchObject({ price_in_cents: 10000, sale_price_in_cents: 6000 });
    }
  });

  it('reads any currency in its own digits, and its code when the currency object is missing', () => {
    const rupees = toProduct(productSchema.parse(observedRupeeProduct()));
    expect(rupees.price).toMatchObject({
      price_in_cents: 850000,
      currency: 'INR',
      currency_info: { code: 'INR', decimal_digits: 2, symbol_native: '₹' },
    });
    const price = rupees.price;
    expect(price && formatPrice(price.price_in_cents, price.currency, price.currency_info)).toBe(
      '8\u202f500,00\u00a0₹',
    );
    const bareCurrency = listed({
      variants: [variant('v', 4200, { prices: [{ amount: 4200, currency_code: 'chf' }] })],
    });
    expect(bareCurrency.price).toEqual({
      price_in_cents: 4200,
      sale_price_in_cents: null,
      currency: 'CHF',
      currency_info: { code: 'CHF' },
    });
    expect(observedRupee.code).toBe('INR');
  });
});

describe('stock and availability', () => {
  it('leaves a list’s stock unknown, never 0', () => {
    expect(listed().variants[0]?.inventory_quantity).toBeUndefined();
  });

  it('takes /variants’ stock: a count stays a count (0 included), null means no inventory kept', () => {
    const product = listed({
      variants: [
        variant('variant_01K2ZQ7W4H8M3N5P6R9T0V1X2Y', 12900),
        variant('variant_01K2ZQ8B4D6F8H0J2L4N6Q8S0T', 12900),
      ],
    });
    const stocked = withStock(product, [...observedStockAnswer.variants]);
    expect(stocked.variants.map((v) => v.inventory_quantity)).toEqual([4, null]);
    expect(
      withStock(product, [{ id: 'variant_01K2ZQ7W4H8M3N5P6R9T0V1X2Y', inventory_quantity: 0 }]).variants.map(
        (v) => v.inventory_quantity,
      ),
    ).toEqual([0, undefined]);
  });

  it('reads is_available and purchasable when present, and sells otherwise', () => {
    expect(listed({ is_available: false }).purchasable).toBe(false);
    expect(listed({ purchasable: false }).purchasable).toBe(false);
    expect(listed({ purchasable: undefined, is_available: undefined }).purchasable).toBe(true);
    const product = listed({ variants: [variant('v', 12900, { is_available: false })] });
    expect(product.variants[0]?.available).toBe(false);
  });
});

describe('brands', () => {
  const inCollection = (collectionId: string) => [
    { product_id: 'prod_01K2ZQ6M1B7C3D9E5F2G4H8J0K', collection_id: collectionId, order: 0 },
  ];

  it('has none when neither metadata nor a brand collection says one', () => {
    expect(listed().brand).toBeNull();
    expect(detailed().brand).toBeNull();
  });

  it('reads a list product’s brand from its brand collection', () => {
    expect(listed({ product_collections: inCollection(defaultBrandCollectionTable.gucci) }).brand).toBe(
      'gucci',
    );
  });

  it('reads metadata.brand on the detail call first', () => {
    const product = detailed({
      metadata: { brand: 'prada' },
      product_collections: inCollection(defaultBrandCollectionTable.gucci),
    });
    expect(product.brand).toBe('prada');
  });
});

describe('the rest', () => {
  it('keeps a negative order, a null type value, and sorts additional info', () => {
    const product = listed({
      additional_info: [
        { id: 'b', order: 2, title: 'Entretien', description: '<p>Sec.</p>' },
        { id: 'a', order: 1, title: 'Composition', description: '<p>Soie.</p>' },
      ],
    });
    expect(product).toMatchObject({ order: -3, type: null });
    expect(product.additional_info.map((info) => info.id)).toEqual(['a', 'b']);
  });
});
