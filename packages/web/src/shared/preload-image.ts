import type { ImageSource } from '@aurele/ui';
import { preload } from 'react-dom';

/**
 * Asks for a picture the page draws first and large at once, with the widths and sizes its `<img>` chooses from,
 * on the screens `media` matches (all without it). On the server React writes the `<link rel="preload">` before
 * the page (the server entry moves it into `<head>`) and merges it with the one it would write for the `<img>`.
 */
export function preloadImage(source: ImageSource, media?: string) {
  preload(source.src, {
    as: 'image',
    imageSrcSet: source.srcSet,
    imageSizes: source.sizes,
    fetchPriority: 'high',
    media,
  });
}
