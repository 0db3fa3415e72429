import { type RefObject, useEffect, useState } from 'react';

/** How far ahead of the screen an element counts as near: scrolling at reading speed never catches up with it. */
const AHEAD = '600px';

/**
 * Whether the element has come near the screen (once true, it stays true). A hidden element (a closed section)
 * comes near when it is shown there.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
