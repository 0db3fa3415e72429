/** The side of the stored square photo: plenty for the account page's avatar, small enough for storage. */
const photoSize = 256;

/** docs/product/rules.md#validation: image files only. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * The photo as a small square inline image (docs/product/decisions.md#improvements, item 9): centre-cropped, downscaled
 * to `photoSize` and encoded as WebP (JPEG where the browser cannot encode WebP). Browser only; rejects an image it
 * cannot decode.
 */
export async function downscalePhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = photoSize;
  canvas.height = photoSize;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    photoSize,
    photoSize,
  );
  bitmap.close();
  const webp = canvas.toDataURL('image/webp', 0.85);
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', 0.85);
}
