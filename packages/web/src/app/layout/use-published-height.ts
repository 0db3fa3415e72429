import { type RefObject, useLayoutEffect } from 'react';
import { headerBlockSize } from '../../shared/header-block-size';

/**
 * Keeps the header's height on the document's root as it changes (a wider screen, a larger text): what sticks
 * under the header reads it there. CSSOM writes are not inline styles in the CSP's sense.
 */
export function usePublishedHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(headerBlockSize, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(headerBlockSize);
    };
  }, [header]);
}
