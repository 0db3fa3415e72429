/**
 * The image viewer's arithmetic, free of the DOM. Points are in pixels from the frame's centre; the photo is drawn
 * `contain`ed in the frame, then moved by `translate(x, y) scale(scale)` about its centre.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Zoom extends Point {
  scale: number;
}

export const unzoomed: Zoom = { scale: 1, x: 0, y: 0 };

/** The scale a click, a double tap, the zoom button or « + » zooms to. */
export const zoomStep = 2.5;

/** Pinching goes no further: beyond it a 2 048-pixel photo on a phone turns to blur. */
export const maxScale = 4;

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The photo's size at scale 1: as large as the frame allows without cropping (`object-fit: contain`). */
export function containedSize(photo: Size, frame: Size): Size {
  // Cross-multiplied rather than divided, so a fitting side is the frame's own length, to the pixel.
  return photo.width * frame.height >= photo.height * frame.width
    ? { width: frame.width, height: (frame.width * photo.height) / photo.width }
    : { width: (frame.height * photo.width) / photo.height, height: frame.height };
}

/** How far the photo may move on each axis at this scale: no further than its edge meets the frame's. */
function panLimit(scale: number, content: Size, frame: Size): Point {
  return {
    x: Math.max(0, (content.width * scale - frame.width) / 2),
    y: Math.max(0, (content.height * scale - frame.height) / 2),
  };
}

/**
 * Keeps the zoomed photo covering the frame: along an axis where it is larger than the frame it cannot leave a
 * gap at either edge; along one where it is smaller, it stays centred. The scale is kept between 1 and `maxScale`.
 */
export function clampZoom(zoom: Zoom, content: Size, frame: Size): Zoom {
  const scale = clamp(zoom.scale, 1, maxScale);
  const limit = panLimit(scale, content, frame);
  // `+ 0` turns a clamped -0 into 0, so a centred photo reads `translate(0px, 0px)`.
  return { scale, x: clamp(zoom.x, -limit.x, limit.x) + 0, y: clamp(zoom.y, -limit.y, limit.y) + 0 };
}

/** Scales to `scale` keeping the point of the photo under `focus` where it is, as a pinch or a tap expects. */
export function zoomAround(zoom: Zoom, scale: number, focus: Point): Zoom {
  const factor = scale / zoom.scale;
  return { scale, x: focus.x - (focus.x - zoom.x) * factor, y: focus.y - (focus.y - zoom.y) * factor };
}

/**
 * A pinch in progress: the scale grows with the fingers' spread since it began, and the point of the photo that
 * was under their midpoint follows the midpoint (two fingers moving together also pan).
 */
export function pinch(start: Zoom, from: [Point, Point], to: [Point, Point]): Zoom {
  const scale = clamp(
    (start.scale * distance(to[0], to[1])) / Math.max(distance(from[0], from[1]), 1),
    1,
    maxScale,
  );
  const before = midpoint(from[0], from[1]);
  const after = midpoint(to[0], to[1]);
  const factor = scale / start.scale;
  return { scale, x: after.x - (before.x - start.x) * factor, y: after.y - (before.y - start.y) * factor };
}

/**
 * A desktop pointer over a zoomed photo: the photo follows it, so the pointer at the frame's left edge shows the
 * photo's left edge, at the centre its centre. Where the photo fills the frame's width, the point under the pointer
 * stays under it as the photo zooms, so a click zooms « at the clicked point » with the same rule.
 */
export function follow(pointer: Point, scale: number, content: Size, frame: Size): Zoom {
  const limit = panLimit(scale, content, frame);
  const along = (offset: number, half: number, max: number) => -clamp(offset / half, -1, 1) * max + 0;
  return {
    scale,
    x: along(pointer.x, frame.width / 2, limit.x),
    y: along(pointer.y, frame.height / 2, limit.y),
  };
}

export interface Tap extends Point {
  time: number;
}

/** Two taps make a double tap when the second comes soon after the first and near it. */
export function isDoubleTap(previous: Tap | null, tap: Tap, maxDelay = 300, maxDistance = 30): boolean {
  return previous !== null && tap.time - previous.time <= maxDelay && distance(previous, tap) <= maxDistance;
}

/**
 * A finger lifted after moving: a swipe to the next photo (1) or the previous (-1) when it travelled at least
 * `threshold` pixels, mostly sideways; otherwise none (0).
 */
export function swipeDirection(from: Point, to: Point, threshold = 40): -1 | 0 | 1 {
  const dx = to.x - from.x;
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(to.y - from.y)) return 0;
  return dx < 0 ? 1 : -1;
}
