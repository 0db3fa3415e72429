import { createContext, use } from 'react';

/**
 * False while the page is rendered without a browser (the server, the build's prerender) and while the browser
 * hydrates what they drew (app/layout/hydration.tsx says when that is over); true outside the app's frame, where the
 * browser renders everything itself (stories, unit tests).
 */
export const HydratedContext = createContext(true);

/**
 * Whether the browser has taken the page over. What only the browser knows (its storage, the query string) waits
 * for it, so that the hydration draws what the server drew; it shows in one re-render of the whole page after that.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
