import type { CatalogueTile } from '@aurele/storefront-contract';
import type { ProductSummary } from '../domain/product-summary';
import { toPriceTag } from './map-price';

/** A tile of the BFF's catalogue answers in the shop's terms. */
export function toSummary(tile: CatalogueTile): ProductSummary {
  return {
    id: tile.id,
    title: tile.title,
    subtitle: tile.subtitle,
    ribbon_text: tile.ribbon,
    brand: tile.brand,
    image: tile.image,
    price: toPriceTag(tile.price),
    purchasable: tile.purchasable,
    display_variant_id: tile.displayVariantId,
    display_variant_available: tile.displayVariantAvailable,
    variant_count: tile.variantCount,
  };
}
