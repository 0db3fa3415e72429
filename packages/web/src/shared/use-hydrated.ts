import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page renders without a browser (the build's prerender) and during the hydration that follows
 * it; true from then on, and at once on pages the browser renders itself. What only the browser knows (its
 * storage, the query string) waits for it, so the first browser render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
