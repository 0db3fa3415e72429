import { createContext, useContext } from 'react';

/**
 * The shop's public origin (`https://maison-aurele.fr`): the server's `PUBLIC_ORIGIN`, the browser's own
 * location; empty in the build's prerender, which knows no address.
 */
export const SiteOriginContext = createContext('');

/** An address on this site made absolute, as structured data wants it; kept relative without an origin. */
export function useAbsoluteUrl(): (path: string) => string {
  const origin = useContext(SiteOriginContext);
  return (path) => (origin ? new URL(path, origin).href : path);
}
