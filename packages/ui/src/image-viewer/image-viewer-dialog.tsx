import * as Ariakit from '@ariakit/react';
import { type KeyboardEvent, useRef } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { StepButtons } from '../step-buttons/step-buttons';
import { useRuntimeStyle } from '../styles/use-runtime-style';
import type { ImageViewerProps } from './image-viewer';
import { frame, photo as photoStyle, position, stage, toolbar, viewer } from './image-viewer.css';
import { useZoomGestures } from './use-zoom-gestures';
import { unzoomed, zoomStep } from './zoom-geometry';

/** How far an arrow key moves a zoomed photo: ← shows more of its left side, so the photo moves right. */
const keyPanStep = 80;
const keyPan: Partial<Record<string, [number, number]>> = {
  ArrowLeft: [keyPanStep, 0],
  ArrowRight: [-keyPanStep, 0],
  ArrowUp: [0, keyPanStep],
  ArrowDown: [0, -keyPanStep],
};

/** The viewer's dialog, downloaded when the viewer first opens (`image-viewer.tsx`). */
export default function ImageViewerDialog({
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
