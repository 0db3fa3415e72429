import sharp, { type Channels, type Sharp } from 'sharp';
import type { PhotoFormat } from '../cdn/output-format.js';
import { type PrintOrder, UPLOAD_SIZE } from '../cdn/photo-lab.js';
import type { Size } from '../cdn/resize-geometry.js';
import type { ImageAsset } from '../images/image-library.js';
import { stableNumber } from '../stable-hash.js';
import { addGrain, grainTile } from './grain.js';

/** The artwork's own width (its `viewBox`): sharp reads an SVG at 72 dpi. */
const ARTWORK_WIDTH = 800;
/**
 * The widest the artwork is drawn: its blurs cost far more at larger sizes (a 3200 px drawing takes tens of
 * seconds), so larger prints enlarge this drawing before the grain, a little soft, like a phone's 12 MP.
 */
const MAX_DRAWING_WIDTH = 1600;
const WHITE = { r: 255, g: 255, b: 255 };

/**
 * The artwork's raw pixels at `size`: drawn at that size, or drawn 1600 px wide and enlarged (in two steps, as
 * sharp would otherwise draw the SVG at the final size).
 */
async function drawing(svg: string, size: Size): Promise<{ data: Buffer; channels: Channels }> {
  const width = Math.min(size.width, MAX_DRAWING_WIDTH);
  const height = Math.round((width * size.height) / size.width);
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * width) / ARTWORK_WIDTH })
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (width === size.width) return { data, channels: info.channels };
  const enlarged = await sharp(data, { raw: { width, height, channels: info.channels } })
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { data: enlarged, channels: info.channels };
}

/** Cropped to the canvas (cover, crop) or padded to it in white (pad), centred, as Cloudflare frames it. */
function framed(image: Sharp, drawn: Size, canvas: Size): Sharp {
  const inner = { width: Math.min(drawn.width, canvas.width), height: Math.min(drawn.height, canvas.height) };
  const cropped =
    inner.width < drawn.width || inner.height < drawn.height
      ? image.extract({
          left: Math.floor((drawn.width - inner.width) / 2),
          top: Math.floor((drawn.height - inner.height) / 2),
          ...inner,
        })
      : image;
  if (inner.width === canvas.width && inner.height === canvas.height) return cropped;
  const left = Math.floor((canvas.width - inner.width) / 2);
  const top = Math.floor((canvas.height - inner.height) / 2);
  return cropped.extend({
    left,
    right: canvas.width - inner.width - left,
    top,
    bottom: canvas.height - inner.height - top,
    background: WHITE,
  });
}

/** AVIF at a low effort: every end-to-end test asks for it, on two shared cores. */
function encoded(image: Sharp, format: PhotoFormat, quality: number): Sharp {
  if (format === 'avif') return image.avif({ quality, effort: 2 });
  if (format === 'webp') return image.webp({ quality });
  return image.jpeg({ quality, progressive: true });
}

/**
 * Develops one print of an artwork: the drawing rendered at the print's own size, the photograph's grain laid
 * over it at that size, framed, encoded. Drawing at the print's size costs a fraction of resizing a 12 MP upload,
 * and weighs the same (README.md, « Images »).
 */
export async function develop(
  asset: ImageAsset,
  { geometry, format, quality }: PrintOrder,
): Promise<Uint8Array<ArrayBuffer>> {
  const { drawn, canvas } = geometry;
  const { data, channels } = await drawing(asset.svg, drawn);
  await addGrain(data, drawn, channels, grainTile(stableNumber(asset.hash), drawn.width / UPLOAD_SIZE.width));
  const photo = sharp(data, { raw: { width: drawn.width, height: drawn.height, channels } });
  return new Uint8Array(await encoded(framed(photo, drawn, canvas), format, quality).toBuffer());
}
