import { stableHash } from '../stable-hash.js';
import { type Artwork, renderArtwork } from './compose.js';

export interface ImageAsset {
  readonly svg: string;
  /** A strong ETag: the content hash, quoted. */
  readonly etag: string;
}

/**
 * The emulator's image CDN: artwork rendered once, addressed by a path that carries its content hash, so a
 * URL always names the same bytes and can be cached forever.
 */
export class ImageLibrary {
  readonly #assets = new Map<string, ImageAsset>();
  /** A name always means the same artwork: products that share pictures have them rendered once. */
  readonly #pathByName = new Map<string, string>();
  readonly #folder: string | null;

  /** `folder`: a CDN folder kept as one encoded segment, `/images/stores%2Fjaipur%2F{hash}%2F{name}.svg`. */
  constructor(folder: string | null = null) {
    this.#folder = folder;
  }

  /** Renders the artwork (once a name) and returns its path, `/images/{hash}/{name}.svg` (or in its encoded folder). */
  add(name: string, artwork: Artwork): string {
    const known = this.#pathByName.get(name);
    if (known) return known;
    const svg = renderArtwork(artwork);
    const hash = stableHash(svg, 10);
    const path = this.#folder
      ? `/images/${encodeURIComponent(`${this.#folder}/${hash}/${name}.svg`)}`
      : `/images/${hash}/${name}.svg`;
    this.#assets.set(path, { svg, etag: `"${hash}"` });
    this.#pathByName.set(name, path);
    return path;
  }

  /** The asset at this path, exactly as written in its URL (`%2F` left encoded). */
  find(path: string): ImageAsset | undefined {
    return this.#assets.get(path);
  }
}
