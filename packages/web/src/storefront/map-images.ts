import { webImageUrl } from '@aurele/shop-contract';
import type { Media } from '@aurele/storefront-contract';
import type { ProductImage } from '../domain/product';

/** Pictures of a list's `images` or a detail's `media`: other media types are not pictures; by `order`. */
export function picturesOf(media: readonly Media[] | undefined): ProductImage[] {
  return (media ?? [])
    .filter((medium) => medium.type === 'image' && webImageUrl(medium.url) !== null)
    .sort((a, b) => a.order - b.order);
}
