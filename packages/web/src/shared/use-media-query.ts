import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query (`mediaQuery.desktop`), followed as the window is resized. False on a
 * page rendered without a browser and during the hydration that follows, like the layout the server drew.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
