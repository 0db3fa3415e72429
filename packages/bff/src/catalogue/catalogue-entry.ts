import {
  brandOf,
  type CatalogueTile,
  displayVariantOf,
  foldText,
  optionFacet,
  payableAmount,
  type TileColour,
  webImageUrl,
} from '@aurele/shop-contract';
import { brandName, type Product } from '@aurele/storefront-contract';
import type { CatalogueTables } from './catalogue-tables.js';

/**
 * One product as the catalogue keeps it: what a card shows (`tile`) and what a query, a facet and a suggestion
 * read, nothing of the raw answer besides. Plain data, so that an index can be stored and read back (the Cache
 * API on workerd).
 */
export interface CatalogueEntry {
  tile: CatalogueTile;
  /** The storefront's `order` (featured). */
  order: number;
  /** The shop categories (slugs) whose collection holds it. */
  categories: string[];
  sizes: string[];
  colours: string[];
  /** What the shopper pays, in minor units; null without a price. */
  paid: number | null;
  onSale: boolean;
  /** What the list says of it (`is_available`, else `purchasable`); undefined when it says nothing. */
  available?: boolean;
  /** Title, subtitle and brand name, folded for matching. */
  searchText: string;
  /** The products the store relates to it (`related_products`), in its order, when it sends them. */
  related: string[];
  updatedAt: string;
  /** Its variants' ids: `/variants` answers by variant, this says whose stock it is (the dashboard's). */
  variantIds: string[];
  /** The first SKU of its variants, or null (SKUs are optional, and often absent). */
  sku: string | null;
  /** Whether its description says anything (`<p></p>` says nothing). */
  described: boolean;
}

/** Each variant with its value of the size or colour option, in the store's order of variants. */
function variantValues(product: Product, facet: 'size' | 'colour') {
  const optionIds = new Set(
    (product.options ?? [])
      .filter((option) => optionFacet(option.title) === facet)
      .map((option) => option.id),
  );
  if (optionIds.size === 0) return [];
  return product.variants.flatMap((variant) =>
    (variant.options ?? [])
      .filter((option) => optionIds.has(option.option_id) && option.value.trim())
      .map((option) => ({ variant, value: option.value.trim() })),
  );
}

function optionValues(product: Product, facet: 'size' | 'colour'): string[] {
  return [...new Set(variantValues(product, facet).map(({ value }) => value))];
}

/** Each colour once, with the photo of its first variant. */
function tileColours(product: Product): TileColour[] {
  const colours = new Map<string, TileColour>();
  for (const { variant, value } of variantValues(product, 'colour')) {
    if (!colours.has(value)) {
      colours.set(value, { value, image: webImageUrl(variant.image_url) });
    }
  }
  return [...colours.values()];
}

/** A list product as the catalogue keeps it. */
export function toCatalogueEntry(product: Product, tables: CatalogueTables): CatalogueEntry {
  const shown = displayVariantOf(product.variants);
  const price = shown?.prices[0] ?? null;
  const collectionIds = (product.product_collections ?? []).map((entry) => entry.collection_id);
  const collections = collectionIds.map((collection_id) => ({ collection_id }));
  const brand = brandOf({}, collections, tables.brandCollections);
  const pictures = picturesOf(product);
  const image = webImageUrl(product.thumbnail) ?? pictures[0] ?? null;
  const available = product.is_available ?? product.purchasable;
  return {
    tile: {
      id: product.id,
      title: product.title,
      subtitle: product.subtitle ?? null,
      ribbon: product.ribbon_text ?? null,
      brand,
      image,
      secondImage: pictures.find((picture) => picture !== image) ?? null,
      price,
      // Both say whether the store sells it now; either one false holds the add button back.
      purchasable: product.purchasable !== false && product.is_available !== false,
      displayVariantId: shown?.id ?? null,
      displayVariantAvailable: shown?.is_available ?? true,
      variantCount: product.variants.length,
      colours: tileColours(product),
    },
    order: product.order,
    categories: Object.entries(tables.collections)
      .filter(([, collectionId]) => collectionIds.includes(collectionId))
      .map(([slug]) => slug),
    sizes: optionValues(product, 'size'),
    colours: optionValues(product, 'colour'),
    paid: price && payableAmount(price),
    onSale: price?.sale_amount !== null && price?.sale_amount !== undefined,
    ...(available === undefined ? {} : { available }),
    searchText: foldText([product.title, product.subtitle, brandName(brand)].filter(Boolean).join(' ')),
    related: (product.related_products ?? [])
      .filter((related) => related.related_type === 'product')
      .sort((a, b) => a.position - b.position)
      .map((related) => related.related_id),
    updatedAt: product.updated_at,
    variantIds: product.variants.map((variant) => variant.id),
    sku: product.variants.find((variant) => variant.sku)?.sku ?? null,
    described: saysSomething(product.description),
  };
}

/** HTML with some text once its tags and spaces are gone. */
function saysSomething(html: string | null | undefined): boolean {
  return (html ?? '').replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0;
}

/** The product's pictures in their order, at addresses a page may show. */
function picturesOf(product: Product): string[] {
  return [...(product.images ?? [])]
    .filter((image) => image.type === 'image')
    .sort((a, b) => a.order - b.order)
    .flatMap((image) => webImageUrl(image.url) ?? []);
}
