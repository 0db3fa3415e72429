import type { CategorySlug, ProductDetail, Variant } from '@aurele/storefront-contract';
import type { ImageLibrary } from '../images/image-library.js';
import { buildProduct } from './build-product.js';
import { stableId } from './ids.js';
import { drawGallery } from './product-gallery.js';
import type { ProductSeed } from './product-seed.js';

export interface CatalogueVariant {
  readonly product: ProductDetail;
  readonly variant: Variant;
}

/** The store's products as the storefront holds them, in `order`, with lookups by id, slug and variant. */
export class Catalogue {
  readonly products: readonly ProductDetail[];
  readonly #byId: ReadonlyMap<string, ProductDetail>;
  readonly #bySlug: ReadonlyMap<string, ProductDetail>;
  readonly #variants: ReadonlyMap<string, CatalogueVariant>;

  constructor(products: readonly ProductDetail[]) {
    this.products = products;
    this.#byId = new Map(products.map((product) => [product.id, product]));
    this.#bySlug = new Map(products.map((product) => [product.slug, product]));
    this.#variants = new Map(
      products.flatMap((product) =>
        product.variants.map((variant) => [variant.id, { product, variant }] as const),
      ),
    );
  }

  byId(id: string): ProductDetail | undefined {
    return this.#byId.get(id);
  }

  bySlug(slug: string): ProductDetail | undefined {
    return this.#bySlug.get(slug);
  }

  variant(id: string): CatalogueVariant | undefined {
    return this.#variants.get(id);
  }
}

export interface CatalogueOptions {
  readonly seeds: readonly ProductSeed[];
  /** Creation dates are counted back from here. */
  readonly now: Date;
  /** The origin images are served from, e.g. `http://localhost:8082`. */
  readonly publicOrigin: string;
  /** Receives the artwork of every product. */
  readonly images: ImageLibrary;
}

/** Builds the catalogue from its seeds: same seeds, same `now` and same origin give the same JSON. */
export function buildCatalogue({ seeds, now, publicOrigin, images }: CatalogueOptions): Catalogue {
  const known = new Set(seeds.map((seed) => seed.slug));
  const idOf = (slug: string) => {
    if (!known.has(slug)) throw new Error(`The catalogue refers to an unknown product: ${slug}`);
    return stableId('prod', slug);
  };
  const counts = new Map<CategorySlug, number>();
  const products = seeds.map((seed, index) => {
    const ranks = new Map(
      seed.collections.map((collection) => {
        const rank = (counts.get(collection) ?? 0) + 1;
        counts.set(collection, rank);
        return [collection, rank] as const;
      }),
    );
    return buildProduct(seed, {
      now,
      order: index + 1,
      ranks,
      idOf,
      imageUrl: (path) => `${publicOrigin}${path}`,
      gallery: drawGallery(seed, images),
    });
  });
  return new Catalogue(products);
}
