import * as Ariakit from '@ariakit/react';
import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { IconButton } from '../icon-button/icon-button';
import type { ImageSource } from '../image/image-source';
import { StepButtons } from '../step-buttons/step-buttons';
import { useRuntimeStyle } from '../styles/use-runtime-style';
import { frame, photo as photoStyle, position, stage, toolbar, viewer } from './image-viewer.css';
import { useZoomGestures } from './use-zoom-gestures';
import { unzoomed, zoomStep } from './zoom-geometry';

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

/** How far an arrow key moves a zoomed photo: ← shows more of its left side, so the photo moves right. */
const keyPanStep = 80;
const keyPan: Partial<Record<string, [number, number]>> = {
  ArrowLeft: [keyPanStep, 0],
  ArrowRight: [-keyPanStep, 0],
  ArrowUp: [0, keyPanStep],
  ArrowDown: [0, -keyPanStep],
};

/**
 * A product's photos full screen, in a modal dialog: previous and next buttons, the arrow keys and a sideways
 * swipe move between them, wrapping at both ends as the product page's carousel does; pinch, double tap, a click,
 * the zoom button or « + » / « − » zoom in, and a zoomed photo pans under a finger, the pointer or the arrow keys.
 * Nothing is drawn while it is closed, so its large photos are asked for only when it opens.
 */
export function ImageViewer({
  photos,
  open,
  onClose,
  index,
  onIndexChange,
  label,
  closeLabel,
  previousLabel,
  nextLabel,
  zoomInLabel,
  zoomOutLabel,
  positionLabel,
  finalFocus,
}: ImageViewerProps) {
  const total = photos.length;
  const shown = photos[index] ?? photos[0];
  const go = (direction: -1 | 1) => {
    if (total > 1) onIndexChange((((index + direction) % total) + total) % total);
  };
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // Each opening and each photo starts unzoomed.
  const gestures = useZoomGestures(stageRef, shown ?? { width: 1, height: 1 }, `${open}:${index}`, go);
  const { scale, x, y } = gestures.zoom;
  const zoomed = scale > unzoomed.scale;
  useRuntimeStyle(imageRef, { transform: `translate(${x}px, ${y}px) scale(${scale})` });

  const onKeyDown = (event: KeyboardEvent) => {
    const offset = keyPan[event.key];
    if (offset && zoomed) gestures.panBy(...offset);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else if (event.key === '+' || event.key === '=') gestures.zoomTo(zoomStep);
    else if (event.key === '-') gestures.zoomTo(unzoomed.scale);
    else return;
    event.preventDefault();
  };

  return (
    <Ariakit.Dialog
      open={open}
      onClose={onClose}
      finalFocus={finalFocus}
      unmountOnHide
      aria-label={label}
      className={viewer}
      onKeyDown={onKeyDown}
    >
      <div className={toolbar}>
        <p className={position} aria-live="polite" aria-atomic>
          {total > 1 && positionLabel(index + 1, total)}
        </p>
        <IconButton
          tone="inverse"
          icon={zoomed ? 'zoomOut' : 'zoomIn'}
          label={zoomed ? zoomOutLabel : zoomInLabel}
          onClick={() => gestures.zoomTo(zoomed ? unzoomed.scale : zoomStep)}
        />
        <IconButton tone="inverse" icon="close" label={closeLabel} onClick={onClose} />
      </div>
      <div className={frame}>
        <div className={stage} ref={stageRef} data-zoomed={zoomed} {...gestures.handlers}>
          {shown && (
            <img
              // A new element per photo: the last one is not left on screen while the next arrives.
              key={index}
              ref={imageRef}
              className={photoStyle}
              src={shown.src}
              srcSet={shown.srcSet}
              sizes="100vw"
              width={shown.width}
              height={shown.height}
              alt={shown.alt}
              draggable={false}
              data-animated={gestures.animated}
            />
          )}
        </div>
        {total > 1 && (
          <StepButtons previousLabel={previousLabel} nextLabel={nextLabel} onStep={go} inset="screen" />
        )}
      </div>
    </Ariakit.Dialog>
  );
}
