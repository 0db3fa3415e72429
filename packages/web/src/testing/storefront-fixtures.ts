import { type CatalogueAnswer, type CatalogueTile, emptyCatalogueQuery } from '@aurele/shop-contract';
import type {
  Currency,
  Price,
  ProductDetail,
  Product as RawListProduct,
  Variant,
} from '@aurele/storefront-contract';

/**
 * Raw storefront shapes for tests and MSW handlers, as the real service sends them (docs/storefront/api.md): variants
 * carry no stock, a detail product has its detail-only fields and `listItem` strips them. Overridden where a case
 * needs it; the contract's observed fixtures cover the odd shapes.
 */

const rawEuro: Currency = { code: 'EUR', symbol: '€', template: '$1 €', decimal_digits: 2 };

function aRawPrice(amount = 12000, saleAmount: number | null = null, currency = rawEuro): Price {
  return { amount, sale_amount: saleAmount, currency_code: currency.code.toLowerCase(), currency };
}

function aRawVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'var_1',
    title: 'M',
    sku: 'SKU-1',
    image_url: null,
    manage_inventory: true,
    prices: [aRawPrice()],
    options: [],
    ...overrides,
  };
}

export function aRawProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'prod_1',
    url_handle: 'manteau',
    title: 'Manteau',
    subtitle: null,
    ribbon_text: null,
    description: '<p>Laine.</p>',
    thumbnail: 'https://cdn.example.test/manteau.jpg',
    status: 'published',
    purchasable: true,
    order: 1,
    site_product_selection: null,
    options: [],
    variants: [aRawVariant()],
    product_collections: [],
    images: [],
    additional_info: [],
    type: { value: null },
    custom_fields: [],
    metadata: {},
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    media: [],
    ...overrides,
  };
}

/** The product as the list call sends it: without the detail-only fields. */
export function listItem({
  status: _status,
  created_at: _created,
  deleted_at: _deleted,
  metadata: _metadata,
  media: _media,
  is_hidden: _hidden,
  ...product
}: ProductDetail): RawListProduct {
  return product;
}

/** A tile of the BFF's catalogue answers: priced in euros, one variant. */
export function aTile(overrides: Partial<CatalogueTile> = {}): CatalogueTile {
  return {
    id: 'prod_1',
    title: 'Pièce',
    subtitle: null,
    ribbon: null,
    brand: null,
    image: null,
    secondImage: null,
    price: {
      amount: 12_000,
      sale_amount: null,
      currency_code: 'eur',
      currency: { code: 'EUR', decimal_digits: 2 },
    },
    purchasable: true,
    displayVariantId: 'variant_1',
    displayVariantAvailable: true,
    variantCount: 1,
    colours: [],
    ...overrides,
  };
}

/** The BFF's answer to a query: `tiles` as its page, the query's total (default: the tiles). */
export function aCatalogueAnswer(
  tiles: CatalogueTile[],
  overrides: Partial<CatalogueAnswer> = {},
): CatalogueAnswer {
  return {
    query: emptyCatalogueQuery,
    total: tiles.length,
    page: 1,
    pageSize: 24,
    products: tiles,
    facets: { category: [] },
    ...overrides,
  };
}
