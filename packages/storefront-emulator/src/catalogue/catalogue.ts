import type { ImageLibrary } from '../images/image-library.js';
import type { StoreProfile } from '../profiles/store-profile.js';
import { buildProduct, collectionIdsOf } from './build-product.js';
import { productId } from './ids.js';
import { drawGallery } from './product-gallery.js';
import { ProductOrders } from './product-orders.js';
import type { StoredProduct, StoredVariant } from './stored-product.js';

export interface CatalogueVariant {
  readonly product: StoredProduct;
  readonly variant: StoredVariant;
}

/**
 * The store's products as the storefront holds them, in `order`, with lookups by id, slug, SKU and variant, and
 * the orders the list call sorts them in.
 */
export class Catalogue {
  readonly products: readonly StoredProduct[];
  readonly orders: ProductOrders;
  readonly #byId: ReadonlyMap<string, StoredProduct>;
  readonly #bySlug: ReadonlyMap<string, StoredProduct>;
  readonly #bySku: ReadonlyMap<string, StoredProduct>;
  readonly #variants: ReadonlyMap<string, CatalogueVariant>;

  constructor(products: readonly StoredProduct[]) {
    this.products = products;
    this.orders = new ProductOrders(products);
    this.#byId = new Map(products.map((product) => [product.id, product]));
    this.#bySlug = new Map(products.map((product) => [product.slug, product]));
    const variants = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
    this.#bySku = new Map(
      variants.flatMap(({ product, variant }) => (variant.sku ? [[variant.sku, product]] : [])),
    );
    this.#variants = new Map(variants.map((found) => [found.variant.id, found]));
  }

  byId(id: string): StoredProduct | undefined {
    return this.#byId.get(id);
  }

  bySlug(slug: string): StoredProduct | undefined {
    return this.#bySlug.get(slug);
  }

  /** The product one of whose variants carries this SKU. */
  bySku(sku: string): StoredProduct | undefined {
    return this.#bySku.get(sku);
  }

  variant(id: string): CatalogueVariant | undefined {
    return this.#variants.get(id);
  }
}

export interface CatalogueOptions {
  readonly profile: StoreProfile;
  /** Creation dates are counted back from here. */
  readonly now: Date;
  /** The origin images are served from, e.g. `http://localhost:8082`. */
  readonly publicOrigin: string;
  /** Receives the artwork of every product. */
  readonly images: ImageLibrary;
}

/** Builds a store's catalogue from its seeds: same profile, same `now` and same origin give the same JSON. */
export function buildCatalogue({ profile, now, publicOrigin, images }: CatalogueOptions): Catalogue {
  const { seeds } = profile;
  const known = new Set(seeds.map((seed) => seed.slug));
  const idOf = (slug: string) => {
    if (!known.has(slug)) throw new Error(`The catalogue refers to an unknown product: ${slug}`);
    return productId(slug);
  };
  const counts = new Map<string, number>();
  const shared = sharedTexts();
  const products = seeds.map((seed, index) => {
    const ranks = new Map(
      collectionIdsOf(seed).map((collectionId) => {
        const rank = (counts.get(collectionId) ?? 0) + 1;
        counts.set(collectionId, rank);
        return [collectionId, rank] as const;
      }),
    );
    return buildProduct(seed, {
      profile,
      now,
      // Real stores number their order downwards from zero: index − N keeps the seed's sequence.
      order: index - seeds.length,
      ranks,
      idOf,
      publicUrl: (path) => shared(`${publicOrigin}${path}`),
      shared,
      gallery: drawGallery(seed, images),
    });
  });
  return new Catalogue(products);
}

/**
 * One copy of each text for the whole catalogue: the products of a large store repeat their models' texts and
 * pictures, and 20 000 copies of the same HTML would weigh tens of megabytes.
 */
function sharedTexts(): (text: string) => string {
  const texts = new Map<string, string>();
  return (text) => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    texts.set(text, text);
    return text;
  };
}
