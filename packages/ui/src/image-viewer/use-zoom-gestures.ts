import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import {
  clampZoom,
  containedSize,
  distance,
  follow,
  isDoubleTap,
  type Point,
  pinch,
  type Size,
  swipeDirection,
  type Tap,
  unzoomed,
  type Zoom,
  zoomAround,
  zoomStep,
} from './zoom-geometry';

/** A press moving less than this is a tap or a click, not a drag. */
const tapSlop = 10;

type Gesture =
  | { kind: 'press'; start: Point; startZoom: Zoom; afterPinch: boolean }
  | { kind: 'pinch'; from: [Point, Point]; startZoom: Zoom };

export interface ZoomGestures {
  zoom: Zoom;
  /** False while a finger or the pointer moves the photo: it follows at once, with no transition. */
  animated: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerMove: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
  };
  /** Zooms in or out about the frame's centre (the zoom button, « + » and « − »). */
  zoomTo: (scale: number) => void;
  /** Moves a zoomed photo by a number of pixels (the arrow keys). */
  panBy: (dx: number, dy: number) => void;
}

/**
 * The photo's zoom and pan, driven by pointer events on the stage: on touch, two fingers pinch, a double tap
 * zooms in or out at the tapped point, one finger pans a zoomed photo and swipes an unzoomed one (`onSwipe`); with
 * a mouse, a click zooms in or out at the clicked point and a zoomed photo follows the pointer. `photoKey` names
 * the photo shown: a new one starts unzoomed.
 */
export function useZoomGestures(
  stage: RefObject<HTMLElement | null>,
  photo: Size,
  photoKey: string,
  onSwipe: (direction: -1 | 1) => void,
): ZoomGestures {
  const [state, setState] = useState({ zoom: unzoomed, animated: true, photoKey });
  const current = useRef(state);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<Tap | null>(null);
  if (state.photoKey !== photoKey) {
    // React's pattern for state that resets with a prop: set during render, before anything is drawn.
    const fresh = { zoom: unzoomed, animated: true, photoKey };
    current.current = fresh;
    setState(fresh);
  }

  const measure = () => {
    const rect = stage.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
    const frame = { width: rect.width, height: rect.height };
    return { rect, frame, content: containedSize(photo, frame) };
  };
  /** The event's position from the stage's centre. */
  const pointOf = (event: PointerEvent): Point => {
    const { rect } = measure();
    return { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
  };
  const apply = (zoom: Zoom, animated: boolean) => {
    const { frame, content } = measure();
    const next = { zoom: clampZoom(zoom, content, frame), animated, photoKey };
    current.current = next;
    setState(next);
  };
  const zoom = () => current.current.zoom;
  const followPointer = (point: Point, scale: number, animated: boolean) => {
    const { frame, content } = measure();
    apply(follow(point, scale, content, frame), animated);
  };

  const release = (point: Point, event: PointerEvent, press: Extract<Gesture, { kind: 'press' }>) => {
    if (press.afterPinch) return;
    const moved = distance(point, press.start);
    if (event.pointerType === 'mouse') {
      if (moved >= tapSlop) return;
      if (zoom().scale > 1) apply(unzoomed, true);
      else followPointer(point, zoomStep, true);
      return;
    }
    if (press.startZoom.scale === 1) {
      const direction = swipeDirection(press.start, point);
      if (direction !== 0) return onSwipe(direction);
    }
    if (moved >= tapSlop) return;
    const tap = { ...point, time: event.timeStamp };
    if (!isDoubleTap(lastTap.current, tap)) {
      lastTap.current = tap;
      return;
    }
    lastTap.current = null;
    apply(zoom().scale > 1 ? unzoomed : zoomAround(zoom(), zoomStep, point), true);
  };

  const forget = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    gesture.current = null;
  };

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const point = pointOf(event);
      pointers.current.set(event.pointerId, point);
      const [first, second] = [...pointers.current.values()];
      if (first && second) gesture.current = { kind: 'pinch', from: [first, second], startZoom: zoom() };
      else gesture.current = { kind: 'press', start: point, startZoom: zoom(), afterPinch: false };
    },
    onPointerMove: (event: PointerEvent) => {
      const point = pointOf(event);
      if (!pointers.current.has(event.pointerId)) {
        // A mouse hovering over a zoomed photo: the photo follows it.
        if (event.pointerType === 'mouse' && zoom().scale > 1) followPointer(point, zoom().scale, false);
        return;
      }
      pointers.current.set(event.pointerId, point);
      const active = gesture.current;
      if (active?.kind === 'pinch') {
        const [first, second] = [...pointers.current.values()];
        if (first && second) apply(pinch(active.startZoom, active.from, [first, second]), false);
      } else if (active?.kind === 'press' && event.pointerType !== 'mouse' && active.startZoom.scale > 1) {
        const { startZoom, start } = active;
        apply(
          { ...startZoom, x: startZoom.x + point.x - start.x, y: startZoom.y + point.y - start.y },
          false,
        );
      }
    },
    onPointerUp: (event: PointerEvent) => {
      if (!pointers.current.delete(event.pointerId)) return;
      const active = gesture.current;
      const [remaining] = [...pointers.current.values()];
      // After a pinch, the finger left on the glass pans from where it is; it never swipes or taps.
      gesture.current = remaining
        ? { kind: 'press', start: remaining, startZoom: zoom(), afterPinch: true }
        : null;
      if (active?.kind === 'press') release(pointOf(event), event, active);
    },
    onPointerCancel: forget,
    // A mouse button released off the stage sends no pointerup here: the press ends as the pointer leaves.
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') forget(event);
    },
  };

  return {
    zoom: state.zoom,
    animated: state.animated,
    handlers,
    zoomTo: (scale) => apply(zoomAround(zoom(), scale, { x: 0, y: 0 }), true),
    panBy: (dx, dy) => apply({ ...zoom(), x: zoom().x + dx, y: zoom().y + dy }, true),
  };
}
