import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After a navigation, what a page load would do: the focus on the new page's heading (or its main region) so
 * screen readers announce where the shopper landed (the router's `ScrollRestoration` puts the new page at its top).
 * Back and forward leave it be. A page that changes only its own query (a filter, a sort, from inside `main`), or
 * replaces its own address (a page of its list written in, the empty fields of a form sent before the app ran
 * taken out), keeps the focus where it is.
 */
export function useNavigationFocus(main: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key || navigationType === 'POP') return;
    const region = main.current;
    if (!region) return;
    const samePage = before.pathname === location.pathname;
    if (samePage && (navigationType === 'REPLACE' || region.contains(document.activeElement))) return;
    focusPageHeading(region);
  }, [location, navigationType, main]);
}

/** Focuses the page's main heading, or the main region when it has none. */
export function focusPageHeading(main: HTMLElement) {
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  // A heading is not focusable by default: -1 lets a script focus it without adding a stop for the Tab key.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
