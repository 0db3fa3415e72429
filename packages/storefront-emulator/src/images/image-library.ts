import type { StoreProfile } from '../profiles/store-profile.js';
import { stableHash, stableNumber } from '../stable-hash.js';
import { type Artwork, renderArtwork } from './compose.js';

/**
 * A camera's file name for a picture (`dsc087093`), the same for the same name. Short, as real uploads' are: a
 * list product carries its pictures' addresses many times (every variant has one).
 */
function cameraName(name: string): string {
  return `dsc${String(stableNumber(name) % 1_000_000).padStart(6, '0')}`;
}

export interface ImageAsset {
  /** The drawing the photograph is developed from. */
  readonly svg: string;
  /** The content hash in the file name: the same path always names the same picture. */
  readonly hash: string;
  /** A strong ETag: the content hash, quoted. */
  readonly etag: string;
}

/**
 * The store's uploads on the emulated CDN: each picture is drawn once and addressed as the provider addresses a
 * merchant's camera upload, `/cdn-ecommerce/{store folder}/assets/{hash}-dsc{six digits}.jpg` (or that path after
 * `/cdn-ecommerce/` as one `%2F`-encoded segment). The hash in the name keeps a URL's bytes the same forever.
 */
export class ImageLibrary {
  readonly #assets = new Map<string, ImageAsset>();
  /** A name always means the same artwork: products that share pictures have them drawn once. */
  readonly #pathByName = new Map<string, string>();
  readonly #uploads: StoreProfile['uploads'];

  constructor(uploads: StoreProfile['uploads']) {
    this.#uploads = uploads;
  }

  /** Draws the artwork (once a name) and returns the path of its upload. */
  add(name: string, artwork: Artwork): string {
    const known = this.#pathByName.get(name);
    if (known) return known;
    const svg = renderArtwork(artwork);
    const hash = stableHash(svg, 10);
    const path = this.#pathOf(`${hash}-${cameraName(name)}.jpg`);
    this.#assets.set(path, { svg, hash, etag: `"${hash}"` });
    this.#pathByName.set(name, path);
    return path;
  }

  /** The asset at this path, exactly as written in its URL (`%2F` left encoded). */
  find(path: string): ImageAsset | undefined {
    return this.#assets.get(path);
  }

  #pathOf(file: string): string {
    const { folder, encoded } = this.#uploads;
    const inFolder = `${folder}/assets/${file}`;
    return `/cdn-ecommerce/${encoded ? encodeURIComponent(inFolder) : inFolder}`;
  }
}
