import type { ImageAsset } from '../images/image-library.js';
import type { PhotoFormat } from './output-format.js';
import type { PrintGeometry, Size } from './resize-geometry.js';

/** One photograph to make from an artwork: its size, format and quality. */
export interface PrintOrder {
  readonly geometry: PrintGeometry;
  readonly format: PhotoFormat;
  /** 1 to 100. */
  readonly quality: number;
}

/**
 * Develops the artwork into photographs (the Node server's, with sharp). The public app only knows this shape, so
 * it stays safe in a browser bundle; without a lab it answers the drawings themselves.
 */
export interface PhotoLab {
  print(asset: ImageAsset, order: PrintOrder): Promise<Uint8Array<ArrayBuffer>>;
}

/** A merchant's camera upload: about 12 MP, in the artwork's 4:5 portrait. */
export const UPLOAD_SIZE: Size = { width: 3200, height: 4000 };

/** The upload as a phone's camera saves it: a full-size, finely compressed JPEG. */
export const UPLOAD_ORDER: PrintOrder = {
  geometry: { drawn: UPLOAD_SIZE, canvas: UPLOAD_SIZE },
  format: 'jpeg',
  quality: 92,
};

/** Names a print among an artwork's others: equal orders, however asked, share one key. */
export function printKey({ geometry: { drawn, canvas }, format, quality }: PrintOrder): string {
  return `${drawn.width}x${drawn.height}-${canvas.width}x${canvas.height}-q${quality}.${format}`;
}
