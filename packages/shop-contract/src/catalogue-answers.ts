import type { Price } from '@aurele/storefront-contract';
import type { CatalogueQuery } from './catalogue-query.js';

/**
 * The shop's own catalogue answers, BFF → browser (`/api/catalogue`, `/api/suggestions` and the pages the BFF
 * renders): what a card, a facet and a suggestion show, nothing more. Prices keep the storefront's shape (minor
 * units, `currency_code`, `currency`) so the browser formats them as it formats every other price.
 */

/** A product as a card shows it. */
export interface CatalogueTile {
  id: string;
  title: string;
  subtitle: string | null;
  ribbon: string | null;
  /** A brand id of the brand table, or null. */
  brand: string | null;
  /** An http(s) address, or null. */
  image: string | null;
  /** Its next picture (an http(s) address), shown when a desktop pointer rests on the card; null with one. */
  secondImage: string | null;
  /** The price of the variant a card shows (the cheapest); null: « Prix sur demande ». */
  price: Price | null;
  /** false when the store says it cannot be bought now. */
  purchasable: boolean;
  /** The variant a card adds or a wishlist keeps: the cheapest priced one, else the first; null without variants. */
  displayVariantId: string | null;
  /** false when the store says the displayed variant cannot be bought now. */
  displayVariantAvailable: boolean;
  /** One variant: a card adds it; several: a card leads to the product page to choose. */
  variantCount: number;
  /** Its colours in the store's order, each with the photo a card shows for it; empty without a colour option. */
  colours: TileColour[];
}

/** One colour of a product as a card offers it: pointing at it shows its photo, choosing it opens the product on it. */
export interface TileColour {
  /** The option's value, as the store writes it (« Noir »): the product page opens on it (`?colour=`). */
  value: string;
  /** The photo of its first variant (an http(s) address), or null: the card keeps the product's. */
  image: string | null;
}

/** A facet value and how many products of the query have it, as if this facet alone were not applied. */
export interface FacetCount {
  value: string;
  count: number;
}

export interface CatalogueFacets {
  /** Each shop category (its slug) with its count. */
  category: FacetCount[];
  /** Sizes in the order shoppers expect; absent when the store's options name no size. */
  size?: FacetCount[];
  /** Colours by name, in French order; absent when the store's options name no colour. */
  colour?: FacetCount[];
  /** The prices the shopper pays, lowest and highest, in minor units; absent when nothing has a price. */
  price?: { min: number; max: number; currency: Price['currency']; currency_code: string };
  /** Products the store says can be bought now; absent when its lists do not say. */
  available?: number;
}

/** `GET /api/catalogue`: a page of a query. A page past the end is empty. */
export interface CatalogueAnswer {
  /** The query as the server read it. */
  query: CatalogueQuery;
  /** Products the query shows in all. */
  total: number;
  page: number;
  pageSize: number;
  products: CatalogueTile[];
  facets: CatalogueFacets;
  /** A search that found nothing: the catalogue's nearest words, when some are near (« Vouliez-vous dire … ? »). */
  didYouMean?: string;
}

/** A product suggested while typing. */
export type SuggestedProduct = Pick<CatalogueTile, 'id' | 'title' | 'brand' | 'image' | 'price'>;

/** `GET /api/suggestions?q=`: up to six products, then the categories and brands the text names. */
export interface SuggestionsAnswer {
  products: SuggestedProduct[];
  /** Category slugs (`femme`, …). */
  categories: string[];
  /** Brand ids. */
  brands: string[];
  /** Products the search for the same text shows in all (`/shop?q=`): « Voir les N résultats ». */
  total: number;
}
