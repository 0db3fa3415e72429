import type { Media } from '@aurele/storefront-contract';
import type { ProductImage } from '../domain/product';

/**
 * Only web addresses are shown: anything else (a storage path, `javascript:`) is left out. The address is kept
 * exactly as the store wrote it, since CDN paths carry `%2F`-encoded segments that must stay encoded.
 */
export function webImageUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Pictures of a list's `images` or a detail's `media`: other media types are not pictures; by `order`. */
export function picturesOf(media: readonly Media[] | undefined): ProductImage[] {
  return (media ?? [])
    .filter((medium) => medium.type === 'image' && webImageUrl(medium.url) !== null)
    .sort((a, b) => a.order - b.order);
}
