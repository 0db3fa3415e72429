import type { CatalogueAnswer, CatalogueFacets, CatalogueTile } from '@aurele/shop-contract';
import { narrowFrenchSpaces as typeset } from '../domain/french-typography';
import type { ProductSummary } from '../domain/product-summary';
import { toPriceTag } from './map-price';

/** A tile of the BFF's catalogue answers in the shop's terms. */
export function toSummary(tile: CatalogueTile): ProductSummary {
  return {
    id: tile.id,
    // The merchant's words with the shop's French spacing, as map-product.ts gives them.
    title: typeset(tile.title),
    subtitle: tile.subtitle && typeset(tile.subtitle),
    ribbon_text: tile.ribbon && typeset(tile.ribbon),
    brand: tile.brand,
    image: tile.image,
    // An answer kept from before tiles carried it has none.
    second_image: tile.secondImage ?? null,
    price: toPriceTag(tile.price),
    purchasable: tile.purchasable,
    display_variant_id: tile.displayVariantId,
    display_variant_available: tile.displayVariantAvailable,
    variant_count: tile.variantCount,
    // An answer a browser kept from before tiles carried colours (they are cached ten minutes) has none.
    colours: tile.colours ?? [],
  };
}

/** A page of a `/shop` query in the shop's terms. */
export interface CataloguePage {
  total: number;
  page: number;
  pageSize: number;
  products: ProductSummary[];
  facets: CatalogueFacets;
  /** A search that found nothing: what it probably meant, when the catalogue has near words. */
  didYouMean?: string;
}

/** A catalogue answer in the shop's terms, as `/shop`'s loader reshapes it once, on the server and in the browser. */
export function toCataloguePage({
  total,
  page,
  pageSize,
  products,
  facets,
  didYouMean,
}: CatalogueAnswer): CataloguePage {
  return {
    total,
    page,
    pageSize,
    products: products.map(toSummary),
    facets,
    ...(didYouMean && { didYouMean }),
  };
}
