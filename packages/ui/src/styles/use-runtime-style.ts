import { type RefObject, useLayoutEffect } from 'react';

// useLayoutEffect warns when rendered to HTML on the server; there is nothing to apply there anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Styles known only at run time (a slide offset, a loop duration, a placeholder's size), written through the
 * CSSOM after render. A `style` attribute would be blocked by the shop's CSP (`style-src 'self'`) in prerendered
 * HTML; CSSOM writes are not.
 */
export function useRuntimeStyle(ref: RefObject<HTMLElement | null>, style: Partial<CSSStyleDeclaration>) {
  // A new object each render: its serialised values decide whether anything changed.
  const key = JSON.stringify(Object.entries(style).filter(([, value]) => value !== undefined));
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const entries = JSON.parse(key) as [string, string][];
    for (const [name, value] of entries) element.style.setProperty(toKebabCase(name), String(value));
    return () => {
      for (const [name] of entries) element.style.removeProperty(toKebabCase(name));
    };
  }, [ref, key]);
}

function toKebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
