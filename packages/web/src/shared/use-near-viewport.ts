import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `ahead` of the screen (once true, it stays true):
 * far enough that what it starts is ready before the shopper, scrolling, gets there. An element drawn later is
 * watched from then on; a hidden one (a closed section) comes near when it is shown there.
 */
export function useNearViewport<T extends HTMLElement>(
  ahead: string,
): [boolean, (element: T | null) => void] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // This document's own viewport, not the top-level one: the same for the shop, and `ahead` then applies even
      // in a frame (an embedding page, Storybook's test runner) that a top-level viewport would clip.
      { root: document, rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, ahead]);
  return [near, setElement];
}
