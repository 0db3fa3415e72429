import { lazy, type RefObject, Suspense, useState } from 'react';
import type { ImageSource } from '../image/image-source';

export interface ImageViewerPhoto extends ImageSource {
  /** What the photo shows (« Manteau en laine, de dos »). */
  alt: string;
}

export interface ImageViewerProps {
  /** The product's photos; their `srcSet` carries the large widths, chosen at the screen's full width. */
  photos: ImageViewerPhoto[];
  open: boolean;
  /** Called on the close button and Escape. */
  onClose: () => void;
  /** The photo shown, from 0: the caller holds it, so the product page's own gallery can follow. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Names the dialog (« Photos du produit »). */
  label: string;
  closeLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** The zoom button's name, unzoomed (« Agrandir ») then zoomed (« Réduire »). */
  zoomInLabel: string;
  zoomOutLabel: string;
  /** The position shown and announced: `(2, 4) => 'Photo 2 sur 4'`. */
  positionLabel: (position: number, total: number) => string;
  /** What takes the focus when the viewer closes, instead of the control that opened it. */
  finalFocus?: HTMLElement | RefObject<HTMLElement | null> | null;
}

const loadDialog = () => import('./image-viewer-dialog');
const ImageViewerDialog = lazy(loadDialog);

/** Starts downloading the viewer's code ahead of its opening: when what opens it is pointed at or focused. */
export const preloadImageViewer = loadDialog;

/**
 * A product's photos full screen, in a modal dialog: previous and next buttons, the arrow keys and a sideways
 * swipe move between them, wrapping at both ends as the product page's carousel does; pinch, double tap, a click,
 * the zoom button or « + » / « − » zoom in, and a zoomed photo pans under a finger, the pointer or the arrow keys.
 * Nothing is drawn while it is closed, so its large photos are asked for only when it opens; its code (Ariakit's
 * dialog, the gestures) downloads when it first opens, so a product page draws without it.
 */
export function ImageViewer(props: ImageViewerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewerDialog {...props} />
    </Suspense>
  );
}
