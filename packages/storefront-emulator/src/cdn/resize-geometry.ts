import type { Fit } from './resize-options.js';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** What a resize makes: the whole picture drawn at `drawn`, then cropped (or padded) to `canvas`, centred. */
export interface PrintGeometry {
  readonly drawn: Size;
  readonly canvas: Size;
}

export interface GeometryRequest {
  readonly width: number | null;
  readonly height: number | null;
  readonly fit: Fit;
  readonly dpr: number;
}

const scaled = (size: Size, scale: number): Size => ({
  width: Math.max(1, Math.round(size.width * scale)),
  height: Math.max(1, Math.round(size.height * scale)),
});

/**
 * The size of a resized picture, after Cloudflare's `fit` rules, with one simplification: nothing is ever drawn
 * larger than the upload (a box larger than the upload shrinks with the same proportions).
 */
export function printGeometry(original: Size, request: GeometryRequest): PrintGeometry {
  const box = {
    width: request.width === null ? null : request.width * request.dpr,
    height: request.height === null ? null : request.height * request.dpr,
  };
  const byWidth = box.width === null ? null : box.width / original.width;
  const byHeight = box.height === null ? null : box.height / original.height;
  if (byWidth === null || byHeight === null) {
    // One side given: the other follows the picture's proportions, whatever the fit.
    const drawn = scaled(original, Math.min(1, byWidth ?? byHeight ?? 1));
    return { drawn, canvas: drawn };
  }
  const inside = Math.min(1, byWidth, byHeight);
  const covering = Math.max(byWidth, byHeight);
  // `crop` never enlarges: an upload smaller than the box is sent whole, as `scale-down` sends it.
  if (request.fit === 'scale-down' || request.fit === 'contain' || (request.fit === 'crop' && covering > 1)) {
    const drawn = scaled(original, inside);
    return { drawn, canvas: drawn };
  }
  const wanted = request.fit === 'pad' ? Math.min(byWidth, byHeight) : covering;
  const scale = Math.min(1, wanted);
  // A box too large for the upload shrinks with it, keeping its proportions.
  const canvas = scaled({ width: box.width ?? 0, height: box.height ?? 0 }, scale / wanted);
  return { drawn: scaled(original, scale), canvas };
}
