import { type ImageView, imageViews } from '../images/compose.js';
import { figures } from '../images/figures/index.js';
import type { ImageLibrary } from '../images/image-library.js';
import { stableNumber } from '../stable-hash.js';
import { type ColourName, colourTones } from './colours.js';
import { slugify } from './ids.js';
import type { ProductSeed } from './product-seed.js';

const MAX_GALLERY = 5;

export interface ProductGallery {
  /** The image path of each colour: its front view, also the variant's `image_url`. */
  readonly byColour: ReadonlyMap<ColourName, string>;
  /** The gallery of the detail call, in order: the first colour's views, then every other colour's front. */
  readonly media: readonly string[];
}

/** Draws a product's artwork into the library and says where each image lives. */
export function drawGallery(seed: ProductSeed, library: ImageLibrary): ProductGallery {
  const artwork = seed.artwork ?? seed.slug;
  const variation = stableNumber(artwork);
  const draw = (colour: ColourName, view: ImageView) =>
    library.add(`${artwork}-${slugify(colour)}-${view}`, {
      figure: figures[seed.figure],
      tone: colourTones[colour],
      view,
      variation,
    });
  const [first, ...others] = seed.colours;
  const fronts = new Map<ColourName, string>(
    [first, ...others].map((colour) => [colour, draw(colour, 'front')]),
  );
  // Every colour keeps its front; the first colour's other views fill the gallery up to five images.
  const extraViews = imageViews.slice(1, Math.max(2, MAX_GALLERY - others.length));
  const firstColourExtras = extraViews.map((view) => draw(first, view));
  const [firstFront, ...otherFronts] = fronts.values();
  return { byColour: fronts, media: [firstFront ?? '', ...firstColourExtras, ...otherFronts] };
}
