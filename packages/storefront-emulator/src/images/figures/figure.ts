/**
 * A product drawn as a flat fashion illustration, independent of its colour: the body is painted in the
 * variant's tone (`currentColor`), the details in a discreet seam tone, the hardware in its own colours.
 */
export interface Figure {
  /** Silhouette elements, painted with `currentColor`; also the mask for shading and weave texture. */
  readonly body: string;
  /** The silhouette seen from behind, when it differs from the front (an open neckline closes). */
  readonly back?: string;
  /** Seams, folds and buttons, painted with `currentColor` set to the seam tone. */
  readonly details: string;
  /** Metal, lenses, dials: drawn with fixed colours above everything. */
  readonly hardware?: string;
  /** The point the close-up view zooms on. */
  readonly focus: readonly [number, number];
  /** The lowest point of the drawing, where its shadow falls in the staged view. */
  readonly base: number;
  /** Garments hang from a rail in the staged view; objects stand on a plinth. */
  readonly staging: 'hanging' | 'standing';
}

export const GOLD = '#c8a45f';
export const GOLD_SHADE = '#9c7c3f';
