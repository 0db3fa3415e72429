import { type PointerEvent, useRef } from 'react';

/** A horizontal swipe of at least `threshold` pixels calls back with its direction: -1 to go back, 1 to go on. */
export function useSwipe(onSwipe: (direction: -1 | 1) => void, threshold = 40) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const distance = event.clientX - start.current;
      start.current = null;
      if (Math.abs(distance) >= threshold) onSwipe(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
