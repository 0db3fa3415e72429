import type { ImageSource } from '@aurele/ui';
import { resizable, resizedAddress, resizingHosts } from './image-cdn';
import { type ImageSlot, imageSlots, type SlotSpec, slotWidths } from './image-slots';

/**
 * The one place an image address is built: every picture of a product the shop draws, shares or describes goes
 * through `imageSource` or `imageAddress` with the place it is drawn (DESIGN.md).
 */

/** The hosts the CDN resizes on, as this build was given them (`VITE_IMAGE_CDN_HOSTS`). */
const hosts = resizingHosts(import.meta.env.VITE_IMAGE_CDN_HOSTS);

/** The photo's own ratio is unknown (the store gives none): a portrait 4:5 holds the box until it arrives. */
const ASSUMED_RATIO = 5 / 4;

function heightFor(spec: SlotSpec, width: number): number {
  return Math.round(width * (spec.ratio ?? ASSUMED_RATIO));
}

function addressAt(image: URL, spec: SlotSpec, width: number): string {
  return resizedAddress(image, {
    width,
    height: spec.ratio === null ? undefined : heightFor(spec, width),
    fit: spec.ratio === null ? 'scale-down' : 'cover',
    quality: spec.quality,
    format: spec.format,
  });
}

/**
 * `url` (a storefront image) drawn in `slot`: the widths the browser chooses from and the box's width and height.
 * On a host the CDN does not serve, the image as it is, in the same box.
 */
export function imageSource(url: string, slot: ImageSlot): ImageSource {
  const spec: SlotSpec = imageSlots[slot];
  const widths = slotWidths(spec);
  const widest = widths[widths.length - 1] ?? spec.widths[1];
  const box = { width: widest, height: heightFor(spec, widest) };
  const image = resizable(url, hosts);
  if (!image) return { src: url, ...box };
  return {
    // Browsers without srcset take a middle width: enough for a phone, not a poster.
    src: addressAt(image, spec, widths[Math.floor((widths.length - 1) / 2)] ?? widest),
    srcSet: widths.map((width) => `${addressAt(image, spec, width)} ${width}w`).join(', '),
    sizes: spec.sizes,
    ...box,
  };
}

/** One address of `url` for `slot`, at its widest: a shared picture, a link to the large photo. */
export function imageAddress(url: string, slot: ImageSlot): string {
  const spec: SlotSpec = imageSlots[slot];
  const image = resizable(url, hosts);
  return image ? addressAt(image, spec, spec.widths[1]) : url;
}
